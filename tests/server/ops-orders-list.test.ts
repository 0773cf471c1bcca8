import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './helpers/clock.ts';
import { ops, placeOrder, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * An outside review of `ops orders`: "label ready" for cancelled and completed orders (the label no longer matters, or
 * is void), and only the old total for an order awaiting the seller's answer to a revised offer.
 */
const clock = testClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Row = { order_id: number; status: string; total: number; revised_offer: number | null; label: string };
const listed = async (id: number) => ((await ops(t, 'GET', '/api/ops/orders')).json().orders as Row[]).find((o) => o.order_id === id)!;
const move = async (id: number, ...moves: string[]) => {
  for (const name of moves) expect((await ops(t, 'POST', `/api/ops/orders/${id}/${name}`)).statusCode, name).toBe(200);
};

describe('ops orders shows the label state and the price that matter for each order', () => {
  it('a label is ready while the order waits to be posted, void once cancelled, used once the device is sent', async () => {
    const seller = await verifiedSeller(t);
    // One after another: each order is checked out from the seller's one basket.
    const [submitted, cancelled, completed, inTransit] = [
      (await placeOrder(t, seller)).order_id,
      (await placeOrder(t, seller)).order_id,
      (await placeOrder(t, seller)).order_id,
      (await placeOrder(t, seller)).order_id,
    ];
    await t.app.background.drain();
    await move(cancelled!, 'cancel');
    await move(completed!, 'deliver', 'checkin', 'pay', 'complete');
    await move(inTransit!, 'transit');

    expect(await listed(submitted!)).toMatchObject({ status: 'Submitted', label: 'ready', revised_offer: null });
    expect(await listed(cancelled!)).toMatchObject({ status: 'Cancelled', label: 'void (order cancelled)' });
    expect(await listed(completed!)).toMatchObject({ status: 'Completed', label: 'used (device sent)' });
    expect(await listed(inTransit!)).toMatchObject({ status: 'In Transit', label: 'used (device sent)' });
  });

  it('an order awaiting an answer to a revised offer lists the old total and the offer; once answered, only the price that holds', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    await move(id, 'deliver', 'checkin');
    expect((await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: 'Cracked screen' })).statusCode).toBe(200);
    const waiting = await listed(id);
    expect(waiting.status).toBe('Revised - Awaiting Response');
    expect(waiting.revised_offer).toBe(10);
    expect(waiting.total).toBeGreaterThan(10);

    expect((await seller.api.post('/api/orders/requote/accept', { order_id: id })).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ status: 'Awaiting Payout', total: 10, revised_offer: null });
  });

  it('an order cancelled because the seller declined a revised offer: its label was used (the device came in on it), not void', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    await move(id, 'transit', 'deliver', 'checkin');
    expect((await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: 'Cracked screen' })).statusCode).toBe(200);
    expect((await seller.api.post('/api/orders/requote/decline', { order_id: id })).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ status: 'Cancelled', label: 'used (device sent)' });
  });
});
