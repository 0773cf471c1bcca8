import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, updateProfileBody, updateUserBody } from '../../../src/contract/index.ts';
import { users } from '../../db/schema/index.ts';
import { signedInUser } from '../../plugins/session.ts';
import { toReferral, toShipping, toUser } from './user-view.ts';

const errors = { 400: errorBody, 401: errorBody };

/** Details, Account Settings' update and the checkout's profile + address update (all signed-in). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(endpoints.getUserDetails.path, { schema: { response: { 200: endpoints.getUserDetails.response, ...errors } } }, async (request) => {
    const row = signedInUser(request);
    return { success: true as const, user: toUser(row), shipping: toShipping(row), referral: toReferral(row) };
  });

  app.post(
    endpoints.updateUser.path,
    { schema: { body: updateUserBody, response: { 200: endpoints.updateUser.response, ...errors } } },
    async (request) => {
      const { user, shipping } = request.body;
      await db
        .update(users)
        .set({
          ...(user.title !== undefined ? { title: user.title || null } : {}),
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          ...(user.marketing !== undefined ? { marketing: user.marketing } : {}),
          addressLine1: shipping.address_line1,
          addressLine2: shipping.address_line2,
          city: shipping.city,
          postcode: shipping.postcode,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, signedInUser(request).id));
      return { success: true as const, message: 'Account details updated successfully.' };
    },
  );

  // The spec shows this payload (checkout's address step) but not its path: POST /api/users/profile.
  app.post(
    endpoints.updateProfile.path,
    { schema: { body: updateProfileBody, response: { 200: endpoints.updateProfile.response, ...errors } } },
    async (request) => {
      const body = request.body;
      await db
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone,
          ...(body.marketing !== undefined ? { marketing: body.marketing } : {}),
          // Accepting the terms is recorded; a false here cannot withdraw an acceptance already given.
          ...(body.termsAndConditions ? { termsAndConditions: true } : {}),
          addressLine1: body.address_line1,
          addressLine2: body.address_line2,
          city: body.city,
          postcode: body.postcode,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, signedInUser(request).id));
      return { success: true as const, message: 'Address updated successfully.' };
    },
  );
};
