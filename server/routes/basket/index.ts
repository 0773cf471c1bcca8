import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToBasketBody, endpoints, errorBody } from '@/contract/index.ts';
import { addToBasket } from '../../services/basket/add-to-basket.ts';
import { basketItemCount } from '../../services/basket/basket-view.ts';
import type { FastifyRequest } from 'fastify';
import type { QuoteRequest } from '@/contract/quote.ts';
import { basketOwner, keepBasketToken, readBasketToken } from '../../http/basket-cookie.ts';
import { createChangeBatcher } from '../../http/idempotency/batched.ts';
import { insertFirstAdds, type FirstAdd } from '../../services/basket/first-adds.ts';
import { price, type Priced } from '../../services/pricing/price-quote.ts';
import { changeTx } from '../../http/idempotency/idempotent.ts';
import { checkoutRoutes } from './checkout.ts';
import { discountRoutes } from './discounts.ts';
import { viewRoutes } from './view.ts';

const add = endpoints.addToBasket;
const count = endpoints.getBasketCount;

/**
 * The basket (docs/product.md#7-calls): a visitor's behind the qmt_basket cookie, a seller's behind the session. Add and
 * count here; view and remove, discounts and checkout in their own files. The flagged calls run in the transaction the
 * idempotency plugin opens from the contract's flag (changeTx); a visitor's first add runs in one it shares with the
 * first adds arriving with it (`batch`, server/http/idempotency/batched.ts).
 */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  const firstAdds = createChangeBatcher(app.database, async (tx, adds: FirstAdd[]) =>
    (await insertFirstAdds(tx, adds)).map(({ token, response }) => ({ statusCode: 200, body: response, secret: token })),
  );
  app.post(
    add.path,
    {
      schema: { body: addToBasketBody, response: { 200: add.response, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody } },
      config: {
        rateLimit: { max: 60 * app.config.RATE_LIMIT_SCALE, timeWindow: '1 minute' },
        // A visitor's first add (signed out, no basket cookie) is written together with the others arriving with it
        // (first-adds.ts). A request the pricing refuses runs alone, so a replay of its key is still found first.
        batch: async (request: FastifyRequest<{ Body: QuoteRequest }>) => {
          if (request.session || readBasketToken(request) !== null) return null;
          const tables = await app.pricing.tables();
          let priced: Priced;
          try {
            priced = price(tables, request.body);
          } catch {
            return null;
          }
          return { batcher: firstAdds, input: { priced, now: app.clock.now() } };
        },
      },
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
