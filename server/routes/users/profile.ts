import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, updateProfileBody, updateUserBody } from '@/contract/index.ts';
import { signedInUser } from '../../plugins/session.ts';
import { updateAccount, updateProfile } from '../../services/auth/user-store.ts';
import { toReferral, toShipping, toUser } from '../../services/auth/user-view.ts';

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
      await updateAccount(db, signedInUser(request).id, request.body);
      return { success: true as const, message: 'Account details updated successfully.' };
    },
  );

  // The spec shows this payload (checkout's address step) but not its path: POST /api/users/profile.
  app.post(
    endpoints.updateProfile.path,
    { schema: { body: updateProfileBody, response: { 200: endpoints.updateProfile.response, ...errors } } },
    async (request) => {
      await updateProfile(db, signedInUser(request).id, request.body);
      return { success: true as const, message: 'Address updated successfully.' };
    },
  );
};
