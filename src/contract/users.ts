import { z } from 'zod';
import { pounds, successMessage, successTrue } from './common.ts';
import { addressText, personName } from './label-text.ts';
import { user } from './session.ts';
import {
  accountNumber,
  cashoutAccountNumber,
  cashoutSortCode,
  emailAddress,
  newPassword,
  requiredText,
  sortCode,
  ukPhone,
  ukPostcode,
  validationMessages as m,
} from './validation.ts';

// The user and the session check live in session.ts, which the pages evaluate without the account forms' schemas.
export { user, validateSessionResponse, type User } from './session.ts';

/** docs/product.md#3-entities-and-their-fields, Shipping, as stored and sent back (no format checks on the way out). */
export const shipping = z.object({
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  postcode: z.string(),
});
export type Shipping = z.infer<typeof shipping>;

/** Shipping as a seller submits it: line 2 optional, postcode normalised ('sw1a1aa' -> 'SW1A 1AA'). */
export const shippingInput = z.object({
  address_line1: addressText('Address line 1', 100, m.required),
  address_line2: addressText('Address line 2', 100).default(''),
  // 60: room for Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch (58), the longest UK place name.
  city: addressText('Town/city', 60, m.required),
  postcode: ukPostcode,
});
export type ShippingInput = z.input<typeof shippingInput>;

/** docs/product.md#3-entities-and-their-fields, Referral: `code` is null when the seller has none (then no Refer Friends button). */
export const referral = z.object({
  code: z.string().nullable(),
  balance: pounds,
  uses: z.number().int().nonnegative(),
});
export type Referral = z.infer<typeof referral>;

/** docs/product.md#3-entities-and-their-fields, Payment details: the dashboard's payment form (the wire uses sort_code/account_number). */
export const paymentDetails = z.object({ accountNumber, sortCode });
export type PaymentDetails = z.infer<typeof paymentDetails>;

/** POST /api/users/login. Sets the HttpOnly session cookie; no token is sent in the body. */
export const loginBody = z.object({
  username: emailAddress(m.loginRequired),
  // No policy at login (older passwords must still work); the cap only bounds the hashing work.
  password: z.string({ error: m.loginRequired }).min(1, { error: m.loginRequired }).max(1024, { error: m.passwordTooLong }),
});
export type LoginBody = z.input<typeof loginBody>;

/** Login and register: 200 `{ success: true, message, user }`; bad credentials are 401 'Invalid username or password'. */
export const authResponse = z.object({ success: successTrue, message: z.string().min(1), user });
export type AuthResponse = z.infer<typeof authResponse>;

/** POST /api/users/register: signs the new account in (session cookie) and e-mails a verification link. */
export const registerBody = z.object({
  firstName: personName('First name', m.required),
  lastName: personName('Last name', m.required),
  username: emailAddress(m.required),
  phone: ukPhone,
  password: newPassword,
  referralCode: z.string().trim().max(32, { error: 'Invalid referral code.' }).optional(),
  marketingConsent: z.boolean().default(false),
  termsAndConditions: z.boolean({ error: m.terms }).refine((accepted) => accepted, { error: m.terms }),
});
export type RegisterBody = z.input<typeof registerBody>;

/** GET /api/users/details (signed-in): `shipping` is null until an address was saved. */
export const userDetailsResponse = z.object({
  success: successTrue,
  user,
  shipping: shipping.nullable(),
  referral,
});
export type UserDetails = z.infer<typeof userDetailsResponse>;

/** The editable part of the user (the e-mail is read-only). */
export const userInput = z.object({
  title: addressText('Title', 20).nullable().optional(),
  firstName: personName('First name', m.required),
  lastName: personName('Last name', m.required),
  phone: ukPhone,
  marketing: z.boolean().optional(),
});

/** POST /api/users/update (signed-in): Account Settings' Save Changes. */
export const updateUserBody = z.object({ user: userInput, shipping: shippingInput });
export type UpdateUserBody = z.input<typeof updateUserBody>;

/**
 * POST /api/users/profile (signed-in). The spec shows the payload of the checkout address step's call but not
 * its path; this is it. Flat, as the spec lists it. Answers `{ success: true, message }`.
 */
export const updateProfileBody = z.object({
  firstName: personName('First name', m.required),
  lastName: personName('Last name', m.required),
  phone: ukPhone,
  marketing: z.boolean().optional(),
  termsAndConditions: z.boolean().optional(),
  ...shippingInput.shape,
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/**
 * POST /api/users/request-verify, no body (signed-in; without a session 401
 * 'You must be logged in to request verification.').
 */
export const requestVerificationResponse = successMessage;

/**
 * POST /api/users/resend-verification (the spec's "not shown" resend request). Uses the session's user when
 * there is one, else `email`; always 200 `{ success: true, message }` so it never reveals an account.
 */
export const resendVerificationBody = z.object({ email: emailAddress().optional() });

/** The spec's words for a verification link that is not (or no longer) one, an empty or missing token included. */
export const invalidVerificationLink = 'Invalid or expired verification link.';

/** GET /api/users/verify?token=...: 200 on success, 400 'Invalid or expired verification link.' otherwise. */
export const verifyEmailQuery = z.object({ token: requiredText(invalidVerificationLink) });

/** POST /api/users/request-reset: always 200 `{ success: true, message }` (never reveals an account). */
export const requestPasswordResetBody = z.object({ email: emailAddress() });

/** POST /api/users/reset-password: the token comes from the e-mailed link. */
export const resetPasswordBody = z
  .object({
    token: requiredText(),
    newPassword,
    confirmPassword: z.string({ error: m.required }).min(1, { error: m.required }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: m.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** POST /api/users/referral/cashout (signed-in): the referral dialog's wording; below £5.00 balance is 400. */
export const cashoutBody = z.object({
  sort_code: cashoutSortCode,
  account_number: cashoutAccountNumber,
});
export type CashoutBody = z.input<typeof cashoutBody>;

/** 200 with the balance left after the cashout (0). */
export const cashoutResponse = successMessage.extend({ balance: pounds });
