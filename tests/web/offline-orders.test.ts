import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '../../src/contract/index.ts';
import { db } from '../../src/offline/db.ts';
import { cacheOrders, cacheReadyLabels, readStoredOrders } from '../../src/offline/orders.ts';
import { clearUserData } from '../../src/offline/user-data.ts';

const uuid = '3f1c2a4e-8b7d-4c6e-9a5f-1b2c3d4e5f60';
const order = (order_id: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  order_id,
  order_status: 'Submitted',
  total_price: 120,
  total_items: 1,
  payment_status: 'Pending',
  created_at: new Date(Date.UTC(2026, 0, order_id)).toISOString(),
  thumbnail: null,
  shipping_label: `/labels/${uuid}.pdf`,
  label_uuid: uuid,
  send_by: new Date(Date.UTC(2026, 0, order_id + 14)).toISOString(),
  label_void: false,
  revised_price: null,
  payment: { payout_method: 'Bank Transfer', sort_code: '12-34-56', account_number: '****5678' },
  return: null,
  ...overrides,
});

beforeEach(async () => {
  await Promise.all([db.orders.clear(), db.labels.clear(), db.outbox.clear(), db.syncResults.clear(), db.account.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('orders and labels kept for the dashboard offline', () => {
  it("stores the server's orders, then each ready label's QR code and PDF, for the signed-in seller only", async () => {
    await cacheOrders('other@example.test', [order(9, { label_uuid: null })]);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/orders/label-status'))
        return Response.json({ success: true, ready: true, label_url: `/labels/${uuid}.pdf`, qrcode_url: `/labels/${uuid}.png` });
      if (url.endsWith('.png')) return new Response('png', { headers: { 'Content-Type': 'image/png' } });
      if (url.endsWith('.pdf')) return new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    // What the dashboard's orders query does with the server's list (src/features/dashboard/api/orders.ts).
    const orders = [order(1), order(2, { label_uuid: null, shipping_label: null })];
    const store = async () => {
      await cacheOrders('ada@example.test', orders);
      await cacheReadyLabels('ada@example.test', orders);
    };
    await store();
    expect((await db.orders.toArray()).map((o) => [o.order_id, o.owner])).toEqual([
      [1, 'ada@example.test'],
      [2, 'ada@example.test'],
    ]);
    const label = await db.labels.get(uuid);
    expect(label).toMatchObject({ owner: 'ada@example.test', qrcodeUrl: `/labels/${uuid}.png` });
    expect(label!.qrCode.size).toBe(3);
    // A second read does not fetch a stored label again.
    fetchMock.mockClear();
    await store();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signing out clears orders, labels, queued actions and results; a session check keeps the queue', async () => {
    await cacheOrders('ada@example.test', [order(1)]);
    await db.labels.put({
      labelUuid: uuid,
      owner: 'ada@example.test',
      qrCode: new Blob(['x']),
      pdf: new Blob(['y']),
      labelUrl: 'a',
      qrcodeUrl: 'b',
      savedAt: 1,
    });
    await db.outbox.add({
      type: 'remove-from-basket',
      payload: { itemId: 1 },
      label: 'x',
      opId: 'op',
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      state: 'queued',
    });
    await clearUserData();
    expect(await db.orders.count()).toBe(0);
    expect(await db.labels.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
    await clearUserData({ outbox: true });
    expect(await db.outbox.count()).toBe(0);
  });

  it("a visitor's check at start keeps a guest's last known basket, and clears everything once an account was stored", async () => {
    const basket = { key: 'basket' as const, value: { contents: [], totalPrice: 0 } as never, savedAt: 1 };
    await db.basket.put(basket);
    await clearUserData({ onlyAfterAnAccount: true });
    expect(await db.basket.count()).toBe(1);
    await db.account.put({ key: 'user', value: { id: 1 } as never, savedAt: 1 });
    await cacheOrders('ada@example.test', [order(1)]);
    await clearUserData({ onlyAfterAnAccount: true });
    expect(await db.basket.count()).toBe(0);
    expect(await db.orders.count()).toBe(0);
    expect(await db.account.count()).toBe(0);
  });

  it('an empty list read online is kept as empty (no trade-ins yet), for that seller only, until a list with orders replaces it', async () => {
    expect(await readStoredOrders('ada@example.test')).toBeNull();
    await cacheOrders('ada@example.test', []);
    expect(await readStoredOrders('ada@example.test')).toMatchObject({ orders: [] });
    // Another seller on this device learns nothing from it: never read for them.
    expect(await readStoredOrders('bob@example.test')).toBeNull();
    await cacheOrders('ada@example.test', [order(3)]);
    expect((await readStoredOrders('ada@example.test'))?.orders.map((o) => o.order_id)).toEqual([3]);
    await db.orders.clear();
    expect(await readStoredOrders('ada@example.test')).toBeNull();
    // Log out forgets it with the rest of the seller's data.
    await cacheOrders('ada@example.test', []);
    await clearUserData();
    expect(await readStoredOrders('ada@example.test')).toBeNull();
  });
});
