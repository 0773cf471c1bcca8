import { z } from 'zod';
import {
  contactMessage,
  contactName,
  emailAddress,
  optionalContactMessage,
  requiredText,
  ukPhone,
  validationMessages as m,
} from './validation.ts';

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

/**
 * POST /api/support/bpp: Best Price Promise 'Challenge Us'. `price` is the competitor's quote in pounds
 * (the form parses what was typed; rounded to pence); the additional information is optional (not enforced by the spec).
 */
export const bestPriceBody = z.object({
  name: contactName,
  email: emailAddress(m.required),
  competitor: requiredText(),
  price: z
    .number({ error: m.required })
    .positive({ error: m.required })
    .overwrite((value) => Math.round(value * 100) / 100),
  message: optionalContactMessage,
});
export type BestPriceBody = z.input<typeof bestPriceBody>;

// All three answer 200 with `successMessage` ({ success: true, message }).
