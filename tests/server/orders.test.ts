import { existsSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelStatusResponse, orderResponse, ordersResponse } from '../../src/contract/index.ts';
import { orders } from '../../server/db/schema/index.ts';
import { labelPath } from '../../server/services/labels/label-files.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { client, ops, placeOrder, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let seller: Awaited<ReturnType<typeof verifiedSeller>>;
let stranger: Awaited<ReturnType<typeof verifiedSeller>>;
let order: { order_id: number; label_name: string };

beforeAll(async () => {
  t = await createTestApp();
  seller = await verifiedSeller(t);
  stranger = await verifiedSeller(t);
  order = await placeOrder(t, seller);
});
afterAll(() => t.close());

describe('orders: list and detail', () => {
  it('lists the seller’s orders with the bank details masked', async () => {
    const res = await seller.api.get('/api/users/orders');
    expect(res.statusCode).toBe(200);
    const [summary] = ordersResponse.parse(res.json()).orders;
    expect(summary).toMatchObject({
      order_id: order.order_id,
      order_status: 'Submitted',
      total_items: 1,
      payment_status: 'Pending',
      label_uuid: order.label_name,
      payment: { payout_method: 'Bank Transfer', sort_code: '**-**-99', account_number: '****4958' },
    });
    expect(res.body).not.toContain('66374958');
    expect(ordersResponse.parse((await stranger.api.get('/api/users/orders')).json()).orders).toEqual([]);
  });

  it('shows the seller’s own order in full, bank details masked as in the list', async () => {
    const res = await seller.api.get(`/api/users/orders/${order.order_id}`);
    expect(res.body).not.toContain('66374958');
    const detail = orderResponse.parse(res.json());
    expect(detail).toMatchObject({ order_id: order.order_id, revised_price: null, revised_reason: null, discount: null, shipping_tracking: null });
    expect(detail.payment).toEqual({ payout_method: 'Bank Transfer', sort_code: '**-**-99', account_number: '****4958' });
    expect(detail.items[0]).toMatchObject({ device_name: 'Samsung Galaxy S23', brand: 'Samsung' });
  });

  it('another seller’s order, label, label files and requote are 404, exactly like an unknown one (no IDOR)', async () => {
    const other = stranger.api;
    const unknownUuid = '00000000-0000-4000-8000-000000000000';
    for (const [index, [res, unknown]] of [
      [await other.get(`/api/users/orders/${order.order_id}`), await other.get('/api/users/orders/999999')],
      [
        await other.get(`/api/orders/label-status?label_uuid=${order.label_name}`),
        await other.get(`/api/orders/label-status?label_uuid=${unknownUuid}`),
      ],
      [await other.get(`/api/orders/label/${order.label_name}/label.pdf`), await other.get(`/api/orders/label/${unknownUuid}/label.pdf`)],
      [await other.get(`/api/orders/label/${order.label_name}/qrcode.png`), await other.get(`/api/orders/label/${unknownUuid}/qrcode.png`)],
      [
        await other.post('/api/orders/requote/accept', { order_id: order.order_id }),
        await other.post('/api/orders/requote/accept', { order_id: 999999 }),
      ],
      [
        await other.post('/api/orders/requote/decline', { order_id: order.order_id }),
        await other.post('/api/orders/requote/decline', { order_id: 999999 }),
      ],
    ].entries()) {
      expect(res!.statusCode, `check ${index}`).toBe(404);
      expect(res!.json(), `check ${index}`).toEqual(unknown!.json());
    }
  });

  it('every order call needs a session (401)', async () => {
    for (const url of [
      '/api/users/orders',
      `/api/users/orders/${order.order_id}`,
      `/api/orders/label-status?label_uuid=${order.label_name}`,
      `/api/orders/label/${order.label_name}/label.pdf`,
    ]) {
      expect((await client(t).get(url)).statusCode, url).toBe(401);
    }
    expect((await client(t).post('/api/orders/requote/accept', { order_id: order.order_id })).statusCode).toBe(401);
  });
});

