import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashoutBody, endpoints, errorBody } from '@/contract/index.ts';
import { signedInUser } from '../../plugins/session.ts';
import { changeTx } from '../../http/idempotency/idempotent.ts';
import { cashOutReferrals } from '../../services/referrals/cashout.ts';

const route = endpoints.cashoutReferral;

/** POST /api/users/referral/cashout (signed-in): idempotent by the contract's flag, like every change a retry may repeat. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    route.path,
    {
      schema: { body: cashoutBody, response: { 200: route.response, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody } },
      config: { rateLimit: { max: 10 * app.config.RATE_LIMIT_SCALE, timeWindow: '10 minutes' } },
    },
    async (request) => cashOutReferrals(changeTx(request), signedInUser(request).id, request.body),
  );
};
