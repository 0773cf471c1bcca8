import type { z } from 'zod';

export type FormValues = Record<string, string>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V, string>>;

/** Form states of docs/product.md#4-states-and-transitions: idle, submitting, success (closing after 1.5 s) or error; 'sent' is after the reset. */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'sent' | 'error';

/** docs/product.md#9-business-constants-and-limits: a form closes (or empties) 1.5 s after a successful submission. */
export const successResetMs = 1500;

/** The first message per field, in the contract's (the spec's) words; an empty object when the body is valid. */
export function fieldErrors<V extends FormValues>(schema: z.ZodType, body: unknown): FieldErrors<V> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors<V> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof V | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** '£1,245.50' -> 1245.5; blank -> undefined (a required field); anything else that is not a number -> NaN. */
export function parsePounds(text: string): number | undefined {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d+)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
