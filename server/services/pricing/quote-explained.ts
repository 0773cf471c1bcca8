import { calculatePricePence, type AnswerAdjustment, type PricingRules } from '@/contract/pricing.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, questions, quotes } from '../../db/schema/index.ts';

/** A quote read back in full: what it was made of, as the row held it before the compact form (decision 190). */
export interface ExplainedQuote {
  id: number;
  deviceId: number;
  questionSetId: number;
  quoteType: 'standard' | 'advanced';
  /** question text -> answer label, in the order the questions are asked. */
  selectedAnswers: Record<string, string>;
  basePence: number;
  floorPence: number;
  /** question text -> the adjustment its answer carried. */
  adjustments: Record<string, AnswerAdjustment>;
  pricePence: number;
  createdAt: Date;
  /**
   * False when the adjustments rebuilt from the answers' rows no longer give the price recorded: an answer's rule was
   * changed (or the answer removed) after the quote. Always true for older quotes, which keep their own adjustments.
   */
  adjustmentsGivePrice: boolean;
}

/**
 * Reads a quote back with its answers and adjustments. A compact row (answer ids) is rebuilt from the answers' rows
 * and their questions; an older row carries its json as it was written. Null when there is no such quote.
 */
export async function explainQuote(db: Db, id: number): Promise<ExplainedQuote | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) return null;
  const { answerIds, selectedAnswers, adjustments, ...rest } = row;
  if (!answerIds) return { ...rest, selectedAnswers: selectedAnswers ?? {}, adjustments: adjustments ?? {}, adjustmentsGivePrice: true };

  const found =
    answerIds.length === 0
      ? []
      : await db
          .select({
            id: answers.id,
            text: questions.questionText,
            label: answers.label,
            percent: answers.percent,
            fixedPence: answers.fixedPence,
            floor: answers.floor,
          })
          .from(answers)
          .innerJoin(questions, eq(questions.id, answers.questionId))
          .where(inArray(answers.id, answerIds));
  const byId = new Map(found.map((answer) => [answer.id, answer]));
  const rebuiltAnswers: Record<string, string> = {};
  const rebuiltAdjustments: Record<string, AnswerAdjustment> = {};
  // The same adjustments as pricing rules (question -> label -> adjustment), to price the quote again.
  const ruleAdjustments: Record<string, PricingRules['adjustments'][string]> = {};
  for (const answerId of answerIds) {
    const answer = byId.get(answerId);
    if (!answer) continue;
    const adjustment = { percent: answer.percent, fixedPence: answer.fixedPence, floor: answer.floor };
    rebuiltAnswers[answer.text] = answer.label;
    rebuiltAdjustments[answer.text] = adjustment;
    ruleAdjustments[answer.text] = { [answer.label]: adjustment };
  }
  const rules: PricingRules = { basePence: row.basePence, floorPence: row.floorPence, adjustments: ruleAdjustments };
  const adjustmentsGivePrice = byId.size === new Set(answerIds).size && calculatePricePence(rules, rebuiltAnswers) === row.pricePence;
  return { ...rest, selectedAnswers: rebuiltAnswers, adjustments: rebuiltAdjustments, adjustmentsGivePrice };
}
