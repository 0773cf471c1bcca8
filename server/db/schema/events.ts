import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** First-party analytics: consented events only, no IP address, no user id. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    path: text('path'),
    params: jsonb('params').$type<Record<string, string | number | boolean>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_event_created_idx').on(table.event, table.createdAt)],
);
