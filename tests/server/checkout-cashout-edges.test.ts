import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponse } from '../../src/contract/index.ts';
import { basketItems, orderItems, orders, quotes, referralCashouts, users } from '../../server/db/schema/index.ts';
import { quoteFor, validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Checkout and cash-out edges the mutation run (npm run test:mutation -- checkout-cashout) found unguarded: what
 * the order keeps of the seller and the quote, and the cash-out's exact minimum and verified-e-mail rule.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
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
