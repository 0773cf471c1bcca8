import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDiscountResponse, basketResponse, errorBody, removeDiscountResponse } from '../../src/contract/index.ts';
import { basketItems, discountCodes } from '../../server/db/schema/index.ts';
import { client, placeOrder, quoteFor, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A visitor with a basket of the given devices; their cookie goes with every later call. */
async function visitorWith(...names: string[]) {
  let cookie: string | undefined;
  for (const name of names) {
    const res = await client(t, cookie).post('/api/basket/add', await quoteFor(t, name));
    expect(res.statusCode).toBe(200);
    cookie = `qmt_basket=${res.cookies.find((c) => c.name === 'qmt_basket')!.value}`;
  }
  return client(t, cookie);
}

const basketOf = async (api: ReturnType<typeof client>) => basketResponse.parse((await api.get('/api/basket')).json());

describe('GET /api/basket', () => {
  it('answers an empty basket (200) to a visitor with none, never cached', async () => {
    const res = await client(t).get('/api/basket');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, contents: [], totalPrice: 0, originalPrice: 0, discount: null, itemCount: 0 });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('lists the items in the order they were added, with totals, and marks expired ones', async () => {
    const visitor = await visitorWith('Samsung Galaxy S23', 'iPhone 15');
    const basket = await basketOf(visitor);
    expect(basket.contents.map((item) => item.device_name)).toEqual(['Samsung Galaxy S23', 'iPhone 15']);
    expect(basket.itemCount).toBe(2);
    const sum = Math.round(basket.contents.reduce((total, item) => total + item.offer_price * 100, 0)) / 100;
    expect(basket).toMatchObject({ originalPrice: sum, totalPrice: sum, discount: null });
    expect(basket.contents.every((item) => item.expired === 0)).toBe(true);

    await t.database.db
      .update(basketItems)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(basketItems.id, basket.contents[0]!.id));
    expect((await basketOf(visitor)).contents.map((item) => item.expired)).toEqual([1, 0]);
  });
});

describe('POST /api/basket/remove', () => {
  it('removes the caller’s own item and answers the basket; someone else’s item is untouched', async () => {
    const owner = await visitorWith('Samsung Galaxy S23', 'iPhone 15');
    const stranger = await visitorWith('iPhone 13');
    const [first, second] = (await basketOf(owner)).contents;

    const foreign = await stranger.post('/api/basket/remove', { itemId: first!.id });
    expect(foreign.statusCode).toBe(200);
    expect(basketResponse.parse(foreign.json()).contents.map((item) => item.device_name)).toEqual(['iPhone 13']);
    expect((await basketOf(owner)).itemCount).toBe(2);

    const res = await owner.post('/api/basket/remove', { itemId: first!.id });
    expect(basketResponse.parse(res.json()).contents.map((item) => item.id)).toEqual([second!.id]);
    // Already gone: not an error, the seller's wish holds.
    expect((await owner.post('/api/basket/remove', { itemId: first!.id })).statusCode).toBe(200);
    expect((await owner.get('/api/basket/count')).json()).toEqual({ success: true, itemCount: 1 });
  });

  it('refuses a malformed item id with 400', async () => {
    const res = await client(t).post('/api/basket/remove', { itemId: 'one' });
    expect(res.statusCode).toBe(400);
    errorBody.parse(res.json());
  });
});

describe('discount codes', () => {
  it('fixed: adds the amount; percentage: adds the share rounded to the penny; remove restores the total', async () => {
    const visitor = await visitorWith('Samsung Galaxy S23');
    const { originalPrice } = await basketOf(visitor);

    const fixed = applyDiscountResponse.parse((await visitor.post('/api/basket/apply-discount', { code: ' extra20 ' })).json());
    expect(fixed).toMatchObject({
      message: 'Discount applied successfully!',
      originalPrice,
      discount: { code: 'EXTRA20', type: 'fixed', value: 20, discount: 20 },
    });
    expect(fixed.totalPrice).toBeCloseTo(originalPrice + 20, 2);

    const percent = applyDiscountResponse.parse((await visitor.post('/api/basket/apply-discount', { code: 'BOOST10' })).json());
    // 10%, held to BOOST10's £25 cap.
    const share = Math.min(Math.round(originalPrice * 100 * 0.1) / 100, 25);
    expect(percent.discount).toEqual({
      code: 'BOOST10',
      type: 'percentage',
      value: 10,
      discount: share,
      terms: { per_seller_limit: 3, expires_at: '2027-12-31T23:59:59.000Z', cap: 25, first_order_only: false },
    });
    expect(percent.totalPrice).toBeCloseTo(originalPrice + share, 2);
    expect((await basketOf(visitor)).discount).toEqual(percent.discount);

    const removed = removeDiscountResponse.parse((await visitor.post('/api/basket/remove-discount')).json());
    expect(removed).toEqual({ success: true, message: 'Discount removed.', totalPrice: originalPrice, originalPrice });
    expect((await basketOf(visitor)).discount).toBeNull();
  });

  it('refuses unknown, retired and blank codes with the reason, leaving the basket as it was', async () => {
    const visitor = await visitorWith('Samsung Galaxy S23');
    await visitor.post('/api/basket/apply-discount', { code: 'EXTRA20' });
    await t.database.db.insert(discountCodes).values({ code: 'OLD5', type: 'fixed', value: 500, active: false });
    for (const [code, message] of [
      ['NOPE', 'Invalid code.'],
      ['OLD5', 'This discount code has expired.'],
      ['   ', 'Please fill in all required fields.'],
    ] as const) {
      const res = await visitor.post('/api/basket/apply-discount', { code });
      expect(res.statusCode, code).toBe(400);
      expect(errorBody.parse(res.json()).message).toBe(message);
    }
    expect((await basketOf(visitor)).discount?.code).toBe('EXTRA20');
  });

  it('needs a basket', async () => {
    const res = await client(t).post('/api/basket/apply-discount', { code: 'EXTRA20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your basket is empty.');
  });

  it('referral codes: a friend’s code adds £5 on a first order; never one’s own; first-order codes only once', async () => {
    const referrer = await verifiedSeller(t);
    const friend = await verifiedSeller(t);
    const own = (await referrer.api.get('/api/users/details')).json().referral.code as string;
    await friend.api.post('/api/basket/add', await quoteFor(t));
    await referrer.api.post('/api/basket/add', await quoteFor(t));

    const applied = await friend.api.post('/api/basket/apply-discount', { code: own.toLowerCase() });
    expect(applyDiscountResponse.parse(applied.json()).discount).toEqual({
      code: own,
      type: 'fixed',
      value: 5,
      discount: 5,
      terms: { per_seller_limit: 1, expires_at: null, cap: null, first_order_only: true },
    });
    const self = await referrer.api.post('/api/basket/apply-discount', { code: own });
    expect(self.json()).toEqual({ success: false, message: 'You cannot use your own referral code.' });

    await placeOrder(t, referrer);
    await referrer.api.post('/api/basket/add', await quoteFor(t));
    const again = await referrer.api.post('/api/basket/apply-discount', { code: 'WELCOME5' });
    expect(again.json()).toEqual({ success: false, message: 'This code is only valid on your first order.' });
  });
});
