import { useLiveQuery } from 'dexie-react-hooks';
import { endpoints } from '../contract/index.ts';
import type { OrderSummary } from '../contract/index.ts';
import { callApi } from '../lib/api/call-api.ts';
import { db } from './db.ts';
import type { StoredLabel, StoredOrder } from './db.ts';
import { isQuotaError, requestPersistentStorage, StorageFullError } from './storage.ts';

/**
 * The signed-in seller's orders and labels, kept in Dexie so the dashboard and the confirmation screen work at a
 * Post Office counter with no signal (OFFLINE.md). Cleared at sign-out with the other user tables.
 */

/** Replaces this seller's stored orders with the server's list, in one transaction (nothing half-written). */
export async function cacheOrders(userId: number, orders: OrderSummary[]): Promise<void> {
  try {
    await db.transaction('rw', db.orders, async () => {
      await db.orders.where('userId').notEqual(userId).delete();
      await db.orders.where('userId').equals(userId).delete();
      await db.orders.bulkPut(orders.map((order) => ({ ...order, userId })));
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  if (orders.length > 0) void requestPersistentStorage();
}

/** Fetches a ready label's QR image and PDF, then stores both together (or neither). */
export async function cacheLabel(userId: number, labelUuid: string, urls: { label_url: string; qrcode_url: string }): Promise<StoredLabel> {
  const [qrCode, pdf] = await Promise.all([fetchBlob(urls.qrcode_url), fetchBlob(urls.label_url)]);
  const label: StoredLabel = { labelUuid, userId, qrCode, pdf, labelUrl: urls.label_url, qrcodeUrl: urls.qrcode_url, savedAt: Date.now() };
  try {
    await db.labels.put(label);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  return label;
}

async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.blob();
}

/**
 * Online: GET /api/users/orders, stored; then each order's label, once ready and not stored yet. Returns the
 * orders. Offline (or on a failure) the caller keeps showing the stored copy.
 */
export async function syncOrders(userId: number): Promise<OrderSummary[]> {
  const { orders } = await callApi(endpoints.getOrders);
  await cacheOrders(userId, orders);
  for (const order of orders) {
    if (!order.label_uuid || (await db.labels.get(order.label_uuid))) continue;
    const status = await callApi(endpoints.getLabelStatus, { query: { label_uuid: order.label_uuid } });
    if (status.ready) await cacheLabel(userId, order.label_uuid, status);
  }
  return orders;
}

const noOrders: StoredOrder[] = [];

/** The stored orders of this seller, newest first, live. */
export function useStoredOrders(userId: number | null): StoredOrder[] {
  return useLiveQuery(
    async () => (userId === null ? noOrders : (await db.orders.where('userId').equals(userId).toArray()).sort((a, b) => b.created_at.localeCompare(a.created_at))),
    [userId],
    noOrders,
  );
}

/** A stored label (QR image and PDF as Blobs, for object URLs); null when not stored, undefined while loading. */
export function useStoredLabel(labelUuid: string | null): StoredLabel | null | undefined {
  return useLiveQuery(async () => (labelUuid ? ((await db.labels.get(labelUuid)) ?? null) : null), [labelUuid]);
}