describe('shipping label', () => {
  it('is made after the response: label-status turns ready, the PDF and QR code are served, and mailed', async () => {
    await t.app.background.drain();
    const status = labelStatusResponse.parse((await seller.api.get(`/api/orders/label-status?label_uuid=${order.label_name}`)).json());
    expect(status).toEqual({
      success: true,
      ready: true,
      label_url: `/api/orders/label/${order.label_name}/label.pdf`,
      qrcode_url: `/api/orders/label/${order.label_name}/qrcode.png`,
    });
    const list = ordersResponse.parse((await seller.api.get('/api/users/orders')).json());
    expect(list.orders[0]!.shipping_label).toBe(status.ready ? status.label_url : null);

    const pdf = await seller.api.get(status.ready ? status.label_url : '');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(`Shipping label QMT-${order.order_id}`);
    const qr = await seller.api.get(status.ready ? status.qrcode_url : '');
    expect(qr.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(qr.rawPayload);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(`QMT-${order.order_id}:${order.label_name}`);

    const mails = (await readMailbox(t.config.dataDir)).filter((mail) => mail.to === seller.body.username.toLowerCase());
    const confirmation = mails.find((mail) => mail.subject === `Your order QMT-${order.order_id}: shipping label inside`);
    expect(confirmation?.raw).toContain(`filename=QMT-${order.order_id}-shipping-label.pdf`);
    expect(confirmation?.raw).toContain('Content-Type: application/pdf');
  });

  it('a label left pending (the process stopped mid-job) is made again when polled, and mailed only once', async () => {
    const second = await placeOrder(t, seller);
    await t.app.background.drain();
    await t.database.db.update(orders).set({ labelStatus: 'pending' }).where(eq(orders.labelUuid, second.label_name));
    rmSync(labelPath(t.config.dataDir, second.label_name, 'pdf'));
    const poll = async () => labelStatusResponse.parse((await seller.api.get(`/api/orders/label-status?label_uuid=${second.label_name}`)).json());

    expect((await poll()).ready).toBe(false);
    await t.app.background.drain();
    expect((await poll()).ready).toBe(true);
    expect(existsSync(labelPath(t.config.dataDir, second.label_name, 'pdf'))).toBe(true);
    const mails = (await readMailbox(t.config.dataDir)).filter((mail) => mail.subject === `Your order QMT-${second.order_id}: shipping label inside`);
    expect(mails).toHaveLength(1);
  });
});

describe('requote accept and decline', () => {
  async function revisedOrder() {
    const placed = await placeOrder(t, seller);
    for (const move of ['deliver', 'checkin']) expect((await ops(t, 'POST', `/api/ops/orders/${placed.order_id}/${move}`)).statusCode).toBe(200);
    const revised = await ops(t, 'POST', `/api/ops/orders/${placed.order_id}/revise`, { price: 42.5, reason: 'Screen cracked' });
    expect(revised.json()).toMatchObject({ from: 'Checked In - Under Review', to: 'Revised - Awaiting Response', mailed: true });
    return placed.order_id;
  }

  it('accept: Awaiting Payout, with the spec message; the detail shows the revised offer', async () => {
    const id = await revisedOrder();
    const detail = orderResponse.parse((await seller.api.get(`/api/users/orders/${id}`)).json());
    expect(detail).toMatchObject({ order_status: 'Revised - Awaiting Response', revised_price: 42.5, revised_reason: 'Screen cracked' });
    const res = await seller.api.post('/api/orders/requote/accept', { order_id: id });
    expect(res.json()).toEqual({
      success: true,
      message: 'Requote accepted! Your payment will be processed next business day.',
      order_status: 'Awaiting Payout',
    });
    const again = await seller.api.post('/api/orders/requote/decline', { order_id: id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This order has no revised quote waiting for your answer.');
  });

  it('decline: Cancelled, payment cancelled, device returned', async () => {
    const id = await revisedOrder();
    const res = await seller.api.post('/api/orders/requote/decline', { order_id: id });
    expect(res.json()).toEqual({ success: true, message: 'Requote declined. Your device will be returned to you.', order_status: 'Cancelled' });
    expect(orderResponse.parse((await seller.api.get(`/api/users/orders/${id}`)).json()).payment_status).toBe('Cancelled');
  });

  it('a revised quote is e-mailed to the seller with the price and reason', async () => {
    const id = await revisedOrder();
    const mail = (await readMailbox(t.config.dataDir)).find((m) => m.subject === `Revised quote for your order QMT-${id}`);
    expect(mail?.to).toBe(seller.body.username.toLowerCase());
    expect(mail?.decoded).toContain('£42.50');
    expect(mail?.decoded).toContain('Reason: Screen cracked');
  });
});
