import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToBasketBody, endpoints, errorBody } from '../../../src/contract/index.ts';
import { addToBasket } from '../../services/basket/add-to-basket.ts';
import { countBasketItems, findBasketId } from '../../services/basket/basket-store.ts';
import { readBasketToken, setBasketCookie } from '../../services/basket/basket-token.ts';
import { idempotent } from '../../services/idempotency/idempotent.ts';

const add = endpoints.addToBasket;
const count = endpoints.getBasketCount;

/** The anonymous basket (held by the qmt_basket cookie): add a priced quote, count the items. */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    add.path,
    {
      schema: { body: addToBasketBody, response: { 200: add.response, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      idempotent(
        request,
        reply,
        async (tx) => {
          const result = await addToBasket(tx, readBasketToken(request), request.body);
          return { statusCode: 200, body: result.response, secret: result.token };
        },
        // Set on every add (and replay): refreshes the cookie's lifetime, replaces a cookie whose basket is
        // gone, and gives a visitor whose first reply was lost the basket that reply created.
        { secret: (token) => setBasketCookie(request, reply, token) },
      ),
  );

  app.get(count.path, { schema: { response: { 200: count.response } } }, async (request, reply) => {
    const token = readBasketToken(request);
    const basketId = token ? await findBasketId(app.database.db, token) : null;
    // Per visitor: never stored by a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    return { success: true as const, itemCount: basketId === null ? 0 : await countBasketItems(app.database.db, basketId) };
  });
};
