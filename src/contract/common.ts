import { z } from 'zod';

/**
 * Every 4xx/5xx body the API sends: the message is shown to the seller as it is.
 * The server's one error handler formats every error (its own, zod's, rate limits) into this shape;
 * for a request-validation failure the message is the first zod issue's message (as the client's).
 */
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string().min(1),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Every 2xx object body carries `success: true` (failures are non-2xx with `errorBody`). */
export const successTrue = z.literal(true);

/** A 2xx whose spec row reads `success, message`. */
export const successMessage = z.object({ success: successTrue, message: z.string().min(1) });
export type SuccessMessage = z.infer<typeof successMessage>;

/** A 2xx whose spec row reads nothing in particular (logout): a message may come along. */
export const successOptionalMessage = z.object({ success: successTrue, message: z.string().optional() });

/** Money on the wire: pounds (GBP) as a JSON number with at most 2 decimals, never pence, never a string. */
export const pounds = z.number().nonnegative().multipleOf(0.01);

/** Dates on the wire: ISO 8601 strings (`Date#toISOString()`); offsets are accepted. */
export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Database ids (devices, orders, basket items, question sets): `serial` columns, so at most 2^31 - 1. A larger
 * number is refused here (400) instead of failing in the database (500).
 */
export const maxDbId = 2_147_483_647;
export const dbId = z.number().int().positive().max(maxDbId);

/**
 * An id a client names (an order, a device): anything that cannot be one gets `message`, the words the API gives for
 * an id no row has, rather than zod's own English; a missing one keeps the usual "is required".
 */
export function namedDbId(message: string) {
  const error = (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message);
  return z.number({ error }).int({ error: message }).positive({ error: message }).max(maxDbId, { error: message });
}

/** The same for an id in a path (always a string there). */
export function pathDbId(message: string) {
  return z.coerce.number<string | number>({ error: message }).int({ error: message }).positive({ error: message }).max(maxDbId, { error: message });
}
