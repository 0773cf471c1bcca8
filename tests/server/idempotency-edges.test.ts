import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/contract/index.ts';
import { fingerprint, lockId, openSecret, readIdempotencyKey, sealSecret } from '../../server/http/idempotency/idempotency-key.ts';
import { quoteFor, validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Edges the mutation run (npm run test:mutation -- idempotency, 2026-11-23: 72.3%) found unguarded: a refused change
 * is not remembered, a call without a key is never marked replayed, malformed keys are refused, and the body's
 * fingerprint ignores key order but nothing else.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the Idempotency-Key wrapper, through the real routes', () => {
  it('a refused change is not remembered: the same key and body succeed once the cause is gone', async () => {
    const seller = await verifiedSeller(t);
    const key = randomUUID();
    const checkout = () =>
      t.app.inject({ method: 'POST', url: '/api/basket/checkout', headers: { cookie: seller.cookie, 'idempotency-key': key }, payload: validBank });
    const empty = await checkout();
    expect(empty.statusCode).toBe(400);
    expect(errorBody.parse(empty.json()).message).toBe('Your basket is empty.');

    expect((await seller.api.post('/api/basket/add', await quoteFor(t))).statusCode).toBe(200);
    const placed = await checkout();
    expect(placed.statusCode).toBe(200);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    expect(placed.json()).toMatchObject({ success: true });
  });

  it('a call without a key runs as it is and is never marked as a replay', async () => {
    const quote = await quoteFor(t);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/basket/add', payload: quote });
      expect(res.statusCode).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('a malformed key (a space, 256 characters, non-ASCII) is a 400 with a message and changes nothing', async () => {
    const quote = await quoteFor(t);
    for (const key of ['has space', 'k'.repeat(256), 'clé']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/basket/add', headers: { 'idempotency-key': key }, payload: quote });
      expect(res.statusCode, key).toBe(400);
      expect(errorBody.parse(res.json()).message.length).toBeGreaterThan(0);
      expect(res.cookies.find((c) => c.name === 'qmt_basket')).toBeUndefined();
    }
  });
});

const requestOf = (body: unknown, url = '/api/basket/add', method = 'POST') =>
  ({ method, url, routeOptions: { url }, body, headers: {} }) as unknown as FastifyRequest;

describe('the key helpers', () => {
  it('the fingerprint ignores the order of fields (at any depth) and absent fields, and nothing else', () => {
    const base = fingerprint(requestOf({ device_id: 1, answers: [{ a: 1, b: 'x' }], note: undefined }));
    expect(fingerprint(requestOf({ answers: [{ b: 'x', a: 1 }], device_id: 1 }))).toBe(base);
    expect(fingerprint(requestOf({ device_id: 2, answers: [{ a: 1, b: 'x' }] }))).not.toBe(base);
    expect(fingerprint(requestOf({ device_id: '1', answers: [{ a: 1, b: 'x' }] }))).not.toBe(base);
    expect(
      fingerprint(
        requestOf({
          device_id: 1,
          answers: [
            { a: 1, b: 'x' },
            { a: 1, b: 'x' },
          ],
        }),
      ),
    ).not.toBe(base);
    expect(fingerprint(requestOf([1, 2]))).not.toBe(fingerprint(requestOf([2, 1])));
    expect(fingerprint(requestOf({ device_id: 1, answers: [{ a: 1, b: 'x' }] }, '/api/basket/remove'))).not.toBe(base);
    expect(fingerprint(requestOf({ device_id: 1, answers: [{ a: 1, b: 'x' }] }, '/api/basket/add', 'PUT'))).not.toBe(base);
  });

  it('the advisory lock id is the first 64 bits of the key hash, signed', () => {
    expect(lockId(`0000000000000001${'0'.repeat(48)}`)).toBe('1');
    expect(lockId(`ffffffffffffffff${'0'.repeat(48)}`)).toBe('-1');
    expect(lockId(`7fffffffffffffff${'f'.repeat(48)}`)).toBe('9223372036854775807');
  });

  it('a sealed secret opens only with its own key; a wrong key or damaged text gives null, never a throw', () => {
    const sealed = sealSecret('key-one', 'basket-token');
    expect(openSecret('key-one', sealed)).toBe('basket-token');
    expect(openSecret('key-two', sealed)).toBeNull();
    // One character in the middle changed (always a different one: swapping the last two for 'AA' was sometimes no
    // change at all, or only bits base64url does not decode, and the test failed by chance).
    const middle = Math.floor(sealed.length / 2);
    const damaged = `${sealed.slice(0, middle)}${sealed[middle] === 'A' ? 'B' : 'A'}${sealed.slice(middle + 1)}`;
    expect(damaged).not.toBe(sealed);
    expect(openSecret('key-one', damaged)).toBeNull();
    expect(openSecret('key-one', sealed.slice(0, -4))).toBeNull();
  });

  it('reads a well-formed key and refuses a repeated header', () => {
    expect(readIdempotencyKey({ headers: { 'idempotency-key': 'abc-123' } } as unknown as FastifyRequest)).toBe('abc-123');
    expect(readIdempotencyKey({ headers: {} } as unknown as FastifyRequest)).toBeNull();
    expect(() => readIdempotencyKey({ headers: { 'idempotency-key': ['a', 'b'] } } as unknown as FastifyRequest)).toThrow();
  });
});
