import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyDiscountBody, endpoints, errorBody } from '@/contract/index.ts';
import { basketOwner } from '../../http/basket-cookie.ts';
import { changeTx } from '../../http/idempotency/idempotent.ts';
import { applyDiscount, removeDiscount } from '../../services/basket/basket-changes.ts';

const apply = endpoints.applyDiscount;
const remove = endpoints.removeDiscount;

/** Discount codes (docs/product.md#3-entities-and-their-fields and docs/product.md#8-error-and-message-catalogue): one per basket; applying another replaces it. */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apply.path,
    {
      schema: { body: applyDiscountBody, response: { 200: apply.response, 400: errorBody } },
      // Codes are short: a limit keeps anyone from trying them (or sellers' referral codes) in bulk.
      config: { rateLimit: { max: 20 * app.config.RATE_LIMIT_SCALE, timeWindow: '10 minutes' } },
    },
    async (request) => applyDiscount(changeTx(request), basketOwner(request), request.body.code, app.clock.now()),
  );

  app.post(remove.path, { schema: { response: { 200: remove.response, 400: errorBody } } }, async (request) =>
    removeDiscount(changeTx(request), basketOwner(request), app.clock.now()),
  );
};
