import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/contract/index.ts';
import { analyticsEvents } from '../../server/db/schema/index.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('POST /api/events (first-party analytics)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object });

  it('stores a valid event and answers 204 with no body', async () => {
    const res = await send({ event: 'add_to_basket', path: '/quote', params: { device_id: 12, value: 123.45, currency: 'GBP' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'add_to_basket', path: '/quote', params: { device_id: 12, value: 123.45, currency: 'GBP' } });
  });

  it('rejects unknown events and oversized parameters with 400', async () => {
    for (const payload of [{ event: 'purchase' }, { event: 'page_view', path: 'no-slash' }, { event: 'page_view', params: { x: 'y'.repeat(201) } }]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(errorBody.parse(res.json()).message.length).toBeGreaterThan(0);
    }
  });

  it('is rate limited per client', async () => {
    let res = await send({ event: 'page_view', path: '/' });
    for (let i = 0; i < 125 && res.statusCode !== 429; i += 1) res = await send({ event: 'page_view', path: '/' });
    expect(res.statusCode).toBe(429);
    // Words a seller can read (the quote toast and checkout show this message), not "Rate limit exceeded, retry in 56 seconds".
    expect(errorBody.parse(res.json()).message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
