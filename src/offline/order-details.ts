import { endpoints } from '../contract/index.ts';
import type { OrderDetail, OrderSummary } from '../contract/index.ts';
import { callApi } from '../lib/api/call-api.ts';
import { db } from './db.ts';
import { isQuotaError, StorageFullError } from './storage.ts';

/**
 * Each order's detail kept in Dexie (docs/offline.md#orders-at-the-counter): the seller opens "View Details" at a
 * Post Office counter with no signal, for an order whose details they may never have opened online. Cleared at
 * sign-out with the other user tables.
 */

/** How many of the newest orders keep their detail on the device (a read each when it changed; older ones when opened). */
export const storedDetailLimit = 20;

export async function storeOrderDetail(owner: string, detail: OrderDetail): Promise<void> {
  try {
    await db.orderDetails.put({ ...detail, owner, savedAt: Date.now() });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}

/** This seller's stored detail of an order, or null when it was never saved on this device. */
export async function readStoredOrderDetail(owner: string, orderId: number): Promise<OrderDetail | null> {
  const row = await db.orderDetails.get(orderId);
  if (!row || row.owner !== owner) return null;
  const { owner: _owner, savedAt: _savedAt, ...detail } = row;
  return detail;
}

/** The stored detail still says what the list says (same status, price, label, return...): no need to read it again. */
function sameAsSummary(detail: OrderDetail, summary: OrderSummary): boolean {
  const keys = Object.keys(summary) as (keyof OrderSummary)[];
  return keys.every((key) => JSON.stringify(detail[key]) === JSON.stringify(summary[key]));
}

/**
 * After the list was read online: reads and stores the detail of each of the newest orders whose stored copy is
 * missing or out of date; drops the details of orders no longer listed. Failures wait for the next list read.
 */
export async function cacheOrderDetails(owner: string, orders: OrderSummary[]): Promise<void> {
  const listed = new Set(orders.map((order) => order.order_id));
  await db.orderDetails.filter((row) => row.owner !== owner || !listed.has(row.order_id)).delete();
  for (const order of orders.slice(0, storedDetailLimit)) {
    const stored = await readStoredOrderDetail(owner, order.order_id);
    if (stored && sameAsSummary(stored, order)) continue;
    const { success: _success, ...detail } = await callApi(endpoints.getOrder, { params: { orderId: order.order_id } });
    await storeOrderDetail(owner, detail);
  }
}
