import type { OrderStatus } from '../contract/orders.ts';

/**
 * The one figure an order's list row shows, for the seller (Your Trade-ins) and the operator (`ops orders`) alike:
 * the revised offer once the seller accepted it (it is then the price paid), else the order's total. A revised offer
 * still awaiting an answer, or declined (the order is cancelled and the device goes back), is not the order's price.
 * Works in any unit (pounds on the page, pence on the server).
 */
export function listedOrderPrice(order: { status: OrderStatus; total: number; revised: number | null }): number {
  const accepted = order.status === 'Awaiting Payout' || order.status === 'Completed';
  return accepted && order.revised !== null ? order.revised : order.total;
}
