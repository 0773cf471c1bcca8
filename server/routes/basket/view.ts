import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, removeFromBasketBody } from '@/contract/index.ts';
import { basketOwner, findBasket } from '../../services/basket/basket-owner.ts';
import { touchBasket } from '../../services/basket/basket-store.ts';
import { viewBasket } from '../../services/basket/basket-view.ts';
import { idempotent } from '../../http/idempotency/idempotent.ts';
import { basketItems } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';

const get = endpoints.getBasket;
const remove = endpoints.removeFromBasket;

/** GET /api/basket and POST /api/basket/remove: both answer the whole basket, so the page redraws from it. */
export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(get.path, { schema: { response: { 200: get.response } } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const owner = basketOwner(request);
    return viewBasket(app.database.db, await findBasket(app.database.db, owner), owner.kind === 'user' ? owner.user : null, app.clock.now());
  });

  app.post(remove.path, { schema: { body: removeFromBasketBody, response: { 200: remove.response, 400: errorBody } } }, async (request, reply) =>
    idempotent(request, reply, async (tx) => {
      const owner = basketOwner(request);
      const basket = await findBasket(tx, owner);
      // Only the caller's own basket is touched; an item already gone (or never theirs) is not an error.
      if (basket) {
        const removed = await tx
          .delete(basketItems)
          .where(and(eq(basketItems.id, request.body.itemId), eq(basketItems.basketId, basket.id)))
          .returning({ id: basketItems.id });
        if (removed.length > 0) await touchBasket(tx, basket.id);
      }
      return { statusCode: 200, body: await viewBasket(tx, basket, owner.kind === 'user' ? owner.user : null, app.clock.now()) };
    }),
  );
};
