import { z } from 'zod';
import { dbId, pounds, successTrue } from './common.ts';
import { quoteType } from './questions.ts';

/**
 * docs/product.md#3-entities-and-their-fields, Answers collected: question text -> chosen answer label. Whether they fit the device's question
 * set (every asked question answered, every label offered) is the server's check, not the schema's.
 */
export const selectedAnswers = z
  .record(z.string().min(1).max(300), z.string().min(1).max(200))
  // No question set comes near this; it keeps a hostile body from costing the server work.
  .refine((answers) => Object.keys(answers).length <= 60, { error: 'Too many answers.' });
export type SelectedAnswers = z.infer<typeof selectedAnswers>;

/** The quote a seller asks for; also the basket add payload (docs/product.md#3-entities-and-their-fields). */
export const quoteRequest = z.object({
  deviceId: dbId,
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
