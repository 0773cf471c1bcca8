import { z } from 'zod';

/** `docs/product.md#7-calls`'s analytics events plus page views and the checkout steps it mentions. */
export const analyticsEvents = [
  'page_view',
  'quote_submitted',
  'device_selected',
  'add_to_basket',
  'conversion',
  'checkout_step',
  'checkout_complete',
] as const;
export const analyticsEvent = z.enum(analyticsEvents);
export type AnalyticsEventName = z.infer<typeof analyticsEvent>;

const paramValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

/**
 * POST /api/events: one consented event, sent with sendBeacon. First-party only; no identifiers beyond what
 * the event itself says (a device id, a price), never personal data.
 */
export const recordEventBody = z.object({
  event: analyticsEvent,
  /** The page's path without its query string (which can carry tokens). */
  path: z.string().startsWith('/').max(200).optional(),
  params: z
    .record(z.string().min(1).max(40), paramValue)
    .refine((params) => Object.keys(params).length <= 20, { error: 'Too many event parameters.' })
    .optional(),
});
export type RecordEventBody = z.infer<typeof recordEventBody>;

/** 204 No Content: nothing to read (unknown, since JSON Schema, which the server's serialiser uses, has no 'undefined'). */
export const recordEventResponse = z.unknown();
