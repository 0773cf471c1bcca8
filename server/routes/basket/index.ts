import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToBasketBody, endpoints, errorBody } from '@/contract/index.ts';
import { addToBasket } from '../../services/basket/add-to-basket.ts';
import { basketOwner, findBasket } from '../../services/basket/basket-owner.ts';
import { countLiveBasketItems } from '../../services/basket/basket-store.ts';
import { setBasketCookie } from '../../services/basket/basket-token.ts';
import { idempotent } from '../../http/idempotency/idempotent.ts';
import { checkoutRoutes } from './checkout.ts';
import { discountRoutes } from './discounts.ts';
import { viewRoutes } from './view.ts';

const add = endpoints.addToBasket;
const count = endpoints.getBasketCount;

/**
 * The basket (docs/product.md#7-calls): a visitor's behind the qmt_basket cookie, a seller's behind the session. Add and
 * count here; view and remove, discounts and checkout in their own files.
 */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    add.path,
    {
      schema: { body: addToBasketBody, response: { 200: add.response, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody } },
      config: { rateLimit: { max: 60 * app.config.RATE_LIMIT_SCALE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tables = await app.pricing.tables();
      return idempotent(
        request,
        reply,
        async (tx) => {
          const result = await addToBasket(tx, tables, basketOwner(request), request.body, app.clock.now());
          return { statusCode: 200, body: result.response, ...(result.token ? { secret: result.token } : {}) };
        },
        // A visitor's cookie is set on every add (and replay): refreshes its lifetime, replaces a cookie whose
        // basket is gone, and gives a visitor whose first reply was lost the basket that reply created.
        { secret: (token) => setBasketCookie(request, reply, token) },
      );
    },
  );

  app.get(count.path, { schema: { response: { 200: count.response } } }, async (request, reply) => {
    const basket = await findBasket(app.database.db, basketOwner(request));
    // Per visitor: never stored by a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    return { success: true as const, itemCount: basket === null ? 0 : await countLiveBasketItems(app.database.db, basket.id, app.clock.now()) };
  });

  await app.register(viewRoutes);
  await app.register(discountRoutes);
  await app.register(checkoutRoutes);
};
