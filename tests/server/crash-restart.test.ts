import { randomUUID } from 'node:crypto';
import { count, eq, notInArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addToBasketResponse,
  basketCountResponse,
  basketResponse,
  checkoutResponse,
  orderResponse,
  ordersResponse,
} from '../../src/contract/index.ts';
import type { RealServer } from '../../scripts/lib/real-server.ts';
import { openDatabase } from '../../server/db/client.ts';
import { basketItems, quotes } from '../../server/db/schema/index.ts';
import { iphoneQuote, readySeller } from './helpers/crash-sellers.ts';
import { HttpSeller } from './helpers/http-seller.ts';
import { createServerHome, killHard, type ServerHome } from './helpers/server-process.ts';

/**
 * The real server process is killed with SIGKILL while requests that change data are in flight (no shutdown
 * hook, nothing flushed), then started again on the same DATA_DIR (PGlite's files) or the same PostgreSQL
 * database. What it acknowledged must still be there, and nothing may be half-written.
 */
const env = { RATE_LIMIT_SCALE: '100' };
let home: ServerHome | undefined;
let running: RealServer | undefined;

afterEach(async () => {
  await running?.stop();
  await home?.remove();
  running = undefined;
  home = undefined;
});

/** Sends every request at once and SIGKILLs the server as soon as the first one is answered. */
async function killDuringBurst<T>(server: RealServer, requests: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  const inFlight = requests.map((send) => send());
  await Promise.race(inFlight.map((request) => request.catch(() => undefined)));
  await killHard(server);
  return Promise.allSettled(inFlight);
}

async function restart(): Promise<RealServer> {
  running = await home!.start();
  return running;
}

