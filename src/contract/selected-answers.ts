import { z } from 'zod';

/**
 * docs/product.md#3-entities-and-their-fields, Answers collected: question text -> chosen answer label. Whether they fit the device's question
 * set (every asked question answered, every label offered) is the server's check, not the schema's.
 */
export const selectedAnswers = z
  .record(z.string().min(1).max(300), z.string().min(1).max(200))
  // No question set comes near this; it keeps a hostile body from costing the server work.
  .refine((answers) => Object.keys(answers).length <= 60, { error: 'Too many answers.' });
export type SelectedAnswers = z.infer<typeof selectedAnswers>;
