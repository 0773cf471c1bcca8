import { z } from 'zod';
import { successTrue } from './common.ts';

/** Base64url without padding (what PushSubscription.toJSON() gives); a trailing '=' is tolerated. */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The subscription's ${what} key is not base64url.`)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, `The subscription's ${what} key has the wrong length.`);

/** A push service endpoint: an https URL (the push service of the seller's browser). */
export const pushEndpoint = z
  .string()
  .max(2048, 'The push endpoint is too long.')
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'The push endpoint must be an https URL.');

/** GET /api/push/public-key: the VAPID key a browser subscribes with (applicationServerKey). */
export const pushPublicKeyResponse = z.object({ success: successTrue, public_key: z.string().min(1) });

/** POST /api/push/subscribe (signed-in): PushSubscription.toJSON() as the browser gives it. */
export const pushSubscribeBody = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65, 'p256dh'), auth: base64url(16, 'auth') }),
});
export type PushSubscribeBody = z.input<typeof pushSubscribeBody>;

/** POST /api/push/unsubscribe (signed-in): this browser's endpoint; the seller's own subscription only. */
export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint });

export const pushTexts = {
  subscribed: 'Order updates are on for this browser.',
  unsubscribed: 'Order updates are off for this browser.',
  unsupportedService: "This browser's push service is not supported.",
} as const;
