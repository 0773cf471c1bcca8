import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Discount codes (docs/product.md#3-entities-and-their-fields): a code raises the payout. `value` is pence for 'fixed', whole percent for
 * 'percentage'. The row with `kind = 'referral'` holds the terms of the friend's reward: a seller's own referral
 * code, typed by a friend, is priced with it (first order only).
 */
export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['code', 'referral'] })
    .notNull()
    .default('code'),
  type: text('type', { enum: ['fixed', 'percentage'] }).notNull(),
  value: integer('value').notNull(),
  /** Only on a seller's first order. */
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  /** Orders (not cancelled) one seller may place with it; null: no limit. */
  perSellerLimit: integer('per_seller_limit'),
  /** For percentages: the most it adds, in pence; null: no cap. */
  capPence: integer('cap_pence'),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
