import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBody, endpoints, errorBody } from '@/contract/index.ts';
import { signedInUser } from '../../plugins/session.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { changeTx } from '../../http/idempotency/idempotent.ts';
import { checkout } from '../../services/orders/checkout.ts';

const route = endpoints.checkout;

/**
 * POST /api/basket/checkout (signed-in, verified: the contract's auth hook answers 401/403 first). The order is
 * committed first; its label is made after the response and polled with GET /api/orders/label-status.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    route.path,
    {
      schema: { body: checkoutBody, response: { 200: route.response, 400: errorBody, 401: errorBody, 403: errorBody } },
      config: {
        rateLimit: { max: 10 * app.config.RATE_LIMIT_SCALE, timeWindow: '10 minutes' },
        // Once the order is committed (the contract's idempotent flag wraps this route in one transaction); a replay too.
        afterCommit: (request, body: { label_name: string }) => void app.labels.start(body.label_name, publicOrigin(request, app.config)),
      },
    },
    async (request) => checkout(changeTx(request), signedInUser(request).id, request.body, app.clock.now()),
  );
};
