import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToBasketBody, endpoints, errorBody } from '@/contract/index.ts';
import { addToBasket } from '../../services/basket/add-to-basket.ts';
import { basketItemCount } from '../../services/basket/basket-view.ts';
import { basketOwner, keepBasketToken } from '../../http/basket-cookie.ts';
import { changeTx } from '../../http/idempotency/idempotent.ts';
import { checkoutRoutes } from './checkout.ts';
import { discountRoutes } from './discounts.ts';
import { viewRoutes } from './view.ts';

const add = endpoints.addToBasket;
const count = endpoints.getBasketCount;

/**
 * The basket (docs/product.md#7-calls): a visitor's behind the qmt_basket cookie, a seller's behind the session. Add and
 * count here; view and remove, discounts and checkout in their own files. The flagged calls run in the transaction the
 * idempotency plugin opens from the contract's flag (changeTx).
 */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    add.path,
    {
      schema: { body: addToBasketBody, response: { 200: add.response, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody } },
      config: { rateLimit: { max: 60 * app.config.RATE_LIMIT_SCALE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const tables = await app.pricing.tables();
      const result = await addToBasket(changeTx(request), tables, basketOwner(request), request.body, app.clock.now());
      // A visitor's cookie is set on every add (and replay): refreshes its lifetime, replaces a cookie whose
      // basket is gone, and gives a visitor whose first reply was lost the basket that reply created.
      if (result.token) keepBasketToken(request, result.token);
      return result.response;
    },
  );

  app.get(count.path, { schema: { response: { 200: count.response } } }, async (request, reply) => {
    // Per visitor: never stored by a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    return { success: true as const, itemCount: await basketItemCount(app.database.db, basketOwner(request), app.clock.now()) };
  });

  await app.register(viewRoutes);
  await app.register(discountRoutes);
  await app.register(checkoutRoutes);
};
