import type { OrderDetail, OrderSummary } from '@/contract/index.ts';
import { formatGBP } from '@/shared/format.ts';
import { listedOrderPrice } from '@/shared/order-price.ts';

/** docs/product.md#2-screens-and-routes: the order number shown is 'QMT-' plus the id. */
export function orderNumber(orderId: number): string {
  return `QMT-${orderId}`;
}

/** docs/product.md#2-screens-and-routes: the search matches the order id or the total price text, case-insensitively. */
export function matchesSearch(order: OrderSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const texts = [String(order.order_id), orderNumber(order.order_id), formatGBP(order.total_price), order.total_price.toFixed(2)];
  return texts.some((text) => text.toLowerCase().includes(needle));
}

/** docs/product.md#9-business-constants-and-limits: estimated payout = the revised price if present, else the total plus the discount amount. */
export function estimatedPayout(order: Pick<OrderDetail, 'total_price' | 'revised_price' | 'discount'>): number {
  if (order.revised_price !== null) return order.revised_price;
  return Math.round((order.total_price + (order.discount?.discount ?? 0)) * 100) / 100;
}

/** Print Shipping Label shows only for Submitted orders that have a label (docs/product.md#2-screens-and-routes). */
export function canPrintLabel(order: OrderSummary): boolean {
  return order.order_status === 'Submitted' && order.shipping_label !== null;
}

/** The price a list row shows (the same rule as the operator's `ops orders`): src/shared/order-price.ts. */
export function listedPrice(order: Pick<OrderSummary, 'order_status' | 'total_price' | 'revised_price'>): number {
  return listedOrderPrice({ status: order.order_status, total: order.total_price, revised: order.revised_price });
}

/** A Submitted order whose label is still being made (none yet, not void): Print Shipping Label comes when it is ready. */
export function waitsForLabel(order: Pick<OrderSummary, 'order_status' | 'shipping_label' | 'label_void'>): boolean {
  return order.order_status === 'Submitted' && order.shipping_label === null && !order.label_void;
}

/** The first re-read after a new order, and the longest wait between two (labels are made in seconds; one may be retried for longer). */
export const labelPollFirstMs = 2_000;
export const labelPollMaxMs = 30_000;

/**
 * How long until the orders list is read again while a label is being made, false when none is: 2 s for an order
 * just placed, backing off with the age of the newest waiting order (a fifth of it) up to 30 s.
 */
export function labelPollMs(
  orders: Pick<OrderSummary, 'order_status' | 'shipping_label' | 'label_void' | 'created_at'>[],
  now: number,
): number | false {
  const waiting = orders.filter(waitsForLabel);
  if (waiting.length === 0) return false;
  const newest = Math.max(...waiting.map((order) => Date.parse(order.created_at)));
  return Math.min(labelPollMaxMs, Math.max(labelPollFirstMs, Math.round((now - newest) / 5)));
}

export function awaitsRequoteAnswer(order: Pick<OrderSummary, 'order_status'>): boolean {
  return order.order_status === 'Revised - Awaiting Response';
}

/** docs/product.md#9-business-constants-and-limits: orders come 10 per scroll. */
export const ordersPerScroll = 10;
