import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketItems, orders, users } from '../../server/db/schema/index.ts';
import { createBestPrice } from '../factories/support.ts';
import { register } from './helpers/accounts.ts';
import { testClock } from './helpers/clock.ts';
import { client, ops, placeOrder, quoteFor, validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

const clock = testClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
type Seller = Awaited<ReturnType<typeof verifiedSeller>>;

/** Adds one phone and sets its offer to `pence` (a cheap device). */
async function addPricedItem(seller: Seller, pence: number) {
  const { item } = (await seller.api.post('/api/basket/add', await quoteFor(t))).json();
  await t.database.db.update(basketItems).set({ offerPricePence: pence }).where(eq(basketItems.id, item.id));
  return item.id as number;
}

describe('a revised quote only lowers the offer', () => {
  it('refuses a price above or equal to the order’s, zero, negative, fractional pence and absurd amounts with a message (never 500)', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    await ops(t, 'POST', `/api/ops/orders/${id}/deliver`);
    await ops(t, 'POST', `/api/ops/orders/${id}/checkin`);
    const order = await orderRow(id);
    const current = (order.totalPence + order.discountPence) / 100;
    const revise = (price: unknown) => ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price, reason: 'Cracked back glass' });
    const above = `A revised quote can only lower the offer: give a price below the order's £${current.toFixed(2)}.`;
    for (const [price, message] of [
      [current + 1, above],
      [current, above],
      [0, 'The revised price must be at least £0.01.'],
      [-5, 'The revised price must be at least £0.01.'],
      [1e308, above],
      [12.345, 'The revised price must be in pounds and pence, such as 120.50.'],
      ['ten', 'Give the revised price in pounds, such as 120.50.'],
    ] as const) {
      const res = await revise(price);
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().message, String(price)).toBe(message);
    }
    expect((await orderRow(id)).status).toBe('Checked In - Under Review');
    expect((await revise(current - 0.01)).statusCode).toBe(200);
  });

  it('the trade-ins list shows the revised price once accepted', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    await ops(t, 'POST', `/api/ops/orders/${id}/deliver`);
    await ops(t, 'POST', `/api/ops/orders/${id}/checkin`);
    await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 12.5, reason: 'Scratched' });
    await seller.api.post('/api/orders/requote/accept', { order_id: id });
    const listed = (await seller.api.get('/api/users/orders')).json().orders.find((o: { order_id: number }) => o.order_id === id);
    expect(listed).toMatchObject({ order_status: 'Awaiting Payout', revised_price: 12.5 });
  });
});

