import { sql } from 'drizzle-orm';
import { check, index, integer, json, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnswerAdjustment } from '../../../src/contract/pricing.ts';
import { devices } from './catalogue.ts';

/** Each device's value in full working order and its recycling floor, in pence. */
export const devicePrices = pgTable('device_prices', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  basePence: integer('base_pence').notNull(),
  floorPence: integer('floor_pence').notNull(),
});

/**
 * Every price the server gave, with what it was made of: the answers, the base and floor then, and the
 * adjustment each answer carried. Prices and rules may change later; a quote can still be explained
 * (services/pricing/quote-explained.ts reads a quote back in full).
 *
 * Compact since 2026-11-23 (docs/decisions/190-compact-quote-records.md): a quote names its answers by id
 * (`answer_ids`, in the order the questions are asked); the question texts, labels and adjustments are the answers'
 * rows. Quotes recorded before keep their answers and adjustments as json (`selected_answers`, `adjustments`) and
 * have no `answer_ids`: the check says every row has one form or the other.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** devices.id and question_sets.id of the day, as facts: no foreign key (docs/decisions/191-quote-records-without-foreign-keys.md). */
    deviceId: integer('device_id').notNull(),
    questionSetId: integer('question_set_id').notNull(),
    quoteType: text('quote_type', { enum: ['standard', 'advanced'] }).notNull(),
    /** answers.id of each answer given, in the order the questions are asked. */
    answerIds: integer('answer_ids').array(),
    /** Older quotes only. json, not jsonb: jsonb reorders keys (shortest first); json keeps the question order. */
    selectedAnswers: json('selected_answers').$type<Record<string, string>>(),
    basePence: integer('base_pence').notNull(),
    floorPence: integer('floor_pence').notNull(),
    /** Older quotes only: the adjustment each answer carried then. */
    adjustments: jsonb('adjustments').$type<Record<string, AnswerAdjustment>>(),
    pricePence: integer('price_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotes_device_id_idx').on(table.deviceId),
    check(
      'quotes_answers_recorded',
      sql`${table.answerIds} is not null or (${table.selectedAnswers} is not null and ${table.adjustments} is not null)`,
    ),
  ],
);
