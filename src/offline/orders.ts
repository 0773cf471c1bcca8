import { useLiveQuery } from 'dexie-react-hooks';
import { endpoints, type OrderSummary } from '../contract/index.ts';
import { callApi } from '../lib/api/call-api.ts';
import { db } from './db.ts';
import type { StoredLabel } from './db.ts';
import { isQuotaError, requestPersistentStorage, StorageFullError } from './storage.ts';

/**
 * The signed-in seller's orders and labels, kept in Dexie so the dashboard and the confirmation screen work at a
 * Post Office counter with no signal (docs/offline.md). Cleared at sign-out with the other user tables.
 */

/** Replaces this seller's stored orders with the server's list, in one transaction (nothing half-written). */
export async function cacheOrders(owner: string, orders: OrderSummary[]): Promise<void> {
  try {
    await db.transaction('rw', db.orders, db.account, async () => {
      await db.orders.where('owner').notEqual(owner).delete();
      await db.orders.where('owner').equals(owner).delete();
      const savedAt = Date.now();
      await db.orders.bulkPut(orders.map((order) => ({ ...order, owner, savedAt })));
      // An empty list leaves no row to say it was read: a marker does, so offline the seller sees "no trade-ins yet".
      if (orders.length === 0) await db.account.put({ key: 'no-orders', value: { owner }, savedAt });
      else await db.account.delete('no-orders');
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  if (orders.length > 0) void requestPersistentStorage();
}

/** Fetches a ready label's QR image and PDF, then stores both together (or neither). */
async function cacheLabel(owner: string, labelUuid: string, urls: { label_url: string; qrcode_url: string }): Promise<StoredLabel> {
  const [qrCode, pdf] = await Promise.all([fetchBlob(urls.qrcode_url), fetchBlob(urls.label_url)]);
  const label: StoredLabel = { labelUuid, owner, qrCode, pdf, labelUrl: urls.label_url, qrcodeUrl: urls.qrcode_url, savedAt: Date.now() };
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

/** A stored label (QR image and PDF as Blobs, for object URLs); null when not stored, undefined while loading. */
export function useStoredLabel(labelUuid: string | null): StoredLabel | null | undefined {
  return useLiveQuery(async () => (labelUuid ? ((await db.labels.get(labelUuid)) ?? null) : null), [labelUuid]);
}

/**
 * The stored orders of this seller (newest first) and when they were read online, or null when none were ever stored
 * on this device.
 */
export async function readStoredOrders(owner: string): Promise<{ orders: OrderSummary[]; savedAt: number } | null> {
  const rows = await db.orders.where('owner').equals(owner).toArray();
  if (rows.length === 0) {
    const none = await db.account.get('no-orders');
    return none?.key === 'no-orders' && none.value.owner === owner ? { orders: [], savedAt: none.savedAt } : null;
  }
  const savedAt = Math.min(...rows.map((row) => row.savedAt ?? Date.now()));
  const orders = rows.sort((a, b) => b.created_at.localeCompare(a.created_at)).map(({ owner: _owner, savedAt: _savedAt, ...order }) => order);
  return { orders, savedAt };
}

/** Stores every ready label not stored yet (after the orders were read online); failures wait for the next read. */
export async function cacheReadyLabels(owner: string, orders: OrderSummary[]): Promise<void> {
  for (const order of orders) {
    // A cancelled order's label is void: the stored copy goes, so it cannot be shown at a counter.
    if (order.label_void && order.label_uuid) {
      await db.labels.delete(order.label_uuid);
      continue;
    }
    if (!order.label_uuid || (await db.labels.get(order.label_uuid))) continue;
    const status = await callApi(endpoints.getLabelStatus, { query: { label_uuid: order.label_uuid } });
    if (status.ready) await cacheLabel(owner, order.label_uuid, status);
  }
}
