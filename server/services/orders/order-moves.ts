import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, referralRewards, users, type OrderRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { orderNumber } from './order-view.ts';
import { checkMove, type OrderMove } from './transitions.ts';

/** The operator's moves (`npm run ops`); accept and decline are the seller's (routes/orders/requote.ts). */
export type OperatorMove = Exclude<OrderMove, 'accept' | 'decline' | 'expire'>;

/** docs/product.md#1-what-the-product-does and docs/product.md#9-business-constants-and-limits: friend and referrer each get £5; the friend's came as their first order's discount. */
export const referralRewardPence = 500;
/** docs/product.md#9-business-constants-and-limits: a requote unanswered for 14 calendar days leads to return. */
export const requoteDays = 14;

export interface MoveDetails {
  /** revise: the new offer and why. */
  revisedPricePence?: number;
  reason?: string;
  /** transit: the carrier's tracking reference, when the operator has it. */
  tracking?: string;
}

export interface MoveResult {
  order: OrderRow;
  from: OrderRow['status'];
  /** complete: the referrer credited for this friend's first completed sale. */
  rewardedReferrerId?: number;
}

/**
 * One operator move inside the caller's transaction: the order row is locked, the move checked against the
 * lifecycle (a refused move is 409 with checkMove's reason), then applied with what goes with it.
 */
export async function moveOrder(tx: Db, orderId: number, move: OperatorMove, details: MoveDetails = {}, now = new Date()): Promise<MoveResult> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new HttpError(404, `Order ${orderNumber(orderId)} was not found.`);
  const check = checkMove(move, order.status);
  if (!check.ok) throw new HttpError(409, check.reason);

  const changes: Partial<OrderRow> = { status: check.to, updatedAt: now };
  if (move === 'revise') {
    if (!details.revisedPricePence || !details.reason) throw new HttpError(400, 'A revised quote needs a price and a reason.');
    Object.assign(changes, { revisedPricePence: details.revisedPricePence, revisedReason: details.reason, revisedAt: now });
  }
  if (move === 'transit' && details.tracking) changes.shippingTracking = details.tracking;
  if (move === 'cancel') changes.paymentStatus = 'Cancelled';
  if (move === 'complete') changes.paymentStatus = 'Paid';
  const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
  const rewardedReferrerId = move === 'complete' ? await creditReferral(tx, updated!) : undefined;
  return { order: updated!, from: order.status, ...(rewardedReferrerId ? { rewardedReferrerId } : {}) };
}

/**
 * The referrer's £5 on the friend's first completed sale. The unique friend_id of referral_rewards makes it
 * once per friend, whatever is completed later (or twice).
 */
async function creditReferral(tx: Db, order: OrderRow): Promise<number | undefined> {
  const [friend] = await tx.select({ referrerId: users.referredByUserId }).from(users).where(eq(users.id, order.userId));
  const referrerId = friend?.referrerId;
  if (!referrerId || referrerId === order.userId) return undefined;
  const [reward] = await tx
    .insert(referralRewards)
    .values({ referrerId, friendId: order.userId, orderId: order.id, amountPence: referralRewardPence })
    .onConflictDoNothing({ target: referralRewards.friendId })
    .returning({ id: referralRewards.id });
  if (!reward) return undefined;
  await tx
    .update(users)
    .set({ referralBalancePence: sql`${users.referralBalancePence} + ${referralRewardPence}`, referralUses: sql`${users.referralUses} + 1` })
    .where(eq(users.id, referrerId));
  return referrerId;
}

/** `expire-requotes`: revised orders unanswered for 14 days are cancelled (the device goes back). */
export async function expireRequotes(tx: Db, now = new Date()): Promise<OrderRow[]> {
  const cutoff = new Date(now.getTime() - requoteDays * 24 * 60 * 60 * 1000);
  const due = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'Revised - Awaiting Response'), lt(orders.revisedAt, cutoff)))
    .for('update');
  const expired: OrderRow[] = [];
  for (const order of due) {
    const check = checkMove('expire', order.status);
    if (!check.ok) continue;
    const [row] = await tx
      .update(orders)
      .set({ status: check.to, paymentStatus: 'Cancelled', updatedAt: now })
      .where(and(eq(orders.id, order.id), ne(orders.status, check.to)))
      .returning();
    if (row) expired.push(row);
  }
  return expired;
}
