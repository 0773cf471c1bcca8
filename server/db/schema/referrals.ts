import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * The referrer's £5 for a friend's first completed sale: one row per friend (unique), so completing a second
 * order, or the same one twice, never pays again.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountPence: integer('amount_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_rewards_friend_id_key').on(table.friendId)],
);

/** A referral balance paid out by bank transfer (the operator pays it; the balance is 0 from then on). */
export const referralCashouts = pgTable('referral_cashouts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  amountPence: integer('amount_pence').notNull(),
  sortCode: text('sort_code').notNull(),
  accountNumber: text('account_number').notNull(),
  status: text('status', { enum: ['Requested', 'Paid'] })
    .notNull()
    .default('Requested'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
