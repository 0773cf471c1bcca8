import { index, integer, json, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { devices } from './catalogue.ts';
import { quotes } from './quotes.ts';
import { users } from './users.ts';

/**
 * A basket: a visitor's (the browser holds a random token in an HttpOnly cookie; only its SHA-256 is stored, so a
 * leaked table cannot be replayed as cookies) or a seller's (`user_id`, one per seller; no token). Signing in
 * hands the visitor's basket to the seller (services/basket/merge-baskets.ts).
 */
export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The applied discount code as the seller typed it (upper-cased): a discount_codes row or a referral code. */
    discountCode: text('discount_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('baskets_token_hash_key').on(table.tokenHash), uniqueIndex('baskets_user_id_key').on(table.userId)],
);

/** A priced device in a basket: the server's offer, held until `expires_at` (14 days after the quote). */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    quoteType: text('quote_type', { enum: ['standard', 'advanced'] }).notNull(),
    // json, not jsonb: jsonb reorders keys (shortest first); json keeps the question order the server wrote.
    selectedAnswers: json('selected_answers').$type<Record<string, string>>().notNull(),
    offerPricePence: integer('offer_price_pence').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('basket_items_basket_id_idx').on(table.basketId)],
);
