import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records (docs/offline.md#outbox-rule-3-an-idempotency-key-on-every-send): the response of a state-changing call, written in the
 * same transaction as the change, so a replayed request gets the same answer and changes nothing. Only the
 * SHA-256 of the key is stored; `secret` (a new basket's cookie token) is encrypted under the raw key, so the
 * table alone gives nothing a browser could use. Kept at least 7 days (pruned after).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    /** Who made the call: 'user:<id>', 'basket:<token hash>', or 'visitor' (no cookie yet). */
    scope: text('scope').notNull(),
    /** SHA-256 of method, route and canonical JSON body: the same key with another payload is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    secret: text('secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
);
