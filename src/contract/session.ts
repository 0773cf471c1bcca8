import { z } from 'zod';
import { successOptionalMessage, successTrue } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** docs/product.md#3-entities-and-their-fields, User. `username` is the e-mail address. */
export const user = z.object({
  username: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  verified: z.boolean(),
  marketing: z.boolean(),
  termsAndConditions: z.boolean(),
  title: z.string().nullable(),
});
export type User = z.infer<typeof user>;

/**
 * GET /api/users/validate: 200 `{ success: true, user }` with a live session, 401 errorBody without one
 * (the client signs out silently).
 */
export const validateSessionResponse = z.object({ success: successTrue, user });

/**
 * The session check every page makes and Log out, part of `endpoints`: apart from the account forms' schemas in
 * users.ts, which only the account pages need (docs/decisions/155-contract-in-groups.md).
 */
export const sessionEndpoints = {
  validateSession: defineEndpoint({ method: 'GET', path: '/api/users/validate', response: validateSessionResponse }),
  logout: defineEndpoint({ method: 'GET', path: '/api/users/logout', response: successOptionalMessage }),
} as const;
