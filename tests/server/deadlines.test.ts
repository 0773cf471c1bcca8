import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePrices, orderItems, orderReturns, orders, scheduledJobs } from '../../server/db/schema/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { testClock } from './helpers/clock.ts';
import { ops, placeOrder, quoteFor, validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

const clock = testClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mails = async (subject: string) => (await readMailbox(t.config.dataDir)).filter((mail) => mail.subject === subject);
const day = 24 * 60 * 60 * 1000;

/** An order moved by the operator CLI's endpoints to 'Revised - Awaiting Response'. */
async function revisedOrder(seller: Awaited<ReturnType<typeof verifiedSeller>>) {
  const { order_id: id } = await placeOrder(t, seller);
  for (const move of ['deliver', 'checkin']) expect((await ops(t, 'POST', `/api/ops/orders/${id}/${move}`)).statusCode).toBe(200);
  const revised = await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: 'Cracked screen' });
  expect(revised.statusCode).toBe(200);
  return id;
}

describe('quote validity: 14 calendar days from the order', () => {
  it('checkout, the order list and the confirmation e-mail give the send-by date', async () => {
    const seller = await verifiedSeller(t);
    const placed = await seller.api.post('/api/basket/add', await quoteFor(t));
    expect(placed.statusCode).toBe(200);
    const res = await seller.api.post('/api/basket/checkout', validBank);
    const body = res.json();
    const created = (await orderRow(body.order_id)).createdAt;
    expect(new Date(body.send_by).getTime()).toBe(created.getTime() + 14 * day);
    const listed = (await seller.api.get('/api/users/orders')).json().orders.find((o: { order_id: number }) => o.order_id === body.order_id);
    expect(listed.send_by).toBe(body.send_by);
    await t.app.background.drain();
    const [confirmation] = await mails(`Your order QMT-${body.order_id}: shipping label inside`);
    const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
      new Date(body.send_by),
    );
    expect(confirmation?.decoded).toContain(`Please post your device by ${date}`);
  });

  it('a device checked in after the send-by date is priced again at today’s value and revised, with the reason', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    const before = await orderRow(id);
    // Today's value has fallen since the quote.
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const [price] = await t.database.db.select().from(devicePrices).where(eq(devicePrices.deviceId, item!.deviceId));
    await t.database.db
      .update(devicePrices)
      .set({ basePence: Math.round(price!.basePence / 2) })
      .where(eq(devicePrices.deviceId, item!.deviceId));
    try {
      expect((await ops(t, 'POST', `/api/ops/orders/${id}/deliver`)).statusCode).toBe(200);
      clock.advanceDays(15);
      const res = await ops(t, 'POST', `/api/ops/orders/${id}/checkin`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ to: 'Revised - Awaiting Response', mailed: true });
      const detail = (await seller.api.get(`/api/users/orders/${id}`)).json();
      expect(detail.order_status).toBe('Revised - Awaiting Response');
      expect(detail.revised_price).toBeLessThan(before.totalPence / 100);
      expect(detail.revised_reason).toMatch(
        /^Your device arrived after the send-by date of .+ Quotes are valid for 14 days from your order, so we have priced it again with your answers at today's value\.$/,
      );
      expect(await mails(`Revised quote for your order QMT-${id}`)).toHaveLength(1);
    } finally {
      await t.database.db.update(devicePrices).set({ basePence: price!.basePence }).where(eq(devicePrices.deviceId, item!.deviceId));
    }
  });

  it('a device checked in on time (or late at an unchanged value) keeps its price', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: onTime } = await placeOrder(t, seller);
    const { order_id: late } = await placeOrder(t, seller);
    clock.advanceDays(13);
    await ops(t, 'POST', `/api/ops/orders/${onTime}/deliver`);
    expect((await ops(t, 'POST', `/api/ops/orders/${onTime}/checkin`)).json().to).toBe('Checked In - Under Review');
    clock.advanceDays(2);
    await ops(t, 'POST', `/api/ops/orders/${late}/deliver`);
    expect((await ops(t, 'POST', `/api/ops/orders/${late}/checkin`)).json().to).toBe('Checked In - Under Review');
    expect((await orderRow(late)).revisedPricePence).toBeNull();
  });
});

