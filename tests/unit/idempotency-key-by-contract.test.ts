import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/contract/index.ts';
import { callApi } from '../../src/lib/api/call-api.ts';

/**
 * The contract's `idempotent: true` drives the client (issue 17): every call to a flagged endpoint carries an
 * Idempotency-Key (the outbox's own opId when it gives one, so its retries share it), and no other call does.
 */
function stubFetch(body: unknown) {
  const fetchMock = vi.fn(
    async (_input: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key from the contract flag', () => {
  it('a flagged call (cash-out) carries a fresh key each time it is made', async () => {
    expect(endpoints.cashoutReferral.idempotent).toBe(true);
    const fetchMock = stubFetch({ success: true, message: 'Cashout request submitted successfully!', balance: 0 });
    const bank = { sort_code: '08-99-99', account_number: '66374958' };
    await callApi(endpoints.cashoutReferral, { body: bank });
    await callApi(endpoints.cashoutReferral, { body: bank });
    const [first, second] = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('a flagged call with no body (remove discount) carries one too', async () => {
    const fetchMock = stubFetch({ success: true, message: 'Discount removed.', totalPrice: 0, originalPrice: 0 });
    await callApi(endpoints.removeDiscount);
    expect(keyOf(fetchMock.mock.calls[0]![1])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the key a caller gives (the outbox row opId) is the one sent, on every retry', async () => {
    const fetchMock = stubFetch({ success: true, message: 'Discount removed.', totalPrice: 0, originalPrice: 0 });
    await callApi(endpoints.removeDiscount, { idempotencyKey: 'op-1' });
    await callApi(endpoints.removeDiscount, { idempotencyKey: 'op-1' });
    expect(fetchMock.mock.calls.map(([, init]) => keyOf(init))).toEqual(['op-1', 'op-1']);
  });

  it('an unflagged call carries none', async () => {
    const fetchMock = stubFetch({ success: true, itemCount: 0 });
    await callApi(endpoints.getBasketCount);
    expect(keyOf(fetchMock.mock.calls[0]![1])).toBeUndefined();
  });
});
