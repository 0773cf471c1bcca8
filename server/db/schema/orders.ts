import { index, integer, json, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../src/contract/orders.ts';
import { devices } from './catalogue.ts';
import { quotes } from './quotes.ts';
import { users } from './users.ts';

/**
 * A submitted trade-in ('QMT-<id>'). What the seller agreed to is copied in (address, bank details, discount,
 * prices), so later edits to the account, the catalogue or the codes never change an order. Bank details live
 * only here (and in cash-outs); the API masks them everywhere but the seller's own order detail.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull().default('Submitted'),
    paymentStatus: text('payment_status', { enum: ['Pending', 'Paid', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    /** Sum of the items' offers. */
    totalPence: integer('total_pence').notNull(),
    discountCode: text('discount_code'),
    discountPence: integer('discount_pence').notNull().default(0),
    revisedPricePence: integer('revised_price_pence'),
    revisedReason: text('revised_reason'),
    revisedAt: timestamp('revised_at', { withTimezone: true }),
    sortCode: text('sort_code').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The sender on the label, as saved at checkout. */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    /** The label job: created with the order, done in the background ('pending' -> 'ready'). */
    labelUuid: uuid('label_uuid').notNull(),
    labelStatus: text('label_status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    /** Failed runs of the label job (retried by the scheduler) and the last failure, for `ops orders`. */
    labelAttempts: integer('label_attempts').notNull().default(0),
    labelError: text('label_error'),
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    shippingTracking: text('shipping_tracking'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('orders_user_id_idx').on(table.userId), uniqueIndex('orders_label_uuid_key').on(table.labelUuid)],
);

export type OrderRow = typeof orders.$inferSelect;

/** A device of an order, copied from its basket item and device at checkout. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    deviceName: text('device_name').notNull(),
    brand: text('brand'),
    imageUrl: text('image_url').notNull(),
    offerPricePence: integer('offer_price_pence').notNull(),
    // json, not jsonb: jsonb reorders keys (shortest first); json keeps the question order the server wrote.
    selectedAnswers: json('selected_answers').$type<Record<string, string>>().notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_items_order_id_idx').on(table.orderId)],
);

/**
 * A device on its way back to the seller (a declined or expired revised quote): why, when the seller was
 * e-mailed (claimed once across processes), and when the operator sent it with which tracking reference.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    tracking: text('tracking'),
  },
  (table) => [uniqueIndex('order_returns_order_id_key').on(table.orderId)],
);

export type OrderReturnRow = typeof orderReturns.$inferSelect;