describe('discount codes: terms held by the server', () => {
  it('EXTRA20 is once per seller and never adds more than the basket is worth', async () => {
    const seller = await verifiedSeller(t);
    await addPricedItem(seller, 200);
    const applied = await seller.api.post('/api/basket/apply-discount', { code: 'EXTRA20' });
    expect(applied.json()).toMatchObject({
      originalPrice: 2,
      totalPrice: 4,
      discount: { code: 'EXTRA20', discount: 2, terms: { per_seller_limit: 1 } },
    });
    const { order_id: first } = (await seller.api.post('/api/basket/checkout', validBank)).json();
    expect((await orderRow(first)).discountPence).toBe(200);

    await addPricedItem(seller, 200);
    const again = await seller.api.post('/api/basket/apply-discount', { code: 'EXTRA20' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already used this code once, the most it can be used per seller.');
    // Cancelled, the order gives the use back.
    await ops(t, 'POST', `/api/ops/orders/${first}/cancel`);
    expect((await seller.api.post('/api/basket/apply-discount', { code: 'EXTRA20' })).statusCode).toBe(200);
  });

  it('BOOST10 is held to its £25 cap on a big basket, and the basket shows the terms', async () => {
    const seller = await verifiedSeller(t);
    for (let i = 0; i < 19; i += 1) await addPricedItem(seller, 17_800);
    await seller.api.post('/api/basket/apply-discount', { code: 'BOOST10' });
    const basket = (await seller.api.get('/api/basket')).json();
    expect(basket.originalPrice).toBe(3382);
    expect(basket.discount).toEqual({
      code: 'BOOST10',
      type: 'percentage',
      value: 10,
      discount: 25,
      terms: { per_seller_limit: 3, expires_at: '2027-12-31T23:59:59.000Z', cap: 25, first_order_only: false },
    });
    expect(basket.totalPrice).toBe(3407);
  });

  it('a code past its expiry is refused with the reason', async () => {
    const app = await createTestApp({ clock: testClock(new Date('2028-01-01T00:00:00Z')) });
    try {
      const seller = await verifiedSeller(app);
      await seller.api.post('/api/basket/add', await quoteFor(app));
      const res = await seller.api.post('/api/basket/apply-discount', { code: 'BOOST10' });
      expect(res.json()).toEqual({ success: false, message: 'This discount code has expired.' });
    } finally {
      await app.close();
    }
  });
});

describe('totals mean what they say', () => {
  it('an expired item stays listed as expired, but out of the total, the count and the badge', async () => {
    const seller = await verifiedSeller(t);
    const old = await addPricedItem(seller, 10_000);
    clock.advanceDays(15);
    await addPricedItem(seller, 5_000);
    const basket = (await seller.api.get('/api/basket')).json();
    expect(basket.contents.map((item: { id: number; expired: number }) => [item.id, item.expired])).toEqual([
      [old, 1],
      [expect.any(Number), 0],
    ]);
    expect(basket).toMatchObject({ itemCount: 1, originalPrice: 50, totalPrice: 50 });
    expect((await seller.api.get('/api/basket/count')).json()).toEqual({ success: true, itemCount: 1 });
  });
});

describe('money that leaves: cash-out and referral rewards', () => {
  it('cash-out needs a verified e-mail', async () => {
    const seller = await verifiedSeller(t, {}, { verified: false, withAddress: false });
    await t.database.db.update(users).set({ referralBalancePence: 1000 }).where(eq(users.id, seller.user.id));
    const res = await seller.api.post('/api/users/referral/cashout', validBank);
    expect(res.statusCode).toBe(403);
    expect((await t.database.db.select().from(users).where(eq(users.id, seller.user.id)))[0]!.referralBalancePence).toBe(1000);
  });

  it('a referral between two accounts paid into the same bank account earns nothing', async () => {
    const referrer = await verifiedSeller(t);
    await placeOrder(t, referrer);
    const code = (await referrer.api.get('/api/users/details')).json().referral.code as string;
    const friend = await verifiedSeller(t, { referralCode: code });
    const { order_id: id } = await placeOrder(t, friend);
    await t.database.db.update(orders).set({ status: 'Awaiting Payout' }).where(eq(orders.id, id));
    const completed = (await ops(t, 'POST', `/api/ops/orders/${id}/complete`)).json();
    expect(completed).toMatchObject({ to: 'Completed' });
    expect(completed).not.toHaveProperty('rewarded_referrer');
    expect((await referrer.api.get('/api/users/details')).json().referral).toMatchObject({ balance: 0, uses: 0 });
  });
});

describe('Best Price Promise prices', () => {
  const price = 'Please enter a price in pounds, such as 120.00.';
  it('accepts "120.50" as typed; refuses below £0.01 and more than 2 decimals', async () => {
    const post = (body: object) => client(t).post('/api/support/bpp', body);
    expect((await post(createBestPrice({ price: '120.50' as never }))).statusCode).toBe(200);
    for (const bad of [0.001, 0.004, 120.505, '120.505', '0.00', -1]) {
      const res = await post({ ...createBestPrice(), price: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message, String(bad)).toBe(price);
    }
  });
});

describe('marketing consent', () => {
  it('registering without marketing gives all four toggles off; a partial update changes only what it names', async () => {
    const { cookie } = await register(t.app, { marketingConsent: false });
    const api = client(t, cookie);
    expect((await api.get('/api/marketing/')).json().data).toEqual({
      exclusive_offers: false,
      product_announcements: false,
      surveys_feedback: false,
      partner_offers: false,
      preferred_contact: '',
    });
    expect((await api.post('/api/marketing/update', { surveys_feedback: true })).statusCode).toBe(200);
    expect((await api.post('/api/marketing/update', { preferred_contact: 'SMS' })).statusCode).toBe(200);
    expect((await api.get('/api/marketing/')).json().data).toEqual({
      exclusive_offers: false,
      product_announcements: false,
      surveys_feedback: true,
      partner_offers: false,
      preferred_contact: 'SMS',
    });
    const consented = client(t, (await register(t.app, { marketingConsent: true })).cookie);
    expect(Object.values((await consented.get('/api/marketing/')).json().data).slice(0, 4)).toEqual([true, true, true, true]);
  });
});
