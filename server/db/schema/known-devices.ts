import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Browsers a seller has signed in from (a long-lived device cookie, only its SHA-256 stored). A sign-in from one of
 * them is not held by the per-account ceiling that guessing spread over many addresses can reach
 * (server/services/auth/known-devices.ts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_user_id_idx').on(table.userId)],
);
