import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Marketing preferences, one row per seller once saved; no row means the defaults of docs/product.md#3-entities-and-their-fields. */
export const marketingPreferences = pgTable('marketing_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  exclusiveOffers: boolean('exclusive_offers').notNull(),
  productAnnouncements: boolean('product_announcements').notNull(),
  surveysFeedback: boolean('surveys_feedback').notNull(),
  partnerOffers: boolean('partner_offers').notNull(),
  preferredContact: text('preferred_contact', { enum: ['', 'Email', 'SMS', 'Phone', 'All Methods'] })
    .notNull()
    .default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
