import { z } from 'zod';
import { namedDbId, pounds, successTrue } from './common.ts';
import { validationMessages } from './validation.ts';
import { quoteType } from './questions.ts';
import { selectedAnswers } from './selected-answers.ts';

export { selectedAnswers, type SelectedAnswers } from './selected-answers.ts';

/** The quote a seller asks for; also the basket add payload (docs/product.md#3-entities-and-their-fields). */
export const quoteRequest = z.object({
  deviceId: namedDbId(validationMessages.deviceNotFound),
  selected_answers: selectedAnswers,
  quoteType,
});
export type QuoteRequest = z.infer<typeof quoteRequest>;

/** POST /api/quote/calculate. The server prices with the contract's pricing function and answers in pounds. */
export const calculateQuoteBody = quoteRequest;

/**
 * 200 `{ success: true, price, message? }`. Unknown device, or answers that do not fit its question set:
 * 400 errorBody (the client shows the server message, else 'Failed to calculate quote.').
 */
export const calculateQuoteResponse = z.object({
  success: successTrue,
  price: pounds,
  message: z.string().optional(),
});
export type CalculateQuoteResponse = z.infer<typeof calculateQuoteResponse>;
