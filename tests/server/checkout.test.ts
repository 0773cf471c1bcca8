import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketResponse, checkoutResponse } from '../../src/contract/index.ts';
import { basketItems, orderItems, orders } from '../../server/db/schema/index.ts';
import { client, invalidBank, quoteFor, validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('POST /api/basket/checkout', () => {
  it('creates the order with its items, discount and bank details, empties the basket, and names the label', async () => {
    const seller = await verifiedSeller(t);
    await seller.api.post('/api/basket/add', await quoteFor(t, 'Samsung Galaxy S23'));
    await seller.api.post('/api/basket/add', await quoteFor(t, 'iPhone 15'));
    await seller.api.post('/api/basket/apply-discount', { code: 'BOOST10' });
    const before = basketResponse.parse((await seller.api.get('/api/basket')).json());

    const res = await seller.api.post('/api/basket/checkout', validBank);
    expect(res.statusCode).toBe(200);
    const body = checkoutResponse.parse(res.json());
    expect(body.message).toBe('Order submitted successfully!');

    const [order] = await ordersOf(seller.user.id);
    expect(order).toMatchObject({
      id: body.order_id,
      labelUuid: body.label_name,
      status: 'Submitted',
      paymentStatus: 'Pending',
      totalPence: Math.round(before.originalPrice * 100),
      discountCode: 'BOOST10',
      discountPence: Math.round(before.discount!.discount * 100),
      sortCode: '08-99-99',
      accountNumber: '66374958',
      addressLine1: '1 High Street',
      postcode: 'LS1 1AA',
    });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, body.order_id));
    expect(items.map((item) => item.deviceName)).toEqual(['Samsung Galaxy S23', 'iPhone 15']);
    expect(basketResponse.parse((await seller.api.get('/api/basket')).json())).toMatchObject({ itemCount: 0, discount: null });
  });

  it('asks a visitor to log in (401) and an unverified seller to verify (403), creating nothing', async () => {
    expect((await client(t).post('/api/basket/checkout', validBank)).json()).toEqual({ success: false, message: 'Please log in to continue.' });
    const unverified = await verifiedSeller(t, {}, { verified: false });
    await unverified.api.post('/api/basket/add', await quoteFor(t));
    const res = await unverified.api.post('/api/basket/checkout', validBank);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Please verify your email address to submit new orders.');
    expect(await ordersOf(unverified.user.id)).toHaveLength(0);
  });

  it('checks the bank details: format with the payment form’s words, then the UK modulus check', async () => {
    const seller = await verifiedSeller(t);
    await seller.api.post('/api/basket/add', await quoteFor(t));
    for (const [payload, message] of [
      [{ sort_code: '089999', account_number: '66374958' }, 'Sort code must be in format XX-XX-XX'],
      [{ sort_code: '08-99-99', account_number: '6637495' }, 'Account number must be 8 digits'],
      [invalidBank, 'These bank details do not match a UK bank account. Please check the sort code and account number.'],
    ] as const) {
      const res = await seller.api.post('/api/basket/checkout', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await ordersOf(seller.user.id)).toHaveLength(0);
    expect(basketResponse.parse((await seller.api.get('/api/basket')).json()).itemCount).toBe(1);
  });

  it('refuses an empty basket, a missing address, and an expired item (nothing changes)', async () => {
    const seller = await verifiedSeller(t);
    expect((await seller.api.post('/api/basket/checkout', validBank)).json().message).toBe('Your basket is empty.');

    const homeless = await verifiedSeller(t, {}, { withAddress: false });
    await homeless.api.post('/api/basket/add', await quoteFor(t));
    expect((await homeless.api.post('/api/basket/checkout', validBank)).json().message).toBe(
      'Please add your shipping address before submitting your order.',
    );

    await seller.api.post('/api/basket/add', await quoteFor(t));
    const { item } = (await seller.api.post('/api/basket/add', await quoteFor(t, 'iPhone 15'))).json();
    await t.database.db
      .update(basketItems)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(basketItems.id, item.id));
    const res = await seller.api.post('/api/basket/checkout', validBank);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Some items in your basket have expired. Please remove them before checking out.');
    expect(await ordersOf(seller.user.id)).toHaveLength(0);
    // Both items stay listed; the expired one is left out of the count (and the totals).
    const kept = basketResponse.parse((await seller.api.get('/api/basket')).json());
    expect(kept.contents).toHaveLength(2);
    expect(kept.itemCount).toBe(1);
  });

  it('is atomic: a failure half-way (writing the items) leaves no order and the basket intact', async () => {
    const seller = await verifiedSeller(t);
    await seller.api.post('/api/basket/add', await quoteFor(t));
    // The database refuses order items, i.e. after the order row is written and the basket emptied.
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_items() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`),
    );
    await t.database.db.execute(sql.raw('CREATE TRIGGER refuse_items BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION refuse_items()'));
    try {
      const res = await seller.api.post('/api/basket/checkout', validBank);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_items ON order_items'));
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_items()'));
    }
    expect(await ordersOf(seller.user.id)).toHaveLength(0);
    expect(basketResponse.parse((await seller.api.get('/api/basket')).json()).itemCount).toBe(1);
    // And once the fault is gone, the same basket checks out.
    expect((await seller.api.post('/api/basket/checkout', validBank)).statusCode).toBe(200);
  });

  it('two checkouts of one basket at once make one order', async () => {
    const seller = await verifiedSeller(t);
    await seller.api.post('/api/basket/add', await quoteFor(t));
    const results = await Promise.all([seller.api.post('/api/basket/checkout', validBank), seller.api.post('/api/basket/checkout', validBank)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await ordersOf(seller.user.id)).toHaveLength(1);
  });
});
