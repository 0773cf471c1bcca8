import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../server/http/idempotency/idempotency-key.ts';

/**
 * A stored Idempotency-Key answers again only the same call: method, route and body, the body compared as
 * canonical JSON. Survivors of the mutation run (npm run test:mutation -- idempotency) showed the canonical
 * form itself was untested: key order, keys left undefined, arrays and the route template.
 */
const request = (body: unknown, url = '/api/basket/add', method = 'POST') =>
  ({ method, url, routeOptions: { url: url.split('?')[0] }, body }) as unknown as FastifyRequest;

/** Every order of an object's keys (a retry rebuilt by another client may send them in any order). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe('the fingerprint a stored key is compared with', () => {
  it('does not depend on the order of a body’s keys, at any depth', () => {
    const entries: [string, unknown][] = [
      ['deviceId', 7],
      ['quoteType', 'standard'],
      ['selected_answers', { Network: 'Unlocked', Storage: '128GB' }],
      ['extra', 'x'],
    ];
    const prints = new Set(
      permutations(entries).map((order) => {
        const body = Object.fromEntries(
          order.map(([key, value]) => [key, key === 'selected_answers' ? { Storage: '128GB', Network: 'Unlocked' } : value]),
        );
        return fingerprint(request(body));
      }),
    );
    expect(prints.size).toBe(1);
    expect([...prints][0]).toBe(fingerprint(request(Object.fromEntries(entries))));
  });

  it('a key sent as undefined is the same as a key not sent, and null is not', () => {
    expect(fingerprint(request({ code: 'WELCOME5', note: undefined }))).toBe(fingerprint(request({ code: 'WELCOME5' })));
    expect(fingerprint(request({ code: 'WELCOME5', note: null }))).not.toBe(fingerprint(request({ code: 'WELCOME5' })));
  });

  it('tells apart bodies that differ in a value, in array order, or in an array and an object with the same entries', () => {
    const base = fingerprint(request({ ids: [1, 2] }));
    expect(fingerprint(request({ ids: [1, 3] }))).not.toBe(base);
    expect(fingerprint(request({ ids: [2, 1] }))).not.toBe(base);
    expect(fingerprint(request({ ids: { 0: 1, 1: 2 } }))).not.toBe(base);
    expect(fingerprint(request({ a: 'b,c' }))).not.toBe(fingerprint(request({ a: 'b', c: undefined, 'b,c': undefined })));
    expect(fingerprint(request({ ab: 1 }))).not.toBe(fingerprint(request({ a: 'b1' })));
    // Array items are separated: [1, 23] and [12, 3] are two different bodies.
    expect(fingerprint(request({ ids: [1, 23] }))).not.toBe(fingerprint(request({ ids: [12, 3] })));
  });

  it('is the route’s, not the URL’s: a query string does not make another call; another method or route does', () => {
    const body = { code: 'WELCOME5' };
    expect(fingerprint(request(body, '/api/basket/apply-discount?x=1'))).toBe(fingerprint(request(body, '/api/basket/apply-discount')));
    expect(fingerprint(request(body, '/api/basket/checkout'))).not.toBe(fingerprint(request(body, '/api/basket/apply-discount')));
    expect(fingerprint(request(body, '/api/basket/apply-discount', 'PUT'))).not.toBe(fingerprint(request(body, '/api/basket/apply-discount')));
  });
});