describe('SIGKILL mid-write, then a restart on the same data', () => {
  it('basket adds: every acknowledged add is there, every stored item is whole', async () => {
    home = await createServerHome(env);
    const first = await restart();
    const sellers = Array.from({ length: 8 }, () => new HttpSeller(first.url));
    const quote = await iphoneQuote(sellers[0]!);
    for (const seller of sellers) await seller.ok('POST', '/api/basket/add', quote);

    const burst = sellers.flatMap((seller) =>
      [1, 2, 3].map(() => async () => ({ seller, response: await seller.call('POST', '/api/basket/add', quote) })),
    );
    const results = await killDuringBurst(first, burst);
    const acknowledged = new Map<HttpSeller, number>();
    for (const result of results) {
      if (result.status !== 'fulfilled' || result.value.response.status !== 200) continue;
      const { itemCount } = addToBasketResponse.parse(result.value.response.json);
      acknowledged.set(result.value.seller, Math.max(acknowledged.get(result.value.seller) ?? 1, itemCount));
    }
    expect(acknowledged.size, 'at least one add was answered before the kill').toBeGreaterThan(0);

    const second = await restart();
    for (const seller of sellers) seller.baseUrl = second.url;
    const price = (await sellers[0]!.ok('POST', '/api/quote/calculate', quote)).price;
    for (const seller of sellers) {
      const { itemCount } = basketCountResponse.parse(await seller.ok('GET', '/api/basket/count'));
      expect(itemCount).toBeGreaterThanOrEqual(acknowledged.get(seller) ?? 1);
      expect(itemCount).toBeLessThanOrEqual(4);
      // The basket's contents: each stored item whole, priced by the server.
      const basket = basketResponse.parse(await seller.ok('GET', '/api/basket'));
      expect(basket.contents).toHaveLength(itemCount);
      for (const item of basket.contents)
        expect(item).toMatchObject({ device_name: 'iPhone 13', offer_price: price, selected_answers: quote.selected_answers });
    }
  }, 240_000);

  it('first adds written together (decision 215): each acknowledged one opens its basket with its item; none is half-written', async () => {
    home = await createServerHome(env);
    const first = await restart();
    const visitors = Array.from({ length: 30 }, () => ({ seller: new HttpSeller(first.url), key: randomUUID() }));
    const quote = await iphoneQuote(visitors[0]!.seller);
    const burst = visitors.map(
      ({ seller, key }) =>
        () =>
          seller.call('POST', '/api/basket/add', quote, { 'idempotency-key': key }),
    );
    const results = await killDuringBurst(first, burst);
    const acknowledged = results.flatMap((result, index) =>
      result.status === 'fulfilled' && result.value.status === 200
        ? [{ ...visitors[index]!, itemId: addToBasketResponse.parse(result.value.json).item.id }]
        : [],
    );
    expect(acknowledged.length, 'at least one add was answered before the kill').toBeGreaterThan(0);

    const second = await restart();
    for (const { seller } of visitors) seller.baseUrl = second.url;
    for (const { seller, itemId } of acknowledged) {
      const basket = basketResponse.parse(await seller.ok('GET', '/api/basket'));
      expect(basket.contents.map((item) => item.id)).toEqual([itemId]);
    }
    // Every visitor sends its key again, as the outbox does after a lost reply: a replay where the add committed, a
    // new add where it did not; either way one basket with one item behind the cookie it ends with.
    for (const { seller, key } of visitors) {
      const again = await seller.call('POST', '/api/basket/add', quote, { 'idempotency-key': key });
      expect(again.status).toBe(200);
      const basket = basketResponse.parse(await seller.ok('GET', '/api/basket'));
      expect(basket.contents.map((item) => item.id)).toEqual([addToBasketResponse.parse(again.json).item.id]);
    }
    await second.stop();
    running = undefined;
    const database = await openDatabase(home.databaseUrl ? { databaseUrl: home.databaseUrl } : { dataDir: home.dataDir });
    try {
      // Whole: no basket without its item, no item without the quote that explains its price.
      const rows = (await database.db.execute(sql`
        select (select count(*) from baskets b where not exists (select 1 from basket_items i where i.basket_id = b.id))::int as empty,
          (select count(*) from basket_items i left join quotes q on q.id = i.quote_id where q.id is null or q.price_pence <> i.offer_price_pence)::int as unexplained`)) as unknown;
      expect(Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]).toEqual({ empty: 0, unexplained: 0 });
    } finally {
      await database.close();
    }
  }, 240_000);

  it('price checks and adds in flight: no basket item is lost; of the price checks, only records not yet written', async () => {
    // Only the row cap flushes (the time window is longer than the test), so what is unwritten at the kill is known:
    // fewer than `rows` queued, plus at most one batch being written, plus the price checks of the burst.
    const rows = 5;
    home = await createServerHome({ ...env, QUOTE_FLUSH_MS: '3600000', QUOTE_FLUSH_ROWS: String(rows) });
    const first = await restart();
    const sellers = Array.from({ length: 6 }, () => new HttpSeller(first.url));
    const quote = await iphoneQuote(sellers[0]!);
    let checks = 0;
    for (let n = 0; n < 4 * rows + 2; n += 1, checks += 1) await sellers[0]!.ok('POST', '/api/quote/calculate', quote);
    // A seller's add before the burst (its quote is written in its own transaction, never buffered).
    const held = addToBasketResponse.parse(await sellers[1]!.ok('POST', '/api/basket/add', quote));

    type Sent = { kind: 'add' | 'check'; response: Awaited<ReturnType<HttpSeller['call']>> };
    const burst = sellers.flatMap((seller): (() => Promise<Sent>)[] => [
      async () => ({ kind: 'add', response: await seller.call('POST', '/api/basket/add', quote) }),
      async () => ({ kind: 'check', response: await seller.call('POST', '/api/quote/calculate', quote) }),
    ]);
    const results = await killDuringBurst(first, burst);
    const answered = results.flatMap((result) => (result.status === 'fulfilled' && result.value.response.status === 200 ? [result.value] : []));
    const addedIds = [held.item.id, ...answered.filter((r) => r.kind === 'add').map((r) => addToBasketResponse.parse(r.response.json).item.id)];
    const burstChecks = burst.length / 2;
    const burstChecksAnswered = answered.filter((r) => r.kind === 'check').length;

    // Restarted (PGlite recovers its files), then stopped cleanly so the test can read the database itself.
    await (await restart()).stop();
    running = undefined;
    const database = await openDatabase(home.databaseUrl ? { databaseUrl: home.databaseUrl } : { dataDir: home.dataDir });
    try {
      const db = database.db;
      // Never a basket item: every acknowledged add is there with the quote that explains its price.
      for (const id of addedIds) {
        const [row] = await db
          .select({ offer: basketItems.offerPricePence, quoted: quotes.pricePence })
          .from(basketItems)
          .innerJoin(quotes, eq(quotes.id, basketItems.quoteId))
          .where(eq(basketItems.id, id));
        expect(row, `basket item ${id}`).toBeDefined();
        expect(row!.offer).toBe(row!.quoted);
      }
      // The anonymous price checks' records (quotes no basket item points at): whole batches of `rows`, and what
      // is missing is at most the unwritten tail, never a written batch.
      const held = db.select({ id: basketItems.quoteId }).from(basketItems);
      const [{ n: written }] = (await db.select({ n: count() }).from(quotes).where(notInArray(quotes.id, held))) as [{ n: number }];
      const acknowledged = checks + burstChecksAnswered;
      expect(written % rows, 'only whole batches are written').toBe(0);
      expect(written).toBeLessThanOrEqual(checks + burstChecks);
      expect(acknowledged - written, `lost ${acknowledged - written} of ${acknowledged} acknowledged price checks`).toBeLessThanOrEqual(
        2 * rows - 1 + burstChecksAnswered,
      );
    } finally {
      await database.close();
    }
  }, 240_000);

  it('checkout: no half-written order, and everything committed before is still there', async () => {
    home = await createServerHome(env);
    const first = await restart();
    const sellers = [];
    for (let i = 0; i < 9; i += 1) sellers.push(await readySeller(first.url, home.dataDir));
    const quote = await iphoneQuote(sellers[0]!);
    for (const seller of sellers) for (let n = 0; n < 2; n += 1) await seller.ok('POST', '/api/basket/add', quote);
    const payment = { sort_code: '12-34-56', account_number: '12345678' };

    // Committed and answered before the crash.
    const before = checkoutResponse.parse(await sellers[0]!.ok('POST', '/api/basket/checkout', payment));
    const beforeDetail = orderResponse.parse(await sellers[0]!.ok('GET', `/api/users/orders/${before.order_id}`));

    const rest = sellers.slice(1);
    const results = await killDuringBurst(
      first,
      rest.map((seller) => () => seller.call('POST', '/api/basket/checkout', payment)),
    );
    const answered = new Map(
      rest.flatMap((seller, i) =>
        results[i]!.status === 'fulfilled' && results[i]!.value.status === 200 ? [[seller, checkoutResponse.parse(results[i]!.value.json)]] : [],
      ),
    );
    expect(answered.size, 'at least one checkout was answered before the kill').toBeGreaterThan(0);

    const second = await restart();
    for (const seller of sellers) seller.baseUrl = second.url;
    const again = orderResponse.parse(await sellers[0]!.ok('GET', `/api/users/orders/${before.order_id}`));
    expect({ ...again, label_uuid: null, shipping_label: null }).toEqual({ ...beforeDetail, label_uuid: null, shipping_label: null });

    for (const seller of rest) {
      const { orders } = ordersResponse.parse(await seller.ok('GET', '/api/users/orders'));
      const basket = basketResponse.parse(await seller.ok('GET', '/api/basket'));
      if (answered.has(seller)) expect(orders.map((order) => order.order_id)).toEqual([answered.get(seller)!.order_id]);
      // Either the whole order with both items and an empty basket, or no order and the basket as it was.
      expect(orders.length, seller.username).toBeLessThanOrEqual(1);
      if (orders.length === 0) {
        expect(basket.itemCount, seller.username).toBe(2);
        continue;
      }
      const detail = orderResponse.parse(await seller.ok('GET', `/api/users/orders/${orders[0]!.order_id}`));
      expect(detail.items, seller.username).toHaveLength(2);
      expect(detail.total_items).toBe(2);
      expect(detail.total_price).toBeCloseTo(
        detail.items.reduce((sum, item) => sum + item.offer_price, 0),
        2,
      );
      expect(basket.itemCount, seller.username).toBe(0);
    }
  }, 300_000);
});
