import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, orderParams } from '@/contract/index.ts';
import { HttpError } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/session.ts';
import { findOrderDetail, listOrders, orderNotFound } from '../../services/orders/order-view.ts';
import { labelRoutes } from './labels.ts';
import { requoteRoutes } from './requote.ts';

const list = endpoints.getOrders;
const detail = endpoints.getOrder;

/**
 * The seller's orders (docs/product.md#7-calls): list and detail under /api/users/orders, labels and requotes under
 * /api/orders. Every lookup is by the session's user: another seller's order is the same 404 as none (no IDOR).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(list.path, { schema: { response: { 200: list.response, 401: errorBody } } }, async (request) => ({
    success: true as const,
    orders: await listOrders(db, signedInUser(request).id),
  }));

  app.get(
    detail.path,
    { schema: { params: orderParams, response: { 200: detail.response, 400: errorBody, 401: errorBody, 404: errorBody } } },
    async (request) => {
      const order = await findOrderDetail(db, signedInUser(request).id, request.params.orderId);
      if (!order) throw new HttpError(404, orderNotFound);
      return { success: true as const, ...order };
    },
  );

  await app.register(labelRoutes);
  await app.register(requoteRoutes);
};
