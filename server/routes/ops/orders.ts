import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, orderStatus, penceToPounds, poundsToPence } from '../../../src/contract/index.ts';
import { orders, users, type OrderRow } from '../../db/schema/index.ts';
import { publicOrigin } from '../../services/auth/public-origin.ts';
import { idempotent } from '../../services/idempotency/idempotent.ts';
import { requoteExpiredMail, revisedQuoteMail } from '../../services/orders/order-mail.ts';
import { expireRequotes, moveOrder } from '../../services/orders/order-moves.ts';
import { orderNumber } from '../../services/orders/order-view.ts';

const params = z.object({ orderId: z.coerce.number<string>().int().positive() });
const moved = z.object({
  order_id: z.number(),
  number: z.string(),
  from: orderStatus,
  to: orderStatus,
  rewarded_referrer: z.number().optional(),
  mailed: z.boolean().optional(),
});
const errors = { 400: errorBody, 404: errorBody, 409: errorBody };
const simpleMoves = ['transit', 'deliver', 'checkin', 'pay', 'complete', 'cancel'] as const;

/** The operator's order commands (server/ops/cli.ts). The parent plugin's hook admits only the operator. */
export const opsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/ops/orders',
    {
      schema: {
        response: {
          200: z.object({ orders: z.array(z.object({ order_id: z.number(), number: z.string(), status: orderStatus, seller: z.string(), total: z.number(), created_at: z.string() })) }),
        },
      },
    },
    async () => {
      const rows = await db
        .select({ order: orders, seller: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .orderBy(desc(orders.id));
      return {
        orders: rows.map(({ order, seller }) => ({
          order_id: order.id,
          number: orderNumber(order.id),
          status: order.status,
          seller,
          total: penceToPounds(order.revisedPricePence ?? order.totalPence + order.discountPence),
          created_at: order.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/ops/orders/:orderId/:move',
    { schema: { params: params.extend({ move: z.enum(simpleMoves) }), body: z.object({ tracking: z.string().trim().min(1).max(64).optional() }).nullish(), response: { 200: moved, ...errors } } },
    async (request, reply) =>
      idempotent(request, reply, async (tx) => {
        const tracking = request.body?.tracking;
        const result = await moveOrder(tx, request.params.orderId, request.params.move, tracking ? { tracking } : {});
        return { statusCode: 200, body: movedBody(result) };
      }),
  );

  app.post(
    '/api/ops/orders/:orderId/revise',
    {
      schema: {
        params,
        body: z.object({ price: z.number().positive().multipleOf(0.01), reason: z.string().trim().min(1).max(500) }),
        response: { 200: moved, ...errors },
      },
    },
    async (request, reply) => {
      let revised: OrderRow | undefined;
      const body = await idempotent(request, reply, async (tx) => {
        const result = await moveOrder(tx, request.params.orderId, 'revise', { revisedPricePence: poundsToPence(request.body.price), reason: request.body.reason });
        revised = result.order;
        return { statusCode: 200, body: movedBody(result) };
      });
      // Committed first, mailed second: a mail failure is reported to the operator, the revision stands.
      const mailed = await app.mailer.send(revisedQuoteMail(revised!, `${publicOrigin(request, app.config)}/dashboard`)).then(
        () => true,
        (error: unknown) => (request.log.error({ err: error, order: revised!.id }, 'revised quote mail failed'), false),
      );
      return { ...body, mailed };
    },
  );

  app.post(
    '/api/ops/requotes/expire',
    { schema: { response: { 200: z.object({ expired: z.array(z.string()) }) } } },
    async (request, reply) => {
      const expired = await idempotent(request, reply, async (tx) => ({ statusCode: 200, body: await expireRequotes(tx) }));
      for (const order of expired) app.background.run('requote expired mail', () => app.mailer.send(requoteExpiredMail(order)));
      return { expired: expired.map((order) => orderNumber(order.id)) };
    },
  );
};

function movedBody(result: Awaited<ReturnType<typeof moveOrder>>) {
  return {
    order_id: result.order.id,
    number: orderNumber(result.order.id),
    from: result.from,
    to: result.order.status,
    ...(result.rewardedReferrerId ? { rewarded_referrer: result.rewardedReferrerId } : {}),
  };
}
