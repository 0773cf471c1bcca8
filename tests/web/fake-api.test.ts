import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';
import { fakeApi, json, offContract, on } from './helpers/fake-api.ts';

// The one fake API of the web tests holds replies to the contract, so a test cannot pass on an answer the server never gives.
afterEach(() => vi.unstubAllGlobals());

describe('fakeApi', () => {
  it('routes by the contract endpoint (path parameters too) and records what the app sent', async () => {
    const api = fakeApi([
      on(endpoints.getOrder, (_body, url) => json(404, { success: false, message: `No order ${url.pathname.split('/').pop()}.` })),
    ]);
    await expect(callApi(endpoints.getOrder, { params: { orderId: 7 } })).rejects.toMatchObject({ status: 404, message: 'No order 7.' });
    await expect(callApi(endpoints.getBasketCount)).resolves.toEqual({ success: true, itemCount: 0 });
    await expect(callApi(endpoints.getDevices)).rejects.toMatchObject({ status: 500 });
    expect(api.count(endpoints.getOrder)).toBe(1);
    expect(api.count(endpoints.getDevices)).toBe(1);
  });

  it('reports a 2xx reply that breaks the response schema, and a 4xx without the error body', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([on(endpoints.getBasketCount, () => json(200, { success: true })), on(endpoints.getDevices, () => json(400, { success: false }))]);
    await callApi(endpoints.getBasketCount).catch(() => undefined);
    await callApi(endpoints.getDevices).catch(() => undefined);
    expect(reported.mock.calls.map(([message]) => message)).toEqual([
      'fakeApi: the 200 reply to GET /api/basket/count breaks the contract',
      'fakeApi: the 400 reply to GET /api/devices breaks the contract',
    ]);
  });

  it('passes a reply marked offContract on unchecked', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([on(endpoints.getDevices, () => offContract(json(400, {})))]);
    await expect(callApi(endpoints.getDevices)).rejects.toMatchObject({ status: 400 });
    expect(reported).not.toHaveBeenCalled();
  });
});
