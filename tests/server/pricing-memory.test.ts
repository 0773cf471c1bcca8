import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateQuoteResponse } from '../../src/contract/index.ts';
import { price } from '../../server/services/pricing/price-quote.ts';
import { explainQuote } from '../../server/services/pricing/quote-explained.ts';
import { basketItems, devicePrices, quotes } from '../../server/db/schema/index.ts';
import { bestAnswers, fetchQuestions, questionList } from './helpers/quote-fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('pricing from memory and quote records in batches', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let deviceId: number;
  let answers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const found = await fetchQuestions(t.app, 'iPhone 13');
    deviceId = found.deviceId;
    answers = bestAnswers('phone', questionList(found.questions, 'standard'));
  });
  afterAll(() => t.close());

  const calculate = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote/calculate',
      payload: { deviceId, selected_answers: answers, quoteType: 'standard' },
    });
    expect(res.statusCode).toBe(200);
    return calculateQuoteResponse.parse(res.json()).price;
  };
  const recorded = async () => (await t.database.db.select({ n: count() }).from(quotes).where(eq(quotes.deviceId, deviceId)))[0]!.n;

  it('records every one of 40 concurrent price checks once the window has passed', async () => {
    await t.app.quoteRecorder.flush();
    const before = await recorded();
    const prices = await Promise.all(Array.from({ length: 40 }, calculate));
    expect(new Set(prices).size).toBe(1);
    await t.app.quoteRecorder.flush();
    expect(await recorded()).toBe(before + 40);
  });

  it('a batched record holds what explains the price: answers in question order, adjustments, base, floor, price', async () => {
    // Sent in reverse order: the record keeps the order the questions are asked.
    const reversed = Object.fromEntries(Object.entries(answers).reverse());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote/calculate',
      payload: { deviceId, selected_answers: reversed, quoteType: 'standard' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.quoteRecorder.flush();
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.deviceId, deviceId)).orderBy(desc(quotes.id)).limit(1);
    const expected = price(await t.app.pricing.tables(), { deviceId, selected_answers: answers, quoteType: 'standard' }).record;
    expect(row).toMatchObject({ ...expected, id: expect.any(Number), selectedAnswers: null, adjustments: null });
    // Read back in full: the answers in question order with the adjustment each carried, which give the price.
    const tables = await t.app.pricing.tables();
    const rules = tables.questions.get('phone')!.adjustments;
    const explained = await explainQuote(t.database.db, row!.id);
    expect(Object.entries(explained!.selectedAnswers)).toEqual(Object.entries(answers));
    expect(explained!.adjustments).toEqual(
      Object.fromEntries(Object.entries(answers).map(([question, label]) => [question, rules[question]![label]])),
    );
    expect(explained).toMatchObject({ basePence: expected.basePence, floorPence: expected.floorPence, adjustmentsGivePrice: true });
    expect(row!.pricePence).toBe(Math.round(calculateQuoteResponse.parse(res.json()).price * 100));
  });

  it('prices with a changed base value once the tables are reloaded, and not before', async () => {
    const old = await calculate();
    const [row] = await t.database.db.select().from(devicePrices).where(eq(devicePrices.deviceId, deviceId));
    await t.database.db
      .update(devicePrices)
      .set({ basePence: row!.basePence * 2 })
      .where(eq(devicePrices.deviceId, deviceId));
    // Memory, not the database: the request path reads no table.
    expect(await calculate()).toBe(old);
    await t.app.pricing.refresh();
    expect(await calculate()).toBeGreaterThan(old);
    await t.database.db.update(devicePrices).set({ basePence: row!.basePence }).where(eq(devicePrices.deviceId, deviceId));
    await t.app.pricing.refresh();
    expect(await calculate()).toBe(old);
  });

  it('an add to the basket records its quote in its own transaction, at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/basket/add',
      payload: { deviceId, selected_answers: answers, quoteType: 'standard' },
    });
    expect(res.statusCode).toBe(200);
    // No flush: the quote of the item a seller holds is written with the item.
    const [item] = await t.database.db
      .select({ quoteId: basketItems.quoteId, pricePence: quotes.pricePence })
      .from(basketItems)
      .innerJoin(quotes, eq(quotes.id, basketItems.quoteId))
      .orderBy(desc(basketItems.id))
      .limit(1);
    expect(item?.pricePence).toBe(Math.round((await calculate()) * 100));
  });

  it('a batch the database cannot take is logged and dropped; the next batch is written', async () => {
    await t.app.quoteRecorder.flush();
    const before = await recorded();
    const good = price(await t.app.pricing.tables(), { deviceId, selected_answers: answers, quoteType: 'standard' }).record;
    t.app.quoteRecorder.record({ ...good, pricePence: 1.5 });
    t.app.quoteRecorder.record(good);
    await expect(t.app.quoteRecorder.flush()).resolves.toBeUndefined();
    expect(await recorded()).toBe(before);
    await calculate();
    await t.app.quoteRecorder.flush();
    expect(await recorded()).toBe(before + 1);
  });
});
