import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasketResponse, errorBody } from '../../src/contract/index.ts';
import { basketItems, quotes } from '../../server/db/schema/index.ts';
import { basketFull, maxBasketItems } from '../../server/services/basket/basket-store.ts';
import { explainQuote } from '../../server/services/pricing/quote-explained.ts';
import { quoteFor, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * POST /api/basket/add in at most 8 SQL statements, counted at the driver (BEGIN and COMMIT included, and on
 * PostgreSQL the shared rate-limit counter): issue 14's round-trip budget for a basket add.
 */
const budget = 8;

describe('POST /api/basket/add: statements sent to the database', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let request: Awaited<ReturnType<typeof quoteFor>>;
  let recorded: string[] | null = null;

  beforeAll(async () => {
    t = await createTestApp({ onStatement: (sql) => recorded?.push(sql) });
    request = await quoteFor(t);
  });
  afterAll(() => t.close());

  /** Sends one add and returns its response with the statements it sent (nothing else runs meanwhile). */
  async function counted(headers: Record<string, string>, payload: object = request) {
    // The scheduler's start-up run (onReady) would otherwise send its statements into the window (seen on PostgreSQL).
    await t.app.jobs.runDue();
    recorded = [];
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/basket/add', headers, payload });
      return { res, statements: recorded };
    } finally {
      recorded = null;
    }
  }
  const basketCookie = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'qmt_basket')!.value;

  it('a new visitor with an Idempotency-Key: one basket, one item, its quote, within the budget; the replay too', async () => {
    // A first add warms what is done once per process (prepared statements, the rate-limit row).
    await counted({ 'idempotency-key': randomUUID() });

    const key = randomUUID();
    const first = await counted({ 'idempotency-key': key });
    expect(first.res.statusCode).toBe(200);
    expect(first.statements.length, first.statements.join('\n---\n')).toBeLessThanOrEqual(budget);
    const body = addToBasketResponse.parse(first.res.json());
    expect(body.itemCount).toBe(1);
    const [item] = await t.database.db.select().from(basketItems).where(eq(basketItems.id, body.item.id));
    const quote = await explainQuote(t.database.db, item!.quoteId);
    expect(quote).toMatchObject({ deviceId: request.deviceId, selectedAnswers: request.selected_answers, pricePence: item!.offerPricePence });

    // The lost reply sent again: the same answer and cookie, nothing added.
    const replay = await counted({ 'idempotency-key': key });
    expect(replay.res.headers['idempotent-replayed']).toBe('true');
    expect(replay.res.json()).toEqual(first.res.json());
    expect(basketCookie(replay.res)).toBe(basketCookie(first.res));
    expect(replay.statements.length, replay.statements.join('\n---\n')).toBeLessThanOrEqual(budget);
    const [{ n }] = (await t.database.db.select({ n: count() }).from(basketItems).where(eq(basketItems.basketId, item!.basketId))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a returning visitor (basket cookie) and a signed-in seller add within the budget', async () => {
    const started = await counted({ 'idempotency-key': randomUUID() });
    const cookie = `qmt_basket=${basketCookie(started.res)}`;
    const second = await counted({ cookie, 'idempotency-key': randomUUID() });
    expect(second.statements.length, second.statements.join('\n---\n')).toBeLessThanOrEqual(budget);
    expect(addToBasketResponse.parse(second.res.json()).itemCount).toBe(2);

    const seller = await verifiedSeller(t);
    await counted({ cookie: seller.cookie, 'idempotency-key': randomUUID() });
    const again = await counted({ cookie: seller.cookie, 'idempotency-key': randomUUID() });
    expect(addToBasketResponse.parse(again.res.json()).itemCount).toBe(2);
    // Every signed-in call looks its session up first (plugins/session.ts): that one is the session's, not the add's.
    const own = again.statements.filter((sql) => !/from "sessions" inner join "users"/.test(sql));
    expect(again.statements.length - own.length).toBe(1);
    expect(own.length, own.join('\n---\n')).toBeLessThanOrEqual(budget);
  });

  it('still refuses the item after the most a basket holds (expired items count until removed)', async () => {
    const first = await counted({});
    const cookie = `qmt_basket=${basketCookie(first.res)}`;
    for (let n = 2; n <= maxBasketItems; n += 1) expect((await counted({ cookie })).res.statusCode).toBe(200);
    const full = await counted({ cookie, 'idempotency-key': randomUUID() });
    expect(full.res.statusCode).toBe(400);
    expect(errorBody.parse(full.res.json()).message).toBe(basketFull);
    const quotesBefore = (await t.database.db.select({ n: count() }).from(quotes)) as [{ n: number }];
    // Refused without a trace: no item, no quote row, and the key is free to be used again.
    const retry = await counted({ cookie });
    expect(retry.res.statusCode).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(quotes)) as [{ n: number }]).toEqual(quotesBefore);
  });
});
