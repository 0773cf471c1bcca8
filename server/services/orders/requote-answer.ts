import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { requoteDeadline } from './order-moves.ts';
import { orderNotFound } from './order-view.ts';
import { recordReturn, returnReasons } from './returns.ts';
import { checkMove } from './transitions.ts';

const requoteMessages = {
  accepted: 'Requote accepted! Your payment will be processed next business day.',
  declined: 'Requote declined. Your device will be returned to you.',
  notRevised: 'This order has no revised quote waiting for your answer.',
  expired: 'The 14 days to answer this revised quote have passed, so it can no longer be accepted or declined. Your device will be returned to you.',
} as const;

export type RequoteMove = 'accept' | 'decline';

/**
 * Confirm Requote / Decline Requote (docs/product.md#4-states-and-transitions): only the seller's own
 * 'Revised - Awaiting Response' order, within its 14 days. The order row is locked for the change.
 */
export async function answerRequote(tx: Db, userId: number, orderId: number, move: RequoteMove, now: Date) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw new HttpError(404, orderNotFound);
  const check = checkMove(move, order.status);
  if (!check.ok) throw new HttpError(400, requoteMessages.notRevised);
  // docs/product.md#9-business-constants-and-limits: 14 calendar days to answer; from then on the scheduler returns the device.
  const deadline = requoteDeadline(order);
  if (deadline && now >= deadline) throw new HttpError(400, requoteMessages.expired);
  await tx
    .update(orders)
    .set({ status: check.to, updatedAt: now, ...(move === 'decline' ? { paymentStatus: 'Cancelled' as const } : {}) })
    .where(eq(orders.id, order.id));
  if (move === 'decline') await recordReturn(tx, order.id, returnReasons.declined, now);
  const message = move === 'accept' ? requoteMessages.accepted : requoteMessages.declined;
  return { success: true as const, message, order_status: check.to as OrderStatus };
}
