import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderDetail, OrderSummary } from '@/contract/orders.ts';
import { penceToPounds } from '@/contract/pricing.ts';
import { validationMessages } from '@/contract/validation.ts';
import { maskAccountNumber } from '@/shared/bank-details.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orderReturns, orders, type OrderRow } from '../../db/schema/index.ts';
export type { OrderRow } from '../../db/schema/index.ts';
import { addDays } from '../clock.ts';
import { maskSortCode } from '../payments/bank-account.ts';

/** The contract's words, also for an order id that cannot be one (a word in the path). */
export const orderNotFound = validationMessages.orderNotFound;
/** docs/product.md#9-business-constants-and-limits: a quote is valid 14 calendar days from the sale order's submission. */
const quoteValidityDays = 14;

/** The last day to post the device at the quoted price. */
export function sendBy(order: Pick<OrderRow, 'createdAt'>): Date {
  return addDays(order.createdAt, quoteValidityDays);
}

/** docs/product.md#2-screens-and-routes: the order number shown everywhere is 'QMT-' plus the id. */
export function orderNumber(id: number): string {
  return `QMT-${id}`;
}

/** Where the label files are served (to the order's owner only). */
export function labelUrls(labelUuid: string) {
  return { label_url: `/api/orders/label/${labelUuid}/label.pdf`, qrcode_url: `/api/orders/label/${labelUuid}/qrcode.png` };
}

type ItemRow = typeof orderItems.$inferSelect;
type ReturnRow = typeof orderReturns.$inferSelect;

function toSummary(order: OrderRow, items: ItemRow[], back: ReturnRow | undefined): OrderSummary {
  return {
    order_id: order.id,
    order_status: order.status,
    total_price: penceToPounds(order.totalPence),
    total_items: items.length,
    payment_status: order.paymentStatus,
    created_at: order.createdAt.toISOString(),
    thumbnail: items[0]?.imageUrl ?? null,
    shipping_label: order.labelStatus === 'ready' && order.status !== 'Cancelled' ? labelUrls(order.labelUuid).label_url : null,
    label_uuid: order.labelUuid,
    send_by: sendBy(order).toISOString(),
    label_void: order.status === 'Cancelled',
    revised_price: order.revisedPricePence === null ? null : penceToPounds(order.revisedPricePence),
    payment: {
      payout_method: 'Bank Transfer',
      sort_code: maskSortCode(order.sortCode),
      account_number: maskAccountNumber(order.accountNumber),
    },
    return: back
      ? { reason: back.reason, requested_at: back.createdAt.toISOString(), sent_at: back.sentAt?.toISOString() ?? null, tracking: back.tracking }
      : null,
  };
}

/** GET /api/users/orders: the seller's orders, newest first, bank details masked. */
export async function listOrders(db: Db, userId: number): Promise<OrderSummary[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
  const returns = await db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids));
  return rows.map((row) =>
    toSummary(
      row,
      items.filter((item) => item.orderId === row.id),
      returns.find((back) => back.orderId === row.id),
    ),
  );
}

/**
 * The seller's own order in full, or null: another seller's order is "not found". Bank details stay masked here too:
 * the browser never gets the full numbers back once sent (a shared or lost phone shows only the last digits).
 */
export async function findOrderDetail(db: Db, userId: number, orderId: number): Promise<OrderDetail | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId !== userId) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const [back] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
  return {
    ...toSummary(order, items, back),
    items: items.map((item) => ({
      image_url: item.imageUrl,
      brand: item.brand,
      device_name: item.deviceName,
      offer_price: penceToPounds(item.offerPricePence),
      quoted_at: item.quotedAt.toISOString(),
      selected_answers: item.selectedAnswers,
    })),
    shipping_tracking: order.shippingTracking,
    revised_reason: order.revisedReason,
    discount: order.discountCode ? { code: order.discountCode, discount: penceToPounds(order.discountPence) } : null,
  };
}

/** The order a label belongs to (the caller checks it is the seller's own). */
export async function findOrderByLabel(db: Db, labelUuid: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.labelUuid, labelUuid));
  return order;
}
