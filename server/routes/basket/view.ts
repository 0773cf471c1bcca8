import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, removeFromBasketBody } from '@/contract/index.ts';
import { basketOwner } from '../../http/basket-cookie.ts';
import { changeTx } from '../../http/idempotency/idempotent.ts';
import { removeFromBasket } from '../../services/basket/basket-changes.ts';
import { ownBasket } from '../../services/basket/basket-view.ts';

const get = endpoints.getBasket;
const remove = endpoints.removeFromBasket;

/** GET /api/basket and POST /api/basket/remove: both answer the whole basket, so the page redraws from it. */
export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(get.path, { schema: { response: { 200: get.response } } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return ownBasket(app.database.db, basketOwner(request), app.clock.now());
  });

  app.post(remove.path, { schema: { body: removeFromBasketBody, response: { 200: remove.response, 400: errorBody } } }, async (request) =>
    removeFromBasket(changeTx(request), basketOwner(request), request.body.itemId, app.clock.now()),
  );
};
