import { z } from 'zod';
import { dbId, successTrue } from './common.ts';
import { deviceType } from './devices.ts';
import { pricingTable } from './pricing.ts';
import { requiredText, validationMessages } from './validation.ts';

export const quoteTypes = ['standard', 'advanced'] as const;
/** Quick Quote is `standard`; Advanced Quote is `advanced` (asks standard then advanced questions). */
export const quoteType = z.enum(quoteTypes);
export type QuoteType = z.infer<typeof quoteType>;

export const answer = z.object({ label: z.string().min(1) });
export type Answer = z.infer<typeof answer>;

/** docs/product.md#3-entities-and-their-fields, Question. Absent tool tips and popups are omitted, not null. `popup` is trusted HTML from the seed. */
export const question = z.object({
  question_text: z.string().min(1),
  quote_type: quoteType,
  tool_tip: z.string().optional(),
  popup: z.string().optional(),
  answers: z.array(answer).min(1),
});
export type Question = z.infer<typeof question>;

function allOfType(type: QuoteType) {
  return (list: Question[]) => list.every((q) => q.quote_type === type);
}

/**
 * What the server sends for a device's questions: the two lists, each in asking order.
 * `standard` is never empty (an empty result counts as a failure, docs/product.md#5-validation-rules: the server answers
 * 404 'No questions found for this device.' instead).
 */
export const questionLists = z.object({
  id: dbId,
  standard: z.array(question).min(1).refine(allOfType('standard')),
  advanced: z.array(question).refine(allOfType('advanced')),
});
export type QuestionLists = z.infer<typeof questionLists>;

/** docs/product.md#3-entities-and-their-fields, Questions set, as the quote wizard and the offline store hold it. */
export interface QuestionSet extends QuestionLists {
  /** Standard then advanced: the list an advanced quote walks through. */
  merged: Question[];
  deviceId: number;
}

/** `merged` is derived, never sent: one pure function builds it for the wizard, the store and the server. */
export function toQuestionSet(deviceId: number, lists: QuestionLists): QuestionSet {
  return { ...lists, merged: [...lists.standard, ...lists.advanced], deviceId };
}

/** The questions a quote of this type asks, in order. */
export function questionsFor(set: Pick<QuestionSet, 'standard' | 'merged'>, type: QuoteType): Question[] {
  return type === 'advanced' ? set.merged : set.standard;
}

/** POST /api/questions: looked up by device name (the catalogue and the quote page have the name). */
export const getQuestionsBody = z.object({
  device_name: requiredText(validationMessages.noDevice),
});

/**
 * 200 `{ success: true, deviceId, questions: { id, standard, advanced } }`; 404 errorBody when the device or its
 * questions are unknown. Grouped rather than the spec's flat list so no client re-sorts by quote_type;
 * build the full set with `toQuestionSet(res.deviceId, res.questions)`.
 */
export const getQuestionsResponse = z.object({
  success: successTrue,
  deviceId: dbId,
  questions: questionLists,
  /** The device's pricing table, kept with the questions for the offline estimate (absent: no estimate). */
  pricing: pricingTable.optional(),
});
export type GetQuestionsResponse = z.infer<typeof getQuestionsResponse>;

/**
 * GET /api/questions/offline ('Save for offline'): every device type's question set with its answers' price
 * adjustments, and every device's base and floor. The client stores one question set and pricing table per
 * catalogue device from it, so any device can be quoted, and estimated, with no network.
 */
export const offlineQuotePackResponse = z.object({
  success: successTrue,
  sets: z.array(
    z.object({
      deviceType,
      questions: questionLists,
      adjustments: pricingTable.shape.adjustments,
    }),
  ),
  prices: z.array(z.object({ deviceId: dbId, basePence: z.number().int().nonnegative(), floorPence: z.number().int().nonnegative() })),
});
export type OfflineQuotePack = z.infer<typeof offlineQuotePackResponse>;