describe('revised quotes: 14 days to answer, then the device is returned', () => {
  it('an answer on day 15 is refused with the reason; on day 13 it is taken', async () => {
    const seller = await verifiedSeller(t);
    const stale = await revisedOrder(seller);
    const fresh = await revisedOrder(seller);
    clock.advanceDays(13);
    expect((await seller.api.post('/api/orders/requote/accept', { order_id: fresh })).json()).toMatchObject({
      success: true,
      order_status: 'Awaiting Payout',
    });
    clock.advanceDays(1);
    for (const answer of ['accept', 'decline']) {
      const res = await seller.api.post(`/api/orders/requote/${answer}`, { order_id: stale });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'The 14 days to answer this revised quote have passed, so it can no longer be accepted or declined. Your device will be returned to you.',
      );
    }
    expect((await orderRow(stale)).status).toBe('Revised - Awaiting Response');
  });

  it('the scheduler returns unanswered devices once, records why and e-mails the seller once', async () => {
    const seller = await verifiedSeller(t);
    const id = await revisedOrder(seller);
    clock.advanceDays(14);
    await t.database.db.update(scheduledJobs).set({ runAt: clock.now() });
    expect(await t.app.jobs.runDue()).toContain('expire-requotes');
    expect(await orderRow(id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Cancelled' });
    const detail = (await seller.api.get(`/api/users/orders/${id}`)).json();
    expect(detail.return).toMatchObject({ reason: 'The revised quote was not answered within 14 days.', sent_at: null, tracking: null });
    // Not due again yet; and due again, nothing is sent twice.
    expect(await t.app.jobs.runDue()).toEqual([]);
    clock.advanceDays(1);
    expect(await t.app.jobs.runDue()).toContain('expire-requotes');
    expect(await mails(`Your order QMT-${id}: your device will be returned`)).toHaveLength(1);
  });

  it('a decline records the return, e-mails the seller, and the operator marks it sent with a tracking reference', async () => {
    const seller = await verifiedSeller(t);
    const id = await revisedOrder(seller);
    const res = await seller.api.post('/api/orders/requote/decline', { order_id: id });
    expect(res.json()).toEqual({ success: true, message: 'Requote declined. Your device will be returned to you.', order_status: 'Cancelled' });
    await t.app.background.drain();
    const [mail] = await mails(`Your order QMT-${id}: your device will be returned`);
    expect(mail?.decoded).toContain('You declined the revised quote.');
    let detail = (await seller.api.get(`/api/users/orders/${id}`)).json();
    expect(detail.return).toMatchObject({ reason: 'You declined the revised quote.', sent_at: null, tracking: null });
    let listed = (await ops(t, 'GET', '/api/ops/orders')).json().orders.find((o: { order_id: number }) => o.order_id === id);
    expect(listed.return).toBe('to send');

    expect((await ops(t, 'POST', `/api/ops/orders/${id}/return-sent`, {})).statusCode).toBe(400);
    const sent = await ops(t, 'POST', `/api/ops/orders/${id}/return-sent`, { tracking: 'RM123456785GB' });
    expect(sent.json()).toEqual({ number: `QMT-${id}`, tracking: 'RM123456785GB' });
    // The return mail promised the tracking reference by e-mail.
    const [posted] = await mails(`Your order QMT-${id}: device posted back`);
    expect(posted?.decoded).toContain('Tracking reference: RM123456785GB.');
    detail = (await seller.api.get(`/api/users/orders/${id}`)).json();
    expect(detail.return).toMatchObject({ tracking: 'RM123456785GB', sent_at: clock.now().toISOString() });
    listed = (await ops(t, 'GET', '/api/ops/orders')).json().orders.find((o: { order_id: number }) => o.order_id === id);
    expect(listed.return).toBe('sent RM123456785GB');
    // Sent once: a second 'sent' is refused, the seller keeps the reference they were given and gets no second mail.
    const again = await ops(t, 'POST', `/api/ops/orders/${id}/return-sent`, { tracking: 'RM999999999GB' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order QMT-${id}'s return was already sent (tracking RM123456785GB).`);
    expect(await mails(`Your order QMT-${id}: device posted back`)).toHaveLength(1);
    expect((await seller.api.get(`/api/users/orders/${id}`)).json().return.tracking).toBe('RM123456785GB');
    // An order cancelled before posting has no return to send.
    const { order_id: other } = await placeOrder(t, seller);
    await ops(t, 'POST', `/api/ops/orders/${other}/cancel`);
    expect((await ops(t, 'POST', `/api/ops/orders/${other}/return-sent`, { tracking: 'X1' })).json().message).toBe(
      `Order QMT-${other} has no return to send.`,
    );
    expect(await t.database.db.select().from(orderReturns).where(eq(orderReturns.orderId, other))).toEqual([]);
  });
});

describe('a cancelled order’s label is void', () => {
  it('its PDF, QR code and status answer 410 with the reason; the order list says so', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id, label_name: uuid } = await placeOrder(t, seller);
    await t.app.background.drain();
    expect((await seller.api.get(`/api/orders/label/${uuid}/label.pdf`)).statusCode).toBe(200);
    await ops(t, 'POST', `/api/ops/orders/${id}/cancel`);
    const message = 'This shipping label is void because the order was cancelled. Please do not send your device with it.';
    for (const url of [
      `/api/orders/label/${uuid}/label.pdf`,
      `/api/orders/label/${uuid}/qrcode.png`,
      `/api/orders/label-status?label_uuid=${uuid}`,
    ]) {
      const res = await seller.api.get(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.json()).toEqual({ success: false, message });
    }
    const listed = (await seller.api.get('/api/users/orders')).json().orders.find((o: { order_id: number }) => o.order_id === id);
    expect(listed).toMatchObject({ label_void: true, shipping_label: null });
  });
});
