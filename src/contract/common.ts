import { z } from 'zod';

/** Every 4xx/5xx body the API sends: the message is shown to the seller as it is. */
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string().min(1),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Calls whose spec row reads only a message (or nothing). */
export const messageBody = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

export const emptyBody = z.object({}).strict();
