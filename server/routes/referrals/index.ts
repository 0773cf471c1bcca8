import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashoutBody, endpoints, errorBody } from '../../../src/contract/index.ts';
import { referralCashouts, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/session.ts';
import { idempotent } from '../../services/idempotency/idempotent.ts';
import { assertPossibleUkAccount } from '../../services/payments/bank-account.ts';

const route = endpoints.cashoutReferral;

/** docs/product.md#9-business-constants-and-limits: the minimum cash-out. */
export const minimumCashoutPence = 500;

export const cashoutMessages = {
  submitted: "Cashout request submitted successfully! We'll process it within 1-2 business days.",
  belowMinimum: 'Your referral balance must be at least £5.00 to cash out.',
  unverified: 'Please verify your email address before cashing out your referral balance.',
} as const;

/**
 * POST /api/users/referral/cashout (signed-in): the whole balance, by bank transfer (the operator pays it). The
 * user row is locked, so two requests at once cannot both pay out one balance.
 */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    route.path,
    {
      schema: { body: cashoutBody, response: { 200: route.response, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody } },
      config: { rateLimit: { max: 10 * app.config.RATE_LIMIT_SCALE, timeWindow: '10 minutes' } },
    },
    async (request, reply) =>
      idempotent(request, reply, async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, signedInUser(request).id)).for('update');
        // docs/product.md#6-roles-and-permissions: referral belongs to the signed-in, verified seller.
        if (user && !user.verified) throw new HttpError(403, cashoutMessages.unverified);
        if (!user || user.referralBalancePence < minimumCashoutPence) throw new HttpError(400, cashoutMessages.belowMinimum);
        assertPossibleUkAccount(request.body.sort_code, request.body.account_number);
        await tx.insert(referralCashouts).values({
          userId: user.id,
          amountPence: user.referralBalancePence,
          sortCode: request.body.sort_code,
          accountNumber: request.body.account_number,
        });
        await tx.update(users).set({ referralBalancePence: 0 }).where(eq(users.id, user.id));
        return { statusCode: 200, body: { success: true as const, message: cashoutMessages.submitted, balance: 0 } };
      }),
  );
};
