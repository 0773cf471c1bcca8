import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/contract/index.ts';
import {
  ApiError,
  InvalidResponseError,
  NetworkError,
  ValidationError,
  buildUrl,
  callApi,
  errorMessage,
  fetchApi,
  isRetryable,
} from '../../src/lib/api/call-api.ts';
import { reachability, resetReachability } from '../../src/lib/api/reachability.ts';

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function stubFetch(impl: (input: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetReachability();
});

const device = { id: 1, device_name: 'iPhone 13', brand: 'Apple', device_type: 'phone', image_url: '/devices/iphone-13.webp' };

describe('callApi', () => {
  it('parses a 2xx body with the endpoint schema and sends credentials and Accept', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, itemCount: 2 }));
    await expect(callApi(endpoints.getBasketCount)).resolves.toEqual({ success: true, itemCount: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/basket/count');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ Accept: 'application/json' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends the validated JSON body and the Idempotency-Key', async () => {
    const item = {
      id: 4,
      device_name: 'iPhone 13',
      image_url: '/devices/iphone-13.webp',
      brand: 'Apple',
      offer_price: 215,
      expires_at: '2026-12-05T10:00:00.000Z',
      expired: 0,
      selected_answers: { 'Does it power on?': 'Yes' },
    };
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, message: 'Added to basket.', item, itemCount: 1 }));
    const body = { deviceId: 1, selected_answers: { 'Does it power on?': 'Yes' }, quoteType: 'standard' as const };
    const result = await callApi(endpoints.addToBasket, { body, idempotencyKey: '3f1c2e9a-7b7d-4c59-9c4e-2f1a0b6d8e11' });
    expect(result.item.offer_price).toBe(215);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/basket/add');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(body);
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': '3f1c2e9a-7b7d-4c59-9c4e-2f1a0b6d8e11',
    });
  });

  it('validates the body before sending: the spec message, no request made', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, message: 'ok' }));
    const call = callApi(endpoints.checkout, { body: { sort_code: '123456', account_number: '12345678' } });
    await expect(call).rejects.toBeInstanceOf(ValidationError);
    await expect(call).rejects.toMatchObject({ message: 'Sort code must be in format XX-XX-XX', path: ['body', 'sort_code'] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the normalised body (what the server will parse)', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, message: 'Requested.', balance: 0 }));
    await callApi(endpoints.cashoutReferral, { body: { sort_code: '123456', account_number: '12345678' } });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ sort_code: '12-34-56', account_number: '12345678' });
  });

  it('throws ApiError with the server message on a 4xx', async () => {
    stubFetch(async () => jsonResponse({ success: false, message: 'Invalid username or password' }, 401));
    const call = callApi(endpoints.login, { body: { username: 'ada@example.com', password: 'wrong' } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Invalid username or password', serverMessage: 'Invalid username or password' });
  });

  it('a non-2xx without an errorBody gives a generic message and no server message', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await callApi(endpoints.getBasket).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'Something went wrong. Please try again.', serverMessage: undefined });
    expect(isRetryable(error)).toBe(true);
    expect(errorMessage(error, { fallback: 'Failed to load basket items. Please try again.' })).toBe(
      'Failed to load basket items. Please try again.',
    );
  });

  it('throws NetworkError when fetch rejects, and rethrows an abort as it is', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await callApi(endpoints.getBasket).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isRetryable(error)).toBe(true);
    expect(errorMessage(error, { fallback: 'Failed to calculate quote.', network: 'Something went wrong calculating the quote.' })).toBe(
      'Something went wrong calculating the quote.',
    );

    stubFetch(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(callApi(endpoints.getBasket)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('while the browser says it is offline: no request, a NetworkError, and the server counted as out of reach', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, itemCount: 2 }));
    vi.stubGlobal('navigator', { onLine: false });
    const error = await callApi(endpoints.getBasketCount).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reachability()).toBe('offline');

    vi.stubGlobal('navigator', { onLine: true });
    await expect(callApi(endpoints.getBasketCount)).resolves.toEqual({ success: true, itemCount: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reachability()).toBe('reachable');
  });

  it('a 2xx that does not match the contract is an InvalidResponseError with the real status', async () => {
    stubFetch(async () => jsonResponse({ success: true, price: '12.00' }));
    const error = await callApi(endpoints.calculateQuote, {
      body: { deviceId: 1, selected_answers: { 'Does it power on?': 'Yes' }, quoteType: 'advanced' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200 });
    expect(isRetryable(error)).toBe(false);
  });

  it('checks a list answer in slices, each after a yield, with the same result and the bad item at its own index', async () => {
    // docs/decisions/157-catalogue-checked-in-slices.md: 100 devices, 40 at a time, are three tasks.
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    const list = Array.from({ length: 100 }, (_, index) => ({ ...device, id: index + 1, device_name: `Phone ${index + 1}` }));
    stubFetch(async () => jsonResponse(list));
    const sliced = await fetchApi(endpoints.getDevices, { parseSliceSize: 40 });
    expect(sliced.data).toEqual(list);
    expect(yields).toHaveBeenCalledTimes(2);

    const broken = list.map((item, index) => (index === 85 ? { ...item, device_type: 'toaster' } : item));
    stubFetch(async () => jsonResponse(broken));
    const whole = await callApi(endpoints.getDevices).catch((e: unknown) => e);
    const inSlices = await fetchApi(endpoints.getDevices, { parseSliceSize: 40 }).catch((e: unknown) => e);
    expect(inSlices).toBeInstanceOf(InvalidResponseError);
    expect((inSlices as InvalidResponseError).issues.map((issue) => issue.path)).toEqual([[85, 'device_type']]);
    expect((inSlices as InvalidResponseError).issues).toEqual((whole as InvalidResponseError).issues);
  });

  it('fills path params and query strings', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, ready: false }));
    await callApi(endpoints.getLabelStatus, { query: { label_uuid: '3f1c2e9a-7b7d-4c59-9c4e-2f1a0b6d8e11' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/orders/label-status?label_uuid=3f1c2e9a-7b7d-4c59-9c4e-2f1a0b6d8e11');
    expect(buildUrl('/api/users/orders/:orderId', { orderId: 42 })).toBe('/api/users/orders/42');
    expect(buildUrl('/api/users/verify', undefined, { token: 'a b&c' })).toBe('/api/users/verify?token=a+b%26c');
  });
});

describe('fetchApi', () => {
  it('a 304 after If-None-Match gives undefined data', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
    const result = await fetchApi(endpoints.getDevices, { headers: { 'If-None-Match': '"v1"' } });
    expect(result).toMatchObject({ status: 304, notModified: true, data: undefined });
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ 'If-None-Match': '"v1"' });
  });

  it('a 200 gives the parsed data with status and headers', async () => {
    stubFetch(async () => jsonResponse([device], 200, { ETag: '"v2"' }));
    const result = await fetchApi(endpoints.getDevices);
    expect(result.status).toBe(200);
    expect(result.headers.get('ETag')).toBe('"v2"');
    expect(result.data).toEqual([device]);
  });
});

// Type-level checks: compiled by `tsc -p tsconfig.node.json`, never run.
export function typeChecks() {
  // @ts-expect-error the body is required for a call that declares one
  void callApi(endpoints.login);
  // @ts-expect-error a call without a body schema takes no body
  void callApi(endpoints.getBasket, { body: { x: 1 } });
  // @ts-expect-error path params are required
  void callApi(endpoints.getOrder, {});
  void callApi(endpoints.getOrder, { params: { orderId: '7' } });
  void callApi(endpoints.requestVerification);
}
