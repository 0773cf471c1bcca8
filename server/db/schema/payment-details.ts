import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The account a seller wants paying into, saved from the dashboard (one per seller, replaced on save). Kept
 * apart from `users` so a profile read never carries it; it leaves the server only masked.
 */
export const paymentDetails = pgTable('payment_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `12-34-56` */
  sortCode: text('sort_code').notNull(),
  accountNumber: text('account_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
