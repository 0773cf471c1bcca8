import { z } from 'zod';
import { contactMessage, contactName, emailAddress, optionalContactMessage, requiredText, ukPhone, validationMessages as m } from './validation.ts';

/**
 * POST /api/support/ticket: the Contact Us form, also the dashboard's issue report (its message starts with
 * the order number, 'QMT-123: ...', and the prefix counts towards the 250).
 */
export const supportTicketBody = z.object({
  name: contactName,
  email: emailAddress(m.required),
  message: contactMessage,
});
export type SupportTicketBody = z.input<typeof supportTicketBody>;

/** POST /api/support/callback: the Business page's Request a Call Back. */
export const callbackBody = z.object({
  company: requiredText(),
  name: contactName,
  email: emailAddress(m.required),
  phone: ukPhone,
  message: optionalContactMessage,
});
export type CallbackBody = z.input<typeof callbackBody>;

/** The highest competitor price accepted, in pounds. */
export const bestPriceMax = 100_000;

/**
 * POST /api/support/bpp: Best Price Promise 'Challenge Us'. `price` is the competitor's quote in pounds
 * (the form parses what was typed; rounded to pence); the additional information is optional (not enforced by the spec).
 */
export const bestPriceBody = z.object({
  name: contactName,
  email: emailAddress(m.required),
  competitor: requiredText(),
  price: z
    // Missing is a required field; a number, or the text typed ('120.50'), else a bad price.
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/)
          .transform(Number),
      ],
      {
        error: (issue) => (issue.input === undefined ? m.required : m.price),
      },
    )
    .pipe(
      z
        .number()
        .min(0.01, { error: m.price })
        // Pounds and pence: 120.505 is not a price anyone was quoted.
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: m.price })
        // No device trades for more; the cap also keeps the value inside the database's numeric(10, 2).
        .max(bestPriceMax, { error: m.price })
        .transform((value) => Math.round(value * 100) / 100),
    ),
  message: optionalContactMessage,
});
export type BestPriceBody = z.input<typeof bestPriceBody>;

export { supportSuccessMessages } from './support-successes.ts';
