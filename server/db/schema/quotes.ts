import { index, integer, json, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnswerAdjustment } from '../../../src/contract/pricing.ts';
import { devices } from './catalogue.ts';
import { questionSets } from './questions.ts';

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
 * adjustment each answer carried. Prices and rules may change later; a quote can still be explained.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    questionSetId: integer('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    quoteType: text('quote_type', { enum: ['standard', 'advanced'] }).notNull(),
    // json, not jsonb: jsonb reorders keys (shortest first); json keeps the question order the server wrote.
    selectedAnswers: json('selected_answers').$type<Record<string, string>>().notNull(),
    basePence: integer('base_pence').notNull(),
    floorPence: integer('floor_pence').notNull(),
    adjustments: jsonb('adjustments').$type<Record<string, AnswerAdjustment>>().notNull(),
    pricePence: integer('price_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quotes_device_id_idx').on(table.deviceId)],
);
