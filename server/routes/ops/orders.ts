import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, orderStatus, penceToPounds } from '../../../src/contract/index.ts';
import { orderReturns, orders, users, type OrderRow } from '../../db/schema/index.ts';
import { publicOrigin } from '../../services/auth/public-origin.ts';
import { idempotent } from '../../services/idempotency/idempotent.ts';
import { revisedQuoteMail, returnSentMail } from '../../services/orders/order-mail.ts';
import { expireRequotes, moveOrder, payoutPence } from '../../services/orders/order-moves.ts';
import { mailPendingReturns, markReturnSent } from '../../services/orders/returns.ts';
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

  /** Committed first, mailed second: a mail failure is reported to the operator, the revision stands. */
  const mailRevised = (request: FastifyRequest, order: OrderRow) =>
    app.mailer.send(revisedQuoteMail(order, `${publicOrigin(request, app.config)}/dashboard`)).then(
      () => true,
      (error: unknown) => (request.log.error({ err: error, order: order.id }, 'revised quote mail failed'), false),
    );

  app.get(
    '/api/ops/orders',
    {
      schema: {
        response: {
          200: z.object({
            orders: z.array(
              z.object({
                order_id: z.number(),
                number: z.string(),
                status: orderStatus,
                seller: z.string(),
                total: z.number(),
                created_at: z.string(),
                /** 'ready', 'pending', or 'failed (n attempts): <error>' while the scheduler retries it. */
                label: z.string(),
                /** The device's return, when one is recorded: 'to send' or 'sent <tracking>'. */
                return: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async () => {
      const rows = await db
        .select({ order: orders, seller: users.email, back: orderReturns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(orderReturns, eq(orderReturns.orderId, orders.id))
        .orderBy(desc(orders.id));
      return {
        orders: rows.map(({ order, seller, back }) => ({
          order_id: order.id,
          number: orderNumber(order.id),
          status: order.status,
          seller,
          total: penceToPounds(payoutPence(order)),
          created_at: order.createdAt.toISOString(),
          label: labelState(order),
          return: back ? (back.sentAt ? `sent ${back.tracking ?? ''}`.trim() : 'to send') : null,
        })),
      };
    },
  );

  app.post(
    '/api/ops/orders/:orderId/:move',
    { schema: { params: params.extend({ move: z.enum(simpleMoves) }), body: z.object({ tracking: z.string().trim().min(1).max(64).optional() }).nullish(), response: { 200: moved, ...errors } } },
    async (request, reply) => {
      // A check-in may price a late arrival at today's value: the tables are read again first (a rare operator move).
      if (request.params.move === 'checkin') await app.pricing.refresh();
      const pricing = await app.pricing.tables();
      return idempotent(request, reply, async (tx) => {
        const tracking = request.body?.tracking;
        const result = await moveOrder(tx, request.params.orderId, request.params.move, { pricing, ...(tracking ? { tracking } : {}) }, app.clock.now());
        return { statusCode: 200, body: movedBody(result) };
      }).then(async (body) => {
        // A late arrival checked in becomes a revised quote (late-arrival.ts): the seller is told like any other.
        if (body.to !== 'Revised - Awaiting Response') return body;
        const [order] = await db.select().from(orders).where(eq(orders.id, body.order_id));
        return { ...body, mailed: await mailRevised(request, order!) };
      });
    },
  );

  app.post(
    '/api/ops/orders/:orderId/return-sent',
    {
      schema: {
        params,
        body: z.object({ tracking: z.string({ error: 'Give the tracking reference with --tracking.' }).trim().min(1, 'Give the tracking reference with --tracking.').max(64) }),
        response: { 200: z.object({ number: z.string(), tracking: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async (tx) => {
        const row = await markReturnSent(tx, request.params.orderId, request.body.tracking, app.clock.now());
        return { statusCode: 200, body: { number: orderNumber(row.orderId), tracking: row.tracking ?? '' } };
      }).then(async (body) => {
        // Committed first, mailed second (as the revised quote): the return mail promised the tracking reference.
        const [order] = await db.select().from(orders).where(eq(orders.id, request.params.orderId));
        if (order && 'tracking' in body) {
          await app.mailer.send(returnSentMail(order, body.tracking)).catch((error: unknown) => request.log.error({ err: error, order: order.id }, 'return sent mail failed'));
        }
        return body;
      }),
  );

  app.post(
    '/api/ops/orders/:orderId/revise',
    {
      schema: {
        params,
        // The price rules (above zero, pounds and pence, below the order's) are checked with the order in hand.
        body: z.object({ price: z.number({ error: 'Give the revised price in pounds, such as 120.50.' }), reason: z.string().trim().min(1).max(500) }),
        response: { 200: moved, ...errors },
      },
    },
    async (request, reply) => {
      let revised: OrderRow | undefined;
      const body = await idempotent(request, reply, async (tx) => {
        const result = await moveOrder(tx, request.params.orderId, 'revise', { revisedPrice: request.body.price, reason: request.body.reason }, app.clock.now());
        revised = result.order;
        return { statusCode: 200, body: movedBody(result) };
      });
      return { ...body, mailed: await mailRevised(request, revised!) };
    },
  );

  app.post(
    '/api/ops/requotes/expire',
    { schema: { response: { 200: z.object({ expired: z.array(z.string()) }) } } },
    async (request, reply) => {
      const expired = await idempotent(request, reply, async (tx) => ({ statusCode: 200, body: await expireRequotes(tx, app.clock.now()) }));
      app.background.run('return mail', () => mailPendingReturns(app));
      return { expired: expired.map((order) => orderNumber(order.id)) };
    },
  );
};

function labelState(order: OrderRow): string {
  if (order.labelStatus === 'ready') return 'ready';
  if (order.labelError) return `failed (${order.labelAttempts} ${order.labelAttempts === 1 ? 'attempt' : 'attempts'}): ${order.labelError}`;
  return 'pending';
}

function movedBody(result: Awaited<ReturnType<typeof moveOrder>>) {
  return {
    order_id: result.order.id,
    number: orderNumber(result.order.id),
    from: result.from,
    to: result.order.status,
    ...(result.rewardedReferrerId ? { rewarded_referrer: result.rewardedReferrerId } : {}),
  };
}
