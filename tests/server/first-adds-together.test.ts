import { randomUUID } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasketResponse, basketResponse } from '../../src/contract/index.ts';
import { basketItems, baskets, idempotencyKeys, quotes } from '../../server/db/schema/index.ts';
import { explainQuote } from '../../server/services/pricing/quote-explained.ts';
import { quoteFor } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Visitors' first adds arriving together are written together (server/http/idempotency/batched.ts,
 * docs/decisions/215-first-adds-are-written-together.md), and each visitor still gets exactly what a lone add gives:
 * their own basket behind their own cookie, their own item and quote, and their key's replay.
 */
describe('first adds at once', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let request: Awaited<ReturnType<typeof quoteFor>>;
  let statements: string[] | null = null;

  beforeAll(async () => {
    t = await createTestApp({ onStatement: (sql) => statements?.push(sql) });
    request = await quoteFor(t);
  });
  afterAll(() => t.close());

  const add = (headers: Record<string, string>, payload: object = request) =>
    t.app.inject({ method: 'POST', url: '/api/basket/add', headers, payload });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'qmt_basket')?.value;
  const rows = async (table: typeof baskets | typeof basketItems | typeof quotes) =>
    ((await t.database.db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;

  it('twenty visitors at once: twenty baskets, each holding its own item, in a few statements for all', async () => {
    await add({ 'idempotency-key': randomUUID() }); // prepared statements and the rate-limit row, made once
    await t.app.jobs.runDue();
    const before = { baskets: await rows(baskets), items: await rows(basketItems), quotes: await rows(quotes) };
    const keys = Array.from({ length: 20 }, () => randomUUID());
    statements = [];
    const answers = await Promise.all(keys.map((key) => add({ 'idempotency-key': key })));
    const sent = statements;
    statements = null;

    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const bodies = answers.map((res) => addToBasketResponse.parse(res.json()));
    const cookies = answers.map(cookieOf);
    expect(new Set(cookies).size).toBe(20);
    expect(new Set(bodies.map((body) => body.item.id)).size).toBe(20);
    for (const body of bodies)
      expect(body).toMatchObject({ success: true, itemCount: 1, item: { expired: 0, selected_answers: request.selected_answers } });
    expect({ baskets: await rows(baskets), items: await rows(basketItems), quotes: await rows(quotes) }).toEqual({
      baskets: before.baskets + 20,
      items: before.items + 20,
      quotes: before.quotes + 20,
    });
    // Alone, each add sends 5 statements (BEGIN, key, add, record, COMMIT): 100 for twenty. Together, far fewer.
    expect(sent.length, sent.join('\n---\n')).toBeLessThan(40);

    // Each cookie opens its own basket, holding the one item its answer named, priced and explained as alone.
    for (const [index, cookie] of cookies.entries()) {
      const view = basketResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/basket', headers: { cookie: `qmt_basket=${cookie!}` } })).json(),
      );
      expect(view.contents.map((item) => item.id)).toEqual([bodies[index]!.item.id]);
      expect(view.contents[0]!.offer_price).toBe(bodies[index]!.item.offer_price);
    }
    const items = await t.database.db
      .select()
      .from(basketItems)
      .where(
        inArray(
          basketItems.id,
          bodies.map((body) => body.item.id),
        ),
      );
    for (const item of items) {
      expect(await explainQuote(t.database.db, item.quoteId)).toMatchObject({
        deviceId: request.deviceId,
        selectedAnswers: request.selected_answers,
        pricePence: item.offerPricePence,
      });
    }

    // Every key replays its own answer and cookie, and adds nothing.
    const replays = await Promise.all(keys.map((key) => add({ 'idempotency-key': key })));
    replays.forEach((res, index) => {
      expect(res.headers['idempotent-replayed']).toBe('true');
      expect(res.json()).toEqual(answers[index]!.json());
      expect(cookieOf(res)).toBe(cookies[index]);
    });
    expect(await rows(basketItems)).toBe(before.items + 20);
  });

  it('one key sent three times at once: one basket, and the same answer and cookie three times', async () => {
    const key = randomUUID();
    const before = await rows(basketItems);
    const answers = await Promise.all([1, 2, 3].map(() => add({ 'idempotency-key': key })));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    for (const res of answers) expect(res.json()).toEqual(answers[0]!.json());
    expect(new Set(answers.map(cookieOf)).size).toBe(1);
    expect(await rows(basketItems)).toBe(before + 1);
  });

  it('one key with two payloads at once: one is added, the other refused (422) and adds nothing', async () => {
    const key = randomUUID();
    const before = await rows(basketItems);
    const another = await quoteFor(t, 'iPhone 13');
    const answers = await Promise.all([add({ 'idempotency-key': key }), add({ 'idempotency-key': key }, another)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 422]);
    expect(answers[1]!.json()).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different request.' });
    expect(await rows(basketItems)).toBe(before + 1);
  });

  it('first adds without a key at once: each its own basket, no key record', async () => {
    const keysBefore = ((await t.database.db.select({ n: count() }).from(idempotencyKeys)) as [{ n: number }])[0].n;
    const answers = await Promise.all([1, 2, 3, 4].map(() => add({})));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(new Set(answers.map(cookieOf)).size).toBe(4);
    expect(((await t.database.db.select({ n: count() }).from(idempotencyKeys)) as [{ n: number }])[0].n).toBe(keysBefore);
  });
});
