import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** One question set per device type (phone, tablet, laptop, watch): the standard and advanced lists. */
export const questionSets = pgTable(
  'question_sets',
  {
    id: serial('id').primaryKey(),
    deviceType: text('device_type', { enum: ['phone', 'tablet', 'laptop', 'watch'] }).notNull(),
  },
  (table) => [uniqueIndex('question_sets_device_type_key').on(table.deviceType)],
);

/** A question in asking order (`position`); its text is the key of the answers a quote collects. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quoteType: text('quote_type', { enum: ['standard', 'advanced'] }).notNull(),
    questionText: text('question_text').notNull(),
    toolTip: text('tool_tip'),
    /** Trusted HTML written by us in the seed, shown in the 'Did You Know' banner. */
    popup: text('popup'),
  },
  (table) => [uniqueIndex('questions_set_text_key').on(table.setId, table.questionText)],
);

/** An answer with what it does to the price (see src/contract/pricing.ts). */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    percent: integer('percent').notNull().default(0),
    fixedPence: integer('fixed_pence').notNull().default(0),
    floor: boolean('floor').notNull().default(false),
  },
  (table) => [uniqueIndex('answers_question_label_key').on(table.questionId, table.label)],
);
