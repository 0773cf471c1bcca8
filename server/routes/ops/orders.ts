import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  opsEndpoints,
  opsErrors,
  opsMoveBody,
  opsMoveParams,
  opsOrderParams,
  opsReturnSentBody,
  opsReviseBody,
  type opsMovedResponse,
} from '@/contract/index.ts';
import type { OrderRow } from '../../services/orders/order-view.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { changeTx } from '../../http/idempotency/idempotent.ts';
import { cancelledMail, paidMail, revisedQuoteMail, returnSentMail } from '../../services/orders/order-mail.ts';
import { expireRequotes, moveOrder, payoutPence } from '../../services/orders/order-moves.ts';
import { orderNumber } from '../../services/orders/order-view.ts';
import { mailPendingReturns, markReturnSent } from '../../services/orders/returns.ts';
import { findOrder, listOrdersForOperator, movedBody } from '../../services/ops/ops-orders.ts';

const { getOrders, moveOrder: move, markReturnSent: returnSent, reviseOrder: revise, expireRequotes: expire } = opsEndpoints;
type Moved = z.output<typeof opsMovedResponse>;

/** The operator's order commands (server/ops/cli.ts). The parent plugin's hook admits only the operator. */
export const opsOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** Committed first, mailed second: a mail failure is reported to the operator, the revision stands. */
  const mailRevised = (request: FastifyRequest, order: OrderRow) =>
    app.mailer.send(revisedQuoteMail(order, `${publicOrigin(request, app.config)}/dashboard`)).then(
      () => true,
      (error: unknown) => (request.log.error({ err: error, order: order.id }, 'revised quote mail failed'), false),
    );
  /** A move that made a revised quote tells the seller (after the commit; a replay tells them again, as before). */
  const tellRevised = async (request: FastifyRequest, body: Moved) => {
    if (body.to !== 'Revised - Awaiting Response') return body;
    const order = await findOrder(db, body.order_id);
    return { ...body, mailed: await mailRevised(request, order!) };
  };
  /**
   * Besides a revised quote, the seller hears of a cancel (the label they hold stops working: they must not post
   * with it) and of the payment. Committed first, mailed second; a failed mail is reported to the operator.
   */
  const tellSeller = async (request: FastifyRequest, body: Moved) => {
    if (body.from === body.to || (body.to !== 'Cancelled' && body.to !== 'Completed')) return tellRevised(request, body);
    const order = await findOrder(db, body.order_id);
    if (!order) return body;
    const dashboard = `${publicOrigin(request, app.config)}/dashboard`;
    const message = body.to === 'Cancelled' ? cancelledMail(order, dashboard) : paidMail(order, payoutPence(order), dashboard);
    const mailed = await app.mailer.send(message).then(
      () => true,
      (error: unknown) => (request.log.error({ err: error, order: order.id }, 'order mail failed'), false),
    );
    return { ...body, mailed };
  };

  app.get(getOrders.path, { schema: { response: { 200: getOrders.response } } }, async () => listOrdersForOperator(db));

  app.post(
    move.path,
    {
      schema: { params: opsMoveParams, body: opsMoveBody, response: { 200: move.response, ...opsErrors } },
      // Read before the change's transaction: a check-in may price a late arrival at today's value, so the tables
      // are read again first (a rare operator move).
      preHandler: async (request) => {
        if (request.params.move === 'checkin') await app.pricing.refresh();
      },
      // A late arrival checked in becomes a revised quote (late-arrival.ts): the seller is told like any other;
      // a cancel and a completed payment are e-mailed too.
      config: { afterCommit: tellSeller },
    },
    async (request) => {
      const tracking = request.body?.tracking;
      const pricing = await app.pricing.tables();
      const result = await moveOrder(
        changeTx(request),
        request.params.orderId,
        request.params.move,
        { pricing, ...(tracking ? { tracking } : {}) },
        app.clock.now(),
      );
      return movedBody(result);
    },
  );

  app.post(
    returnSent.path,
    {
      schema: { params: opsOrderParams, body: opsReturnSentBody, response: { 200: returnSent.response, ...opsErrors } },
      config: {
        // Committed first, mailed second (as the revised quote): the return mail promised the tracking reference.
        afterCommit: async (request: FastifyRequest<{ Params: { orderId: number } }>, body: { tracking: string }) => {
          const order = await findOrder(db, request.params.orderId);
          if (order) {
            await app.mailer
              .send(returnSentMail(order, body.tracking))
              .catch((error: unknown) => request.log.error({ err: error, order: order.id }, 'return sent mail failed'));
          }
        },
      },
    },
    async (request) => {
      const row = await markReturnSent(changeTx(request), request.params.orderId, request.body.tracking, app.clock.now());
      return { number: orderNumber(row.orderId), tracking: row.tracking ?? '' };
    },
  );

  app.post(
    revise.path,
    {
      schema: { params: opsOrderParams, body: opsReviseBody, response: { 200: revise.response, ...opsErrors } },
      config: { afterCommit: tellRevised },
    },
    async (request) => {
      const details = { revisedPrice: request.body.price, reason: request.body.reason };
      return movedBody(await moveOrder(changeTx(request), request.params.orderId, 'revise', details, app.clock.now()));
    },
  );

  app.post(
    expire.path,
    {
      schema: { response: { 200: expire.response } },
      config: { afterCommit: () => void app.background.run('return mail', () => mailPendingReturns(app)) },
    },
    async (request) => ({ expired: (await expireRequotes(changeTx(request), app.clock.now())).map((order) => orderNumber(order.id)) }),
  );
};
