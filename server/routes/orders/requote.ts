import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody, requoteBody } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/session.ts';
import { idempotent } from '../../services/idempotency/idempotent.ts';
import { orderNotFound } from '../../services/orders/order-view.ts';
import { requoteDeadline } from '../../services/orders/order-moves.ts';
import { mailPendingReturns, recordReturn, returnReasons } from '../../services/orders/returns.ts';
import { checkMove } from '../../services/orders/transitions.ts';

export const requoteMessages = {
  accepted: 'Requote accepted! Your payment will be processed next business day.',
  declined: 'Requote declined. Your device will be returned to you.',
  notRevised: 'This order has no revised quote waiting for your answer.',
  expired: 'The 14 days to answer this revised quote have passed, so it can no longer be accepted or declined. Your device will be returned to you.',
} as const;

/** Confirm Requote / Decline Requote (docs/product.md#4-states-and-transitions): only the seller's own 'Revised - Awaiting Response' order. */
export const requoteRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [endpoint, move] of [
    [endpoints.acceptRequote, 'accept'],
    [endpoints.declineRequote, 'decline'],
  ] as const) {
    app.post(
      endpoint.path,
      { schema: { body: requoteBody, response: { 200: endpoint.response, 400: errorBody, 401: errorBody, 404: errorBody } } },
      async (request, reply) => {
        const body = await idempotent(request, reply, async (tx) => {
          const userId = signedInUser(request).id;
          const [order] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.id, request.body.order_id), eq(orders.userId, userId)))
            .for('update');
          if (!order) throw new HttpError(404, orderNotFound);
          const check = checkMove(move, order.status);
          if (!check.ok) throw new HttpError(400, requoteMessages.notRevised);
          const now = app.clock.now();
          // docs/product.md#9-business-constants-and-limits: 14 calendar days to answer; from then on the scheduler returns the device.
          const deadline = requoteDeadline(order);
          if (deadline && now >= deadline) throw new HttpError(400, requoteMessages.expired);
          await tx
            .update(orders)
            .set({ status: check.to, updatedAt: now, ...(move === 'decline' ? { paymentStatus: 'Cancelled' as const } : {}) })
            .where(eq(orders.id, order.id));
          if (move === 'decline') await recordReturn(tx, order.id, returnReasons.declined, now);
          const message = move === 'accept' ? requoteMessages.accepted : requoteMessages.declined;
          return { statusCode: 200, body: { success: true as const, message, order_status: check.to } };
        });
        // After the commit; a mail that fails is sent again by the scheduler's next run.
        if (move === 'decline') app.background.run('return mail', () => mailPendingReturns(app));
        return body;
      },
    );
  }
};
