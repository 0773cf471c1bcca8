import { calculatePricePence } from '@/contract/pricing.ts';
import type { PricingRules } from '@/contract/pricing.ts';
import { checkAnswers } from '@/contract/quote-answers.ts';
import { questionsFor, toQuestionSet, type QuestionSet } from '@/contract/questions.ts';
import type { Device } from '@/contract/devices.ts';
import type { QuoteRequest } from '@/contract/quote.ts';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { deviceQuestions, type PricingTables } from './pricing-tables.ts';
import type { QuoteRecord } from './quote-recorder.ts';

export const deviceNotFound = 'Device not found.';
export const noQuestionsFound = 'No questions found for this device.';
export const noPriceFound = 'We cannot price this device at the moment.';

export interface Priced {
  device: Device;
  pricePence: number;
  /** The request's answers in the order the questions are asked. */
  selectedAnswers: Record<string, string>;
  /** The quote row that explains the price: the answers by id, the base and floor then (docs/decisions/190-compact-quote-records.md). */
  record: QuoteRecord;
}

export interface PricedQuote {
  quoteId: number;
  device: Device;
  pricePence: number;
  /** The request's answers in the order the questions are asked. */
  selectedAnswers: Record<string, string>;
}

// The merged question list of a type's set, built once per loaded set rather than per request (it was 3% of calculate).
const mergedSets = new WeakMap<object, QuestionSet>();
function questionSetOf(deviceId: number, lists: Parameters<typeof toQuestionSet>[1]): QuestionSet {
  let set = mergedSets.get(lists);
  if (!set) mergedSets.set(lists, (set = toQuestionSet(deviceId, lists)));
  return set.deviceId === deviceId ? set : { ...set, deviceId };
}

/**
 * The server's price for a quote request, from the in-memory tables (no query). Unknown device 404; answers that
 * do not fit the device's questions 400 with the reason.
 */
export function price(tables: PricingTables, request: QuoteRequest): Priced {
  const device = tables.byId.get(request.deviceId);
  if (!device) throw new HttpError(404, deviceNotFound);
  const found = deviceQuestions(tables, device);
  const base = tables.prices.get(device.id);
  if (!found) throw new HttpError(404, noQuestionsFound);
  if (!base) throw new HttpError(404, noPriceFound);

  const set = questionSetOf(device.id, found.lists);
  const problem = checkAnswers(set, request.quoteType, request.selected_answers);
  if (problem) throw new HttpError(400, problem);
  // Kept in the order the questions are asked (whatever order the client sent), so every later list of these
  // answers (basket, order detail) reads like the quote did; the record names the same answers by id, in that order.
  const ordered: Record<string, string> = {};
  const answerIds: number[] = [];
  for (const question of questionsFor(set, request.quoteType)) {
    const label = request.selected_answers[question.question_text]!;
    ordered[question.question_text] = label;
    answerIds.push(found.answerIds[question.question_text]![label]!);
  }

  const rules: PricingRules = { ...base, adjustments: found.adjustments };
  const pricePence = calculatePricePence(rules, request.selected_answers);
  const record: QuoteRecord = {
    deviceId: device.id,
    questionSetId: found.lists.id,
    quoteType: request.quoteType,
    answerIds,
    basePence: base.basePence,
    floorPence: base.floorPence,
    pricePence,
  };
  return { device, pricePence, selectedAnswers: ordered, record };
}

/**
 * Prices and records the quote at once, for what uses it (a basket item): pass the call's transaction as `db`
 * so the quote commits together with the item.
 */
export async function priceQuote(db: Db, tables: PricingTables, request: QuoteRequest): Promise<PricedQuote> {
  const priced = price(tables, request);
  const [row] = await db.insert(quotes).values(priced.record).returning({ id: quotes.id });
  return { quoteId: row!.id, device: priced.device, pricePence: priced.pricePence, selectedAnswers: priced.selectedAnswers };
}
