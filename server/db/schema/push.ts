import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../src/contract/orders.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A browser's Web Push subscription (docs/decisions/111-web-push-order-updates.md). One endpoint belongs to one
 * seller: subscribing again from the same browser moves it. Removed at Log out and when the push service answers
 * 404 or 410 (the browser dropped it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint), index('push_subscriptions_user_id_idx').on(table.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * One order update to send to every subscription of its seller, written in the transaction that moved the order
 * and sent by the scheduler's push-send job: claimed once across processes (a lease on `due_at`), retried until
 * sent or out of attempts. `dedupe_key` makes each update once per order event; `expect_status` drops a message
 * whose order has moved on by the time it is due (a reminder for an offer already answered).
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    expectStatus: text('expect_status').$type<OrderStatus>(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_messages_dedupe_key').on(table.dedupeKey), index('push_messages_due_idx').on(table.dueAt)],
);

export type PushMessageRow = typeof pushMessages.$inferSelect;
