import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, paymentDetailsSaved, savePaymentDetailsBody, type MaskedPaymentDetails } from '../../../src/contract/index.ts';
import { maskAccountNumber } from '../../../src/lib/bank-details.ts';
import { paymentDetails } from '../../db/schema/index.ts';
import { signedInUser } from '../../plugins/session.ts';
import { assertPossibleUkAccount, maskSortCode } from '../../services/payments/bank-account.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

function masked(row: { sortCode: string; accountNumber: string; updatedAt: Date }): MaskedPaymentDetails {
  return { sortCode: maskSortCode(row.sortCode), accountNumber: maskAccountNumber(row.accountNumber), updatedAt: row.updatedAt.toISOString() };
}

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
      const user = signedInUser(request);
      const [row] = await db.select().from(paymentDetails).where(eq(paymentDetails.userId, user.id));
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, payment: row ? masked(row) : null };
    },
  );

  app.post(
    endpoints.savePaymentDetails.path,
    { schema: { body: savePaymentDetailsBody, response: { 200: endpoints.savePaymentDetails.response, ...errors } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { sortCode, accountNumber } = request.body;
      assertPossibleUkAccount(sortCode, accountNumber);
      const values = { userId: user.id, sortCode, accountNumber, updatedAt: new Date() };
      const [row] = await db
        .insert(paymentDetails)
        .values(values)
        .onConflictDoUpdate({ target: paymentDetails.userId, set: { sortCode, accountNumber, updatedAt: values.updatedAt } })
        .returning();
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, message: paymentDetailsSaved, payment: masked(row!) };
    },
  );
};
