import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponse } from '../../src/contract/index.ts';
import { basketItems, orderItems, orders, quotes, referralCashouts, users } from '../../server/db/schema/index.ts';
import { testClock } from './helpers/clock.ts';
import { quoteFor, validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Checkout and cash-out edges the mutation run (npm run test:mutation -- checkout-cashout) found unguarded: what
 * the order keeps of the seller and the quote, and the cash-out's exact minimum and verified-e-mail rule.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
// Held still: an item can be made to expire at exactly the checkout's moment.
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Seller = Awaited<ReturnType<typeof verifiedSeller>>;
const setBalance = (seller: Seller, pence: number) =>
  t.database.db.update(users).set({ referralBalancePence: pence }).where(eq(users.id, seller.user.id));
const cashoutsOf = (seller: Seller) => t.database.db.select().from(referralCashouts).where(eq(referralCashouts.userId, seller.user.id));
const balanceOf = async (seller: Seller) => (await seller.api.get('/api/users/details')).json().referral.balance;

describe('checkout keeps what the seller and the quote said', () => {
  it("the order carries the seller's whole address and contact details, and each item the day it was quoted", async () => {
    const seller = await verifiedSeller(t);
    const { item } = (await seller.api.post('/api/basket/add', await quoteFor(t))).json();
    const [row] = await t.database.db.select().from(basketItems).where(eq(basketItems.id, item.id));
    const quotedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await t.database.db.update(quotes).set({ createdAt: quotedAt }).where(eq(quotes.id, row!.quoteId));

    const body = checkoutResponse.parse((await seller.api.post('/api/basket/checkout', validBank)).json());
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(order).toMatchObject({
      firstName: seller.user.firstName,
      lastName: seller.user.lastName,
      email: seller.user.email,
      phone: seller.user.phone,
      addressLine1: '1 High Street',
      addressLine2: 'Flat 2',
      city: 'Leeds',
      postcode: 'LS1 1AA',
    });
    const [kept] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, body.order_id));
    expect(kept!.quotedAt.toISOString()).toBe(quotedAt.toISOString());
  });
});

describe('checkout refuses what it must, and keeps the basket as the seller built it', () => {
  const itemsOf = (seller: Seller) => t.database.db.select().from(basketItems).where(eq(basketItems.basketId, seller.basketId));
  const checkoutAs = (seller: Seller) => seller.api.post('/api/basket/checkout', validBank);
  const withBasket = async (seller: Awaited<ReturnType<typeof verifiedSeller>>) => {
    const { item } = (await seller.api.post('/api/basket/add', await quoteFor(t))).json();
    const [row] = await t.database.db.select().from(basketItems).where(eq(basketItems.id, item.id));
    return { ...seller, basketId: row!.basketId, itemId: item.id as number };
  };
  type Seller = Awaited<ReturnType<typeof withBasket>>;

  it.each(['addressLine1', 'city', 'postcode'] as const)('a saved address without its %s is refused, and the basket stays', async (field) => {
    const seller = await withBasket(await verifiedSeller(t));
    await t.database.db
      .update(users)
      .set({ [field]: null })
      .where(eq(users.id, seller.user.id));
    const res = await checkoutAs(seller);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Please add your shipping address before submitting your order.' });
    expect(await itemsOf(seller)).toHaveLength(1);
  });

  it('an address with no second line is accepted: the order keeps an empty second line', async () => {
    const seller = await withBasket(await verifiedSeller(t));
    await t.database.db.update(users).set({ addressLine2: null }).where(eq(users.id, seller.user.id));
    const body = checkoutResponse.parse((await checkoutAs(seller)).json());
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(order!.addressLine2).toBe('');
  });

  it('an item whose quote expires at the very moment of checkout has expired; nothing is ordered and the basket stays', async () => {
    const seller = await withBasket(await verifiedSeller(t));
    await t.database.db.update(basketItems).set({ expiresAt: clock.now() }).where(eq(basketItems.id, seller.itemId));
    const res = await checkoutAs(seller);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Some items in your basket have expired. Please remove them before checking out.');
    expect(await itemsOf(seller)).toHaveLength(1);
  });

  it('the order lists its devices in the order they were added, whatever order the database returns them in', async () => {
    const seller = await withBasket(await verifiedSeller(t));
    const second = (await seller.api.post('/api/basket/add', await quoteFor(t, 'iPhone 13'))).json().item.id as number;
    const third = (await seller.api.post('/api/basket/add', await quoteFor(t, 'Samsung Galaxy S23'))).json().item.id as number;
    // The last two added in the same instant: the one added first (lower id) comes first.
    const sameMoment = new Date(clock.now().getTime() + 1000);
    await t.database.db.update(basketItems).set({ createdAt: sameMoment }).where(eq(basketItems.id, second));
    await t.database.db.update(basketItems).set({ createdAt: sameMoment }).where(eq(basketItems.id, third));
    // A row that leaves the basket and comes back is written anew, at the end of the table and of the basket's index:
    // a plain read of the basket now returns its items third, second, first.
    const elsewhere = (await withBasket(await verifiedSeller(t))).basketId;
    for (const id of [third, second, seller.itemId]) {
      await t.database.db.update(basketItems).set({ basketId: elsewhere }).where(eq(basketItems.id, id));
      await t.database.db.update(basketItems).set({ basketId: seller.basketId }).where(eq(basketItems.id, id));
    }
    const quoteOf = async (id: number) => (await t.database.db.select().from(basketItems).where(eq(basketItems.id, id)))[0]!.quoteId;
    const added = await Promise.all([seller.itemId, second, third].map(quoteOf));

    const body = checkoutResponse.parse((await checkoutAs(seller)).json());
    const kept = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, body.order_id)).orderBy(orderItems.id);
    expect(kept.map((item) => item.quoteId)).toEqual(added);
  });

  it("a friend's referral code entered at the basket links the two accounts at checkout, for the friend's reward", async () => {
    const referrer = await verifiedSeller(t);
    const code = (await referrer.api.get('/api/users/details')).json().referral.code as string;
    const seller = await withBasket(await verifiedSeller(t));
    expect((await seller.api.post('/api/basket/apply-discount', { code })).statusCode).toBe(200);
    checkoutResponse.parse((await checkoutAs(seller)).json());
    const [row] = await t.database.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row!.referredByUserId).toBe(referrer.user.id);
  });
});

describe('cash-out edges', () => {
  it('a balance of exactly £5.00 can be cashed out', async () => {
    const seller = await verifiedSeller(t);
    await setBalance(seller, 500);
    const res = await seller.api.post('/api/users/referral/cashout', validBank);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, balance: 0 });
    expect((await cashoutsOf(seller)).map((row) => row.amountPence)).toEqual([500]);
  });

  it('a seller with a balance but an unverified e-mail is asked to verify (403); nothing is paid and the balance stays', async () => {
    const seller = await verifiedSeller(t, {}, { verified: false });
    await setBalance(seller, 1200);
    const res = await seller.api.post('/api/users/referral/cashout', validBank);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Please verify your email address before cashing out your referral balance.' });
    expect(await cashoutsOf(seller)).toHaveLength(0);
    expect(await balanceOf(seller)).toBe(12);
  });
});
