import { z } from 'zod';
import { isoDateTime, successTrue } from './common.ts';
import { paymentDetails } from './users.ts';

/**
 * The dashboard's payment details (docs/product.md#2-screens-and-routes): the account the seller wants paying into, kept on the
 * server for the signed-in seller. What comes back is only ever masked (`**-**-56`, `****4958`): the full
 * numbers travel once, seller to server, and are never shown, cached or stored in the browser.
 */
export const maskedPaymentDetails = z.object({
  sortCode: z.string().regex(/^\*\*-\*\*-\d{2}$/),
  accountNumber: z.string().regex(/^\*{4}\d{4}$/),
  updatedAt: isoDateTime,
});
export type MaskedPaymentDetails = z.infer<typeof maskedPaymentDetails>;

/** GET /api/users/payment-details: `payment` is null until the seller saves some. */
export const paymentDetailsResponse = z.object({ success: successTrue, payment: maskedPaymentDetails.nullable() });
export type PaymentDetailsResponse = z.infer<typeof paymentDetailsResponse>;

/** POST /api/users/payment-details: the docs/product.md#5-validation-rules formats, then the modulus check (400 when they cannot exist). */
export const savePaymentDetailsBody = paymentDetails;
export type SavePaymentDetailsBody = z.input<typeof savePaymentDetailsBody>;

export const savePaymentDetailsResponse = z.object({ success: successTrue, message: z.string().min(1), payment: maskedPaymentDetails });

export const paymentDetailsSaved = 'Payment details saved.';
