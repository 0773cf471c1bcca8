import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketResponse } from '../../src/contract/index.ts';
import { orders } from '../../server/db/schema/index.ts';
import { placeOrder, quoteFor, validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Every idempotent endpoint besides add-to-basket (idempotency.test.ts): the same Idempotency-Key sent again is
 * answered from the record (same status and body, `Idempotent-Replayed: true`) and changes nothing a second time,
 * even where running it again would answer differently (an emptied basket, a requote already answered).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Seller = Awaited<ReturnType<typeof verifiedSeller>>;

function send(seller: Seller, url: string, key: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie: seller.cookie, 'idempotency-key': key }, ...(payload ? { payload } : {}) });
}

/** Sends the request twice with one key: the second is the first's answer, replayed. */
async function twice(seller: Seller, url: string, payload?: object) {
  const key = randomUUID();
  const first = await send(seller, url, key, payload);
  const again = await send(seller, url, key, payload);
  expect(first.statusCode).toBe(200);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  return first.json();
}

const basketOf = async (seller: Seller) => basketResponse.parse((await seller.api.get('/api/basket')).json());

describe('idempotent replay', () => {
  it('checkout: one order; the replay answers its order number, not "Your basket is empty."', async () => {
    const seller = await verifiedSeller(t);
    await seller.api.post('/api/basket/add', await quoteFor(t));
    const body = await twice(seller, '/api/basket/checkout', validBank);
    expect(body).toMatchObject({ success: true, message: 'Order submitted successfully!' });
    const made = await t.database.db.select().from(orders).where(eq(orders.userId, seller.user.id));
    expect(made.map((order) => order.id)).toEqual([body.order_id]);
  });

  it('basket remove: the item goes once; a later item stays when the replay comes', async () => {
    const seller = await verifiedSeller(t);
    await seller.api.post('/api/basket/add', await quoteFor(t, 'Samsung Galaxy S23'));
    const [item] = (await basketOf(seller)).contents;
    const key = randomUUID();
    const first = await send(seller, '/api/basket/remove', key, { itemId: item!.id });
    await seller.api.post('/api/basket/add', await quoteFor(t, 'iPhone 15'));
    const again = await send(seller, '/api/basket/remove', key, { itemId: item!.id });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await basketOf(seller)).contents.map((entry) => entry.device_name)).toEqual(['iPhone 15']);
  });

  it('apply and remove a discount: each replay answers as the first time', async () => {
    const seller = await verifiedSeller(t);
    await seller.api.post('/api/basket/add', await quoteFor(t));
    const applied = await twice(seller, '/api/basket/apply-discount', { code: 'BOOST10' });
    expect(applied.discount).toMatchObject({ code: 'BOOST10' });
    const removed = await twice(seller, '/api/basket/remove-discount');
    expect(removed.success).toBe(true);
    expect((await basketOf(seller)).discount).toBeNull();
  });

  it.each([
    ['accept', 'Awaiting Payout'],
    ['decline', 'Cancelled'],
  ] as const)('requote %s: answered once; the replay is the same answer, not a refusal', async (answer, status) => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    await t.database.db
      .update(orders)
      .set({ status: 'Revised - Awaiting Response', revisedAt: new Date(), revisedPricePence: 1000, revisedReason: 'Dented' })
      .where(eq(orders.id, id));
    const body = await twice(seller, `/api/orders/requote/${answer}`, { order_id: id });
    expect(body.order_status).toBe(status);
    // Without the key, answering again is refused: the replay above really came from the record.
    expect((await seller.api.post(`/api/orders/requote/${answer}`, { order_id: id })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
