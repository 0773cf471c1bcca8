import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToBasketBody, endpoints, errorBody } from '../../../src/contract/index.ts';
import { addToBasket } from '../../services/basket/add-to-basket.ts';
import { countBasketItems, findBasketId } from '../../services/basket/basket-store.ts';
import { readBasketToken, setBasketCookie } from '../../services/basket/basket-token.ts';

const add = endpoints.addToBasket;
const count = endpoints.getBasketCount;

/** The anonymous basket (held by the qmt_basket cookie): add a priced quote, count the items. */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    add.path,
    {
      schema: { body: addToBasketBody, response: { 200: add.response, 400: errorBody, 404: errorBody } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await addToBasket(app.database.db, readBasketToken(request), request.body);
      // Set on every add: refreshes the cookie's lifetime, and replaces a cookie whose basket is gone.
      setBasketCookie(request, reply, result.token);
      return result.response;
    },
  );

  app.get(count.path, { schema: { response: { 200: count.response } } }, async (request, reply) => {
    const token = readBasketToken(request);
    const basketId = token ? await findBasketId(app.database.db, token) : null;
    // Per visitor: never stored by a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    return { success: true as const, itemCount: basketId === null ? 0 : await countBasketItems(app.database.db, basketId) };
  });
};
