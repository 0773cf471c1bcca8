import { numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The three public forms (docs/product.md#3-entities-and-their-fields). Each row is the record of what a visitor sent; `mailed_at` stays
// null when the support inbox could not be reached, so those rows can be found and forwarded by hand.

/** Contact Us (help pages, /contact, dashboard). */
export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});

/** Business page: Request a Call Back. */
export const callbackRequests = pgTable('callback_requests', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});

/** Best Price Promise: Challenge Us. `price` is the competitor's quote in pounds. */
export const bestPriceSubmissions = pgTable('best_price_submissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  competitor: text('competitor').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});
