import { calculatePricePence, neutralAdjustment } from '../../../src/contract/pricing.ts';
import type { AnswerAdjustment, PricingRules } from '../../../src/contract/pricing.ts';
import { checkAnswers } from '../../../src/contract/quote-answers.ts';
import { questionsFor, toQuestionSet } from '../../../src/contract/questions.ts';
import type { Device } from '../../../src/contract/devices.ts';
import type { QuoteRequest } from '../../../src/contract/quote.ts';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { findDeviceById, loadDevicePrice, loadQuestions } from './question-store.ts';

export const deviceNotFound = 'Device not found.';
export const noQuestionsFound = 'No questions found for this device.';
export const noPriceFound = 'We cannot price this device at the moment.';

export interface PricedQuote {
  quoteId: number;
  device: Device;
  pricePence: number;
  /** The request's answers in the order the questions are asked. */
  selectedAnswers: Record<string, string>;
}

/**
 * The server's price for a quote request, recorded with everything it was made of (so it can always be
 * explained). Unknown device 404; answers that do not fit the device's questions 400 with the reason.
 * Pass a transaction as `db` to record the quote together with what uses it (a basket item).
 */
export async function priceQuote(db: Db, request: QuoteRequest): Promise<PricedQuote> {
  const device = await findDeviceById(db, request.deviceId);
  if (!device) throw new HttpError(404, deviceNotFound);
  // One after the other: inside a transaction both share one connection anyway.
  const found = await loadQuestions(db, device);
  const price = await loadDevicePrice(db, device.id);
  if (!found) throw new HttpError(404, noQuestionsFound);
  if (!price) throw new HttpError(404, noPriceFound);

  const set = toQuestionSet(device.id, found.lists);
  const problem = checkAnswers(set, request.quoteType, request.selected_answers);
  if (problem) throw new HttpError(400, problem);
  // Kept in the order the questions are asked (whatever order the client sent), so every later list of these
  // answers (basket, order detail) reads like the quote did.
  const ordered = Object.fromEntries(
    questionsFor(set, request.quoteType).map((question) => [question.question_text, request.selected_answers[question.question_text]!]),
  );

  const rules: PricingRules = { ...price, adjustments: found.adjustments };
  const pricePence = calculatePricePence(rules, request.selected_answers);
  const applied: Record<string, AnswerAdjustment> = {};
  for (const [question, label] of Object.entries(request.selected_answers)) {
    applied[question] = found.adjustments[question]?.[label] ?? neutralAdjustment;
  }
  const [row] = await db
    .insert(quotes)
    .values({
      deviceId: device.id,
      questionSetId: found.lists.id,
      quoteType: request.quoteType,
      selectedAnswers: ordered,
      basePence: price.basePence,
      floorPence: price.floorPence,
      adjustments: applied,
      pricePence,
    })
    .returning({ id: quotes.id });
  return { quoteId: row!.id, device, pricePence, selectedAnswers: ordered };
}
