import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasketResponse, basketCountResponse, errorBody } from '../../src/contract/index.ts';
import { basketItems, idempotencyKeys } from '../../server/db/schema/index.ts';
import { hashKey, lockId } from '../../server/http/idempotency/idempotency-key.ts';
import { pruneIdempotencyKeys } from '../../server/services/idempotency/idempotency-store.ts';
import { quoteFor } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('Idempotency-Key on POST /api/basket/add (docs/offline.md#outbox-rule-3-an-idempotency-key-on-every-send)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let request: Awaited<ReturnType<typeof quoteFor>>;

  beforeAll(async () => {
    t = await createTestApp();
    request = await quoteFor(t);
  });
  afterAll(() => t.close());

  const add = (payload: object, key?: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/basket/add',
      payload,
      headers: key ? { 'idempotency-key': key } : {},
      ...(cookie ? { cookies: { qmt_basket: cookie } } : {}),
    });
  const itemsIn = async (cookie: string) =>
    basketCountResponse.parse((await t.app.inject({ method: 'GET', url: '/api/basket/count', cookies: { qmt_basket: cookie } })).json()).itemCount;
  const keyRows = async (key: string) =>
    (
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.keyHash, hashKey(key)))
    ).length;
  const basketCookie = (res: Awaited<ReturnType<typeof add>>) => res.cookies.find((c) => c.name === 'qmt_basket')?.value;

  it('a key sent three times adds one item and answers the same reply each time', async () => {
    const first = await add(request);
    const cookie = basketCookie(first)!;
    const key = randomUUID();
    const replies = [];
    for (let i = 0; i < 3; i += 1) replies.push(await add(request, key, cookie));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const bodies = replies.map((r) => addToBasketResponse.parse(r.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(bodies[0]!.itemCount).toBe(2);
    expect(replies[0]!.headers['idempotent-replayed']).toBeUndefined();
    expect(replies[2]!.headers['idempotent-replayed']).toBe('true');
    expect(await itemsIn(cookie)).toBe(2);
    expect(await keyRows(key)).toBe(1);
    // The raw key is never stored.
    const stored = await t.database.db.select().from(idempotencyKeys);
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('a visitor whose first reply was lost gets the same basket and item, cookie included', async () => {
    const key = randomUUID();
    const lost = await add(request, key);
    const created = addToBasketResponse.parse(lost.json());
    // The browser never saw that reply: it retries with no cookie, then (a reply half-received) with it.
    const retry = await add(request, key);
    expect(addToBasketResponse.parse(retry.json())).toEqual(created);
    expect(basketCookie(retry)).toBe(basketCookie(lost));
    const again = await add(request, key, basketCookie(retry)!);
    expect(addToBasketResponse.parse(again.json())).toEqual(created);
    expect(await itemsIn(basketCookie(lost)!)).toBe(1);
  });

  it('the same key with another payload is 422 and changes nothing', async () => {
    const first = await add(request);
    const cookie = basketCookie(first)!;
    const key = randomUUID();
    expect((await add(request, key, cookie)).statusCode).toBe(200);
    const other = await add({ ...request, quoteType: 'advanced' }, key, cookie);
    expect(other.statusCode).toBe(422);
    expect(errorBody.parse(other.json()).message).toBe('This Idempotency-Key was already used for a different request.');
    // Key order is not a different payload.
    const reordered = { quoteType: request.quoteType, selected_answers: request.selected_answers, deviceId: request.deviceId };
    expect((await add(reordered, key, cookie)).statusCode).toBe(200);
    expect(await itemsIn(cookie)).toBe(2);
  });

  it('another basket cannot replay someone else’s key (422)', async () => {
    const mine = basketCookie(await add(request))!;
    const theirs = basketCookie(await add(request))!;
    const key = randomUUID();
    expect((await add(request, key, mine)).statusCode).toBe(200);
    const res = await add(request, key, theirs);
    expect(res.statusCode).toBe(422);
    expect(await itemsIn(theirs)).toBe(1);
  });

  it('a refused change stores nothing, so the same key can succeed later', async () => {
    const key = randomUUID();
    const refused = await add({ ...request, deviceId: 999_999 }, key);
    expect(refused.statusCode).toBe(404);
    expect(await keyRows(key)).toBe(0);
    expect((await add(request, key)).statusCode).toBe(200);
    expect(await keyRows(key)).toBe(1);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await add(request, 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json()).message).toBe('The Idempotency-Key header must be 1 to 255 visible characters.');
  });

  it('two requests with one key at the same moment: one item, one record, the other 409 or the replay', async () => {
    const cookie = basketCookie(await add(request))!;
    for (let round = 0; round < 5; round += 1) {
      const key = randomUUID();
      const replies = await Promise.all([add(request, key, cookie), add(request, key, cookie), add(request, key, cookie)]);
      const ok = replies.filter((r) => r.statusCode === 200).map((r) => addToBasketResponse.parse(r.json()));
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((body) => body.item.id)).size).toBe(1);
      for (const reply of replies.filter((r) => r.statusCode !== 200)) {
        expect(reply.statusCode).toBe(409);
        expect(errorBody.parse(reply.json()).message).toBe('This request is already being processed. Please try again in a moment.');
      }
      expect(await keyRows(key)).toBe(1);
    }
    const [row] = await t.database.db.select({ n: count() }).from(basketItems);
    expect(row!.n).toBeGreaterThan(0);
    expect(await itemsIn(cookie)).toBe(6);
  });

  it.runIf(process.env.DATABASE_URL)('answers 409 while the first request with the key is still running (PostgreSQL)', async () => {
    const cookie = basketCookie(await add(request))!;
    const key = randomUUID();
    // Another connection holds the key's lock, as the first request's transaction would.
    const other = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      await other.begin(async (holder) => {
        await holder`select pg_advisory_xact_lock(${lockId(hashKey(key))}::bigint)`;
        const res = await add(request, key, cookie);
        expect(res.statusCode).toBe(409);
      });
      // Released: the key now runs once.
      expect((await add(request, key, cookie)).statusCode).toBe(200);
      expect(await itemsIn(cookie)).toBe(2);
    } finally {
      await other.end();
    }
  });

  it('keeps keys 7 days, then prunes them', async () => {
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const row = { scope: 'visitor', fingerprint: 'f', statusCode: 200, response: {} };
    await t.database.db.insert(idempotencyKeys).values([
      { ...row, keyHash: 'kept-6-days', createdAt: new Date(now.getTime() - 6 * day) },
      { ...row, keyHash: 'gone-8-days', createdAt: new Date(now.getTime() - 8 * day) },
    ]);
    expect(await pruneIdempotencyKeys(t.database.db, now)).toBe(1);
    const left = await t.database.db
      .select({ keyHash: idempotencyKeys.keyHash })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.keyHash} like '%-days'`);
    expect(left.map((r) => r.keyHash)).toEqual(['kept-6-days']);
  });
});
