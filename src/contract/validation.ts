import { z } from 'zod';
import { messageMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from './limits.ts';

/**
 * The docs/product.md#5-validation-rules messages, word for word. Forms show the first failing message; the server answers a
 * bad body with the same one, so a seller sees one wording wherever the check happens.
 */
export const validationMessages = {
  loginRequired: 'Please fill in both fields.',
  email: 'Please enter a valid email address.',
  required: 'Please fill in all required fields.',
  terms: 'You must accept the Terms & Conditions.',
  sortCode: 'Sort code must be in format XX-XX-XX',
  accountNumber: 'Account number must be 8 digits',
  cashoutRequired: 'Please enter both sort code and account number.',
  cashoutSortCode: 'Sort code must be 6 digits (e.g. 12-34-56).',
  cashoutAccountNumber: 'Account number must be 8 digits.',
  nameTooLong: 'Name must be 50 characters or less.',
  messageTooLong: 'Message must be 250 characters or less.',
  passwordsDiffer: 'Passwords do not match.',
  noDevice: 'No device selected.',
  // Not in the spec (it shows no format rule for these); kept short and plain.
  postcode: 'Please enter a valid UK postcode.',
  phone: 'Please enter a valid phone number.',
  price: 'Please enter a price in pounds, such as 120.00.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be 128 characters or less.',
  passwordCommon: 'This password is too common. Please choose a different one.',
  // What the API answers for an id no row has; also for an id that cannot be one (a word, a string in a body).
  orderNotFound: 'Order not found.',
  deviceNotFound: 'Device not found.',
} as const;

const m = validationMessages;

export { messageMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from './limits.ts';

/** A required, trimmed string; `message` is used both when missing and when blank. */
export function requiredText(message: string = m.required) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** A required, trimmed e-mail address. A blank one reports `requiredMessage`, a malformed one the e-mail message. */
export function emailAddress(requiredMessage: string = m.email) {
  return requiredText(requiredMessage).max(254, { error: m.email }).regex(z.regexes.email, { error: m.email });
}

/** Payment details form and checkout: exactly `12-34-56` (the input inserts the dashes). */
export const sortCode = z
  .string({ error: m.sortCode })
  .trim()
  .regex(/^\d{2}-\d{2}-\d{2}$/, { error: m.sortCode });

/** Payment details form and checkout: exactly 8 digits. */
export const accountNumber = z
  .string({ error: m.accountNumber })
  .trim()
  .regex(/^\d{8}$/, { error: m.accountNumber });

/** `123456`, `12-34-56` or `12 34 56` -> `12-34-56` (idempotent, so client and server may both apply it). */
export function formatSortCode(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : value;
}

/** Referral cashout has its own wording (docs/product.md#5-validation-rules): 6 digits with or without dashes, stored as XX-XX-XX. */
export const cashoutSortCode = requiredText(m.cashoutRequired)
  .regex(/^\d{2}[- ]?\d{2}[- ]?\d{2}$/, { error: m.cashoutSortCode })
  .overwrite(formatSortCode);

export const cashoutAccountNumber = requiredText(m.cashoutRequired).regex(/^\d{8}$/, {
  error: m.cashoutAccountNumber,
});

const postcodePattern = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;

/** `sw1a1aa` -> `SW1A 1AA`; anything that is not a UK postcode is returned trimmed, upper-cased. */
export function formatPostcode(value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, ' ');
  const match = postcodePattern.exec(compact);
  return match ? `${match[1]} ${match[2]}` : compact;
}

/** A UK postcode (GIR 0AA included), normalised to upper case with one space. */
export const ukPostcode = requiredText()
  .overwrite(formatPostcode)
  .refine((value) => value === 'GIR 0AA' || postcodePattern.test(value), { error: m.postcode });

/**
 * A UK number in its one stored form, national with a space: '+44 (0)7700 900123', '+447700900123', '0044 7700
 * 900123' and '07700-900-123' all become '07700 900123'. Anything else is returned as typed (and then refused).
 */
export function formatUkPhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  const match = /^(?:\+44|0044)0?(\d{9,10})$|^0(\d{9,10})$/.exec(compact);
  const rest = match?.[1] ?? match?.[2];
  if (!rest) return value.trim();
  const n = `0${rest}`;
  if (n.length !== 11) return `${n.slice(0, 4)} ${n.slice(4)}`;
  // The groups people write: London and other 02 numbers 3-4-4, the big cities' 011x and 01x1 4-3-4, the rest 5-6.
  if (n.startsWith('02')) return `${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`;
  if (/^01(?:1\d|\d1)/.test(n)) return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
  return `${n.slice(0, 5)} ${n.slice(5)}`;
}

/** A UK phone number: 0 or +44 (with or without '(0)') and 9-10 more digits; spaces, dashes, brackets allowed. */
export const ukPhone = requiredText()
  .max(24, { error: m.phone })
  .overwrite(formatUkPhone)
  .refine((value) => /^0[\d ]+$/.test(value) && /^\d{10,11}$/.test(value.replace(/ /g, '')), { error: m.phone });

/** Typed text never holds control characters (line breaks and tabs aside, in messages). */
const noControl = { error: 'Please remove the control characters from your text.' };
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- a name is one line
const controlOrBreak = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** Contact-form name: required, at most 50 characters, one line. */
export const contactName = requiredText()
  .max(nameMaxLength, { error: m.nameTooLong })
  .refine((value) => !controlOrBreak.test(value), noControl);

/** Contact-form message: at most 250 characters (required unless the form says otherwise). */
export const contactMessage = requiredText()
  .max(messageMaxLength, { error: m.messageTooLong })
  .refine((value) => !controlCharacter.test(value), noControl);
export const optionalContactMessage = z
  .string()
  .trim()
  .max(messageMaxLength, { error: m.messageTooLong })
  .refine((value) => !controlCharacter.test(value), noControl)
  .optional();

/**
 * A new password (register, reset): 8 to 128 characters, any characters, no composition rules (ASVS 6.2.5).
 * The server also refuses the commonest passwords (its list is too large to ship to the browser).
 */
export const newPassword = z
  .string({ error: m.required })
  .min(1, { error: m.required })
  .min(passwordMinLength, { error: m.passwordTooShort })
  .max(passwordMaxLength, { error: m.passwordTooLong });
