import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../../src/contract/index.ts';
import { orders, referralCashouts, users } from '../../server/db/schema/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { checkMove, orderMoves } from '../../server/services/orders/transitions.ts';
import { invalidBank, ops, placeOrder, validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setStatus = (id: number, status: OrderStatus, extra: Partial<typeof orders.$inferInsert> = {}) =>
  t.database.db
    .update(orders)
    .set({ status, ...extra })
    .where(eq(orders.id, id));
const statusOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('operator moves (npm run ops)', () => {
  it('allow exactly the lifecycle’s moves from every status, refusing the rest with the reason (409)', async () => {
    const { order_id: id } = await placeOrder(t, await verifiedSeller(t));
    const moves = ['transit', 'deliver', 'checkin', 'pay', 'complete', 'cancel', 'revise'] as const;
    let allowed = 0;
    for (const move of moves) {
      for (const from of orderStatuses) {
        await setStatus(id, from);
        const res =
          move === 'revise'
            ? await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: 'Scratched' })
            : await ops(t, 'POST', `/api/ops/orders/${id}/${move}`);
        const check = checkMove(move, from);
        if (check.ok) {
          allowed += 1;
          expect(res.statusCode, `${move} from ${from}`).toBe(200);
          expect(res.json()).toMatchObject({ order_id: id, number: `QMT-${id}`, from, to: check.to });
          expect((await statusOf(id)).status).toBe(check.to);
        } else {
          expect(res.statusCode, `${move} from ${from}`).toBe(409);
          expect(res.json().message).toBe(check.reason);
          expect((await statusOf(id)).status).toBe(from);
        }
      }
    }
    expect(allowed).toBe(moves.reduce((sum, move) => sum + orderMoves[move].from.length, 0));
  });

  it('say which order is missing, and check the revise payload', async () => {
    expect((await ops(t, 'POST', '/api/ops/orders/999999/transit')).json()).toEqual({ success: false, message: 'Order QMT-999999 was not found.' });
    const { order_id: id } = await placeOrder(t, await verifiedSeller(t));
    await setStatus(id, 'Checked In - Under Review');
    expect((await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: -1, reason: 'x' })).statusCode).toBe(400);
    expect((await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: ' ' })).statusCode).toBe(400);
  });

  it('transit records a tracking reference; orders lists id, status, seller and total', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    expect((await ops(t, 'POST', `/api/ops/orders/${id}/transit`, { tracking: 'DPD123456' })).statusCode).toBe(200);
    expect((await statusOf(id)).shippingTracking).toBe('DPD123456');
    const listed = (await ops(t, 'GET', '/api/ops/orders')).json().orders.find((o: { order_id: number }) => o.order_id === id);
    expect(listed).toMatchObject({
      number: `QMT-${id}`,
      status: 'In Transit',
      seller: seller.body.username.toLowerCase(),
      total: (await statusOf(id)).totalPence / 100,
    });
  });

  it('expire-requotes cancels revised quotes unanswered for 14 days (and e-mails the seller), not younger ones', async () => {
    const seller = await verifiedSeller(t);
    const day = 24 * 60 * 60 * 1000;
    const { order_id: old } = await placeOrder(t, seller);
    const { order_id: young } = await placeOrder(t, seller);
    await setStatus(old, 'Revised - Awaiting Response', {
      revisedAt: new Date(Date.now() - 15 * day),
      revisedPricePence: 1000,
      revisedReason: 'Dented',
    });
    await setStatus(young, 'Revised - Awaiting Response', {
      revisedAt: new Date(Date.now() - 13 * day),
      revisedPricePence: 1000,
      revisedReason: 'Dented',
    });
    const res = await ops(t, 'POST', '/api/ops/requotes/expire');
    expect(res.json().expired).toContain(`QMT-${old}`);
    expect(res.json().expired).not.toContain(`QMT-${young}`);
    expect(await statusOf(old)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Cancelled' });
    expect((await statusOf(young)).status).toBe('Revised - Awaiting Response');
    await t.app.background.drain();
    expect((await readMailbox(t.config.dataDir)).some((mail) => mail.subject === `Your order QMT-${old}: your device will be returned`)).toBe(true);
  });
});

describe('referral rewards and cashout', () => {
  async function friendOf(referrer: Awaited<ReturnType<typeof verifiedSeller>>) {
    const code = (await referrer.api.get('/api/users/details')).json().referral.code as string;
    return verifiedSeller(t, { referralCode: code });
  }
  const complete = async (id: number) => {
    await setStatus(id, 'Awaiting Payout');
    return (await ops(t, 'POST', `/api/ops/orders/${id}/complete`)).json();
  };
  const balanceOf = async (seller: Awaited<ReturnType<typeof verifiedSeller>>) => (await seller.api.get('/api/users/details')).json().referral;

  it('the friend’s first order carries the £5; completing it credits the referrer £5 once', async () => {
    const referrer = await verifiedSeller(t);
    const friend = await friendOf(referrer);
    const first = await placeOrder(t, friend);
    expect((await statusOf(first.order_id)).discountPence).toBe(500);

    expect(await complete(first.order_id)).toMatchObject({ to: 'Completed', rewarded_referrer: referrer.user.id });
    expect(await statusOf(first.order_id)).toMatchObject({ paymentStatus: 'Paid' });
    expect(await balanceOf(referrer)).toMatchObject({ balance: 5, uses: 1 });

    const second = await placeOrder(t, friend);
    expect((await statusOf(second.order_id)).discountPence).toBe(0);
    expect(await complete(second.order_id)).not.toHaveProperty('rewarded_referrer');
    expect(await balanceOf(referrer)).toMatchObject({ balance: 5, uses: 1 });
  });

  it('cashout: the spec’s field messages, a modulus check, the £5.00 minimum, then the whole balance', async () => {
    const seller = await verifiedSeller(t);
    const cashout = (body: object) => seller.api.post('/api/users/referral/cashout', body);
    for (const [body, message] of [
      [{ sort_code: '', account_number: '' }, 'Please enter both sort code and account number.'],
      [{ sort_code: '12345', account_number: '12345678' }, 'Sort code must be 6 digits (e.g. 12-34-56).'],
      [{ sort_code: '123456', account_number: '1234' }, 'Account number must be 8 digits.'],
      [validBank, 'Your referral balance must be at least £5.00 to cash out.'],
    ] as const) {
      const res = await cashout(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await t.database.db.update(users).set({ referralBalancePence: 1000 }).where(eq(users.id, seller.user.id));
    expect((await cashout(invalidBank)).json().message).toBe(
      'These bank details do not match a UK bank account. Please check the sort code and account number.',
    );
    const res = await cashout({ sort_code: '089999', account_number: '66374958' });
    expect(res.json()).toEqual({
      success: true,
      message: "Cashout request submitted successfully! We'll process it within 1-2 business days.",
      balance: 0,
    });
    expect(await balanceOf(seller)).toMatchObject({ balance: 0 });
    const [row] = await t.database.db.select().from(referralCashouts).where(eq(referralCashouts.userId, seller.user.id));
    expect(row).toMatchObject({ amountPence: 1000, sortCode: '08-99-99', accountNumber: '66374958', status: 'Requested' });
    expect((await cashout(validBank)).statusCode).toBe(400);
  });
});
