import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, paymentDetailsSaved, savePaymentDetailsBody } from '@/contract/index.ts';
import { signedInUser } from '../../plugins/session.ts';
import { readPaymentDetails, savePaymentDetails } from '../../services/payments/payment-details.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * The dashboard's payment details (signed-in): saved for the seller after the modulus check the checkout uses,
 * read back masked only, never cached (no-store) so no browser or proxy keeps even the masked numbers.
 */
export const paymentDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    endpoints.getPaymentDetails.path,
    { config: { sameOriginOnly: true }, schema: { response: { 200: endpoints.getPaymentDetails.response, ...errors } } },
    async (request, reply) => {
      const payment = await readPaymentDetails(db, signedInUser(request).id);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, payment };
    },
  );

  app.post(
    endpoints.savePaymentDetails.path,
    { schema: { body: savePaymentDetailsBody, response: { 200: endpoints.savePaymentDetails.response, ...errors } } },
    async (request, reply) => {
      const payment = await savePaymentDetails(db, signedInUser(request).id, request.body);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, message: paymentDetailsSaved, payment };
    },
  );
};
