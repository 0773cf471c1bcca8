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

export function awaitsRequoteAnswer(order: Pick<OrderSummary, 'order_status'>): boolean {
  return order.order_status === 'Revised - Awaiting Response';
}

/** docs/product.md#9-business-constants-and-limits: orders come 10 per scroll. */
export const ordersPerScroll = 10;
