import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './helpers/clock.ts';
import { ops, placeOrder, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/** An outside review: after a declined revised quote, the seller's list, the seller's detail and `ops orders` disagreed. */
const clock = testClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Listed = {
  order_id: number;
  total: number;
  total_price: number;
  revised_price: number | null;
  return: { sent_at: string | null; tracking: string | null } | null;
};

describe('a declined revised quote, seen by the seller and by the operator', () => {
  it('the list says what the detail says about the return, and ops orders lists the price the seller sees', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    for (const move of ['deliver', 'checkin']) expect((await ops(t, 'POST', `/api/ops/orders/${id}/${move}`)).statusCode).toBe(200);
    expect((await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: 'Cracked screen' })).statusCode).toBe(200);
    expect((await seller.api.post('/api/orders/requote/decline', { order_id: id })).statusCode).toBe(200);

    const sellerRow = async () => ((await seller.api.get('/api/users/orders')).json().orders as Listed[]).find((o) => o.order_id === id)!;
    const operatorRow = async () => ((await ops(t, 'GET', '/api/ops/orders')).json().orders as Listed[]).find((o) => o.order_id === id)!;
    const detail = async () => (await seller.api.get(`/api/users/orders/${id}`)).json() as Listed;

    // Declined: the order is cancelled at its total, not at the refused offer.
    const listed = await sellerRow();
    expect(listed.revised_price).toBe(10);
    expect((await operatorRow()).total).toBe(listed.total_price);
    expect(listed.return).toEqual((await detail()).return);
    expect(listed.return).toMatchObject({ sent_at: null, tracking: null });

    expect((await ops(t, 'POST', `/api/ops/orders/${id}/return-sent`, { tracking: 'RM123456785GB' })).statusCode).toBe(200);
    const sent = await sellerRow();
    expect(sent.return).toEqual({ ...(await detail()).return, sent_at: clock.now().toISOString(), tracking: 'RM123456785GB' });
  });

  it('an accepted revised offer is the price on both lists', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    for (const move of ['deliver', 'checkin']) expect((await ops(t, 'POST', `/api/ops/orders/${id}/${move}`)).statusCode).toBe(200);
    expect((await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: 'Cracked screen' })).statusCode).toBe(200);
    expect((await seller.api.post('/api/orders/requote/accept', { order_id: id })).statusCode).toBe(200);
    const operator = ((await ops(t, 'GET', '/api/ops/orders')).json().orders as Listed[]).find((o) => o.order_id === id)!;
    expect(operator.total).toBe(10);
  });
});
