import { count, desc, eq, sql } from 'drizzle-orm';
import { penceToPounds } from '@/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { devices, orderReturns, orders, users, type OrderRow } from '../../db/schema/index.ts';
import { listedOrderPrice } from '@/shared/order-price.ts';
import type { moveOrder } from '../orders/order-moves.ts';
import { orderNumber } from '../orders/order-view.ts';

/** Devices per brand and type, for `npm run ops catalogue`. */
export async function catalogueSummary(db: Db) {
  const rows = await db
    .select({ brand: sql<string>`coalesce(${devices.brand}, 'Other Devices')`, type: devices.deviceType, devices: count() })
    .from(devices)
    .groupBy(sql`1`, devices.deviceType)
    .orderBy(sql`1`, devices.deviceType);
  return { rows };
}

/** Every order, newest first, with its label and return state. */
export async function listOrdersForOperator(db: Db) {
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
      // What the seller's own list shows for this order (a declined revised offer is not its price).
      total: penceToPounds(listedOrderPrice({ status: order.status, total: order.totalPence, revised: order.revisedPricePence })),
      // The offer the seller is being asked to accept: beside the old total until they answer.
      revised_offer:
        order.status === 'Revised - Awaiting Response' && order.revisedPricePence !== null ? penceToPounds(order.revisedPricePence) : null,
      created_at: order.createdAt.toISOString(),
      label: labelState(order, back !== null || order.revisedAt !== null),
      return: back ? (back.sentAt ? `sent ${back.tracking ?? ''}`.trim() : 'to send') : null,
    })),
  };
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/**
 * The label's state as it matters to the operator: being made (or failing) only while the order waits to be posted;
 * used once the parcel is on its way or received, also when the order ends cancelled after that (a declined revised
 * offer: the device came in on it); void when cancelled before it was sent (the files answer 410).
 */
function labelState(order: OrderRow, deviceReceived: boolean): string {
  if (order.status === 'Cancelled') return deviceReceived ? 'used (device sent)' : 'void (order cancelled)';
  if (order.status !== 'Submitted') return 'used (device sent)';
  if (order.labelStatus === 'ready') return 'ready';
  if (order.labelError) return `failed (${order.labelAttempts} ${order.labelAttempts === 1 ? 'attempt' : 'attempts'}): ${order.labelError}`;
  return 'pending';
}

export function movedBody(result: Awaited<ReturnType<typeof moveOrder>>) {
  return {
    order_id: result.order.id,
    number: orderNumber(result.order.id),
    from: result.from,
    to: result.order.status,
    ...(result.rewardedReferrerId ? { rewarded_referrer: result.rewardedReferrerId } : {}),
    ...(result.referralRefused ? { referral_refused: result.referralRefused } : {}),
  };
}
