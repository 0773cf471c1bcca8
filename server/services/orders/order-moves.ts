import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { penceToPounds } from '@/contract/pricing.ts';
import { formatGBP } from '@/shared/format.ts';
import type { Db } from '../../db/client.ts';
import { orders, referralCashouts, referralRewards, users, type OrderRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { addDays } from '../clock.ts';
import { enqueueOrderPush } from '../push/order-push.ts';
import type { PricingTables } from '../pricing/pricing-tables.ts';
import { repriceLateArrival } from './late-arrival.ts';
import { orderNumber } from './order-view.ts';
import { recordReturn, returnReasons } from './returns.ts';
import { checkMove, type OrderMove } from './transitions.ts';

/** The operator's moves (`npm run ops`); accept and decline are the seller's (routes/orders/requote.ts). */
export type OperatorMove = Exclude<OrderMove, 'accept' | 'decline' | 'expire'>;

/** docs/product.md#1-what-the-product-does and docs/product.md#9-business-constants-and-limits: friend and referrer each get £5; the friend's came as their first order's discount. */
const referralRewardPence = 500;
/** docs/product.md#9-business-constants-and-limits: a requote unanswered for 14 calendar days leads to return. */
const requoteDays = 14;

export interface MoveDetails {
  /** revise: the new offer (pounds, as the operator typed it) and why. */
  revisedPrice?: number;
  reason?: string;
  /** transit: the carrier's tracking reference, when the operator has it. */
  tracking?: string;
  /** checkin: today's pricing tables, to price a late arrival again. */
  pricing?: PricingTables;
}

export interface MoveResult {
  order: OrderRow;
  from: OrderRow['status'];
  /** complete: the referrer credited for this friend's first completed sale. */
  rewardedReferrerId?: number;
  /** complete: why a referred friend's sale credited no reward (for the operator). */
  referralRefused?: string;
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
    if (details.revisedPrice === undefined || !details.reason) throw new HttpError(400, 'A revised quote needs a price and a reason.');
    Object.assign(changes, { revisedPricePence: checkRevisedPrice(order, details.revisedPrice), revisedReason: details.reason, revisedAt: now });
  }
  if (move === 'checkin') {
    // docs/product.md#9-business-constants-and-limits: the quote holds 14 days from the order; a later arrival is priced again (late-arrival.ts).
    if (!details.pricing) throw new Error('checkin needs the pricing tables');
    const late = await repriceLateArrival(tx, details.pricing, order, now);
    if (late)
      Object.assign(changes, {
        status: 'Revised - Awaiting Response',
        revisedPricePence: late.pricePence,
        revisedReason: late.reason,
        revisedAt: now,
      });
  }
  if (move === 'transit' && details.tracking) changes.shippingTracking = details.tracking;
  if (move === 'cancel') changes.paymentStatus = 'Cancelled';
  if (move === 'complete') changes.paymentStatus = 'Paid';
  const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
  const referral = move === 'complete' ? await creditReferral(tx, updated!) : undefined;
  await enqueueOrderPush(tx, updated!, now, requoteDays);
  return {
    order: updated!,
    from: order.status,
    ...(referral?.rewardedReferrerId ? { rewardedReferrerId: referral.rewardedReferrerId } : {}),
    ...(referral?.refused ? { referralRefused: referral.refused } : {}),
  };
}

/**
 * The referrer's £5 on the friend's first completed sale. The unique friend_id of referral_rewards makes it
 * once per friend, whatever is completed later (or twice).
 */
async function creditReferral(tx: Db, order: OrderRow): Promise<{ rewardedReferrerId?: number; refused?: string } | undefined> {
  const [friend] = await tx.select({ referrerId: users.referredByUserId }).from(users).where(eq(users.id, order.userId));
  const referrerId = friend?.referrerId;
  if (!referrerId || referrerId === order.userId) return undefined;
  // Two accounts paid into one bank account are one person referring themselves: no reward. Said to the operator,
  // who would otherwise see a referral that silently paid nothing.
  if (await sameBankAccount(tx, referrerId, order)) {
    return { refused: `no referral reward: this order pays into a bank account the referrer (user ${referrerId}) has also used` };
  }
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
  return { rewardedReferrerId: referrerId };
}

async function sameBankAccount(tx: Db, referrerId: number, order: OrderRow): Promise<boolean> {
  const [paidOrder] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, referrerId), eq(orders.sortCode, order.sortCode), eq(orders.accountNumber, order.accountNumber)))
    .limit(1);
  if (paidOrder) return true;
  const [cashout] = await tx
    .select({ id: referralCashouts.id })
    .from(referralCashouts)
    .where(
      and(
        eq(referralCashouts.userId, referrerId),
        eq(referralCashouts.sortCode, order.sortCode),
        eq(referralCashouts.accountNumber, order.accountNumber),
      ),
    )
    .limit(1);
  return Boolean(cashout);
}

/** What the order pays now: the revised price if any, else its total plus its discount (docs/product.md#9-business-constants-and-limits). */
export function payoutPence(order: OrderRow): number {
  return order.revisedPricePence ?? order.totalPence + order.discountPence;
}

/**
 * A revised offer only ever lowers the price: a positive amount in pounds and pence, below what the order pays
 * now. Anything else (zero, negative, above, absurd) is 400 with the reason, before it reaches an integer column.
 */
function checkRevisedPrice(order: OrderRow, pounds: number): number {
  const current = payoutPence(order);
  if (!Number.isFinite(pounds) || pounds < 0.01) throw new HttpError(400, 'The revised price must be at least £0.01.');
  if (Math.abs(pounds * 100 - Math.round(pounds * 100)) > 1e-6)
    throw new HttpError(400, 'The revised price must be in pounds and pence, such as 120.50.');
  const pence = Math.round(pounds * 100);
  if (pence >= current)
    throw new HttpError(400, `A revised quote can only lower the offer: give a price below the order's ${formatGBP(penceToPounds(current))}.`);
  return pence;
}

/** When a revised quote stops waiting for the seller: 14 calendar days after it was made. */
export function requoteDeadline(order: Pick<OrderRow, 'revisedAt'>): Date | null {
  return order.revisedAt ? addDays(order.revisedAt, requoteDays) : null;
}

/**
 * Revised orders unanswered for 14 days are cancelled and their return recorded (mailed after commit by
 * mailPendingReturns). Run by the scheduler (server/jobs) and `ops expire-requotes`.
 */
export async function expireRequotes(tx: Db, now = new Date()): Promise<OrderRow[]> {
  const cutoff = addDays(now, -requoteDays);
  const due = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'Revised - Awaiting Response'), lte(orders.revisedAt, cutoff)))
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
    if (!row) continue;
    await recordReturn(tx, row.id, returnReasons.expired, now);
    expired.push(row);
  }
  return expired;
}
