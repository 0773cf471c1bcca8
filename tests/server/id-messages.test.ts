import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../src/contract/index.ts';
import { orderNotFound } from '../../server/services/orders/order-view.ts';
import { deviceNotFound } from '../../server/services/pricing/price-quote.ts';
import { client, quoteFor, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * An outside review: a non-numeric order id in a path, or a number-like string as a body's deviceId, was answered
 * with zod's own English ("orderId: Invalid input: expected number, received NaN."). A client gets the message the
 * API already gives for an unknown order or device, as a 4xx.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let seller: Awaited<ReturnType<typeof verifiedSeller>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await verifiedSeller(t);
});
afterAll(() => t.close());

describe('ids a client sent wrong get the unknown order / device message', () => {
  it('the contract and the routes use one wording', () => {
    expect(validationMessages.orderNotFound).toBe(orderNotFound);
    expect(validationMessages.deviceNotFound).toBe(deviceNotFound);
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999', '1e3x'])('GET /api/users/orders/%s answers 400 "Order not found."', async (id) => {
    const res = await seller.api.get(`/api/users/orders/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Order not found.' });
  });

  it('an id no order has still answers 404 with the same message', async () => {
    const res = await seller.api.get('/api/users/orders/2147483647');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Order not found.' });
  });

  it.each([['12'], ['abc'], [1.5], [null]])('a quote with deviceId %j answers 400 "Device not found."', async (deviceId) => {
    const quote = await quoteFor(t);
    const res = await client(t).post('/api/quote/calculate', { ...quote, deviceId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Device not found.' });
  });

  it('a requote with order_id "7" answers 400 "Order not found."', async () => {
    const res = await seller.api.post('/api/orders/requote/accept', { order_id: '7' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Order not found.' });
  });

  it('a missing deviceId still says it is required', async () => {
    const { deviceId: _deviceId, ...rest } = await quoteFor(t);
    const res = await client(t).post('/api/quote/calculate', rest);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'deviceId is required.' });
  });
});

/** The same outside review: zod's "Invalid input: expected object, received null" reached clients as it was. */
describe('a body or a parameter of the wrong shape is named in plain words', () => {
  const send = (method: 'GET' | 'POST', url: string, payload?: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: seller.cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      payload,
    });

  it.each([undefined, 'null', '[]', '"x"'])('a cash-out with the body %s answers 400 "The request body must be a JSON object."', async (payload) => {
    const res = await send('POST', '/api/users/referral/cashout', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body must be a JSON object.' });
  });

  it('a query parameter given twice says so', async () => {
    const id = '123e4567-e89b-42d3-a456-426614174000';
    const res = await send('GET', `/api/orders/label-status?label_uuid=${id}&label_uuid=${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'label_uuid may be given only once.' });
  });

  it('a choice or a format a field must have is said in words', async () => {
    const uuid = await send('GET', '/api/orders/label-status?label_uuid=abc');
    expect(uuid.json()).toEqual({ success: false, message: 'label_uuid must be a valid UUID.' });
    const quote = await quoteFor(t);
    const type = await client(t).post('/api/quote/calculate', { ...quote, quoteType: 'express' });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ success: false, message: 'quoteType must be "standard" or "advanced".' });
  });

  it('a field of the wrong type names the type it must be', async () => {
    const res = await send('POST', '/api/marketing/update', JSON.stringify({ surveys_feedback: 'yes' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'surveys_feedback must be a boolean.' });
  });
});
