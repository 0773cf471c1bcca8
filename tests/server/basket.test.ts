import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasketResponse, basketCountResponse, calculateQuoteResponse, errorBody } from '../../src/contract/index.ts';
import { basketItems, baskets } from '../../server/db/schema/index.ts';
import { explainQuote } from '../../server/services/pricing/quote-explained.ts';
import { quoteFor } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('anonymous basket: POST /api/basket/add and GET /api/basket/count', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let request: Awaited<ReturnType<typeof quoteFor>>;

  beforeAll(async () => {
    t = await createTestApp();
    request = await quoteFor(t);
  });
  afterAll(() => t.close());

  const count = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/basket/count', ...(cookie ? { cookies: { qmt_basket: cookie } } : {}) });
  const add = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/basket/add', payload: payload as object, ...(cookie ? { cookies: { qmt_basket: cookie } } : {}) });

  it('counts 0 for a visitor with no basket', async () => {
    const res = await count();
    expect(res.statusCode).toBe(200);
    expect(basketCountResponse.parse(res.json())).toEqual({ success: true, itemCount: 0 });
  });

  it('adds the server-priced quote, sets an HttpOnly cookie, and counts it', async () => {
    const started = Date.now();
    const res = await add(request);
    expect(res.statusCode).toBe(200);
    const body = addToBasketResponse.parse(res.json());
    const calculated = calculateQuoteResponse.parse((await t.app.inject({ method: 'POST', url: '/api/quote/calculate', payload: request })).json());
    expect(body).toMatchObject({ success: true, message: 'Quote submitted successfully!', itemCount: 1 });
    expect(body.item).toMatchObject({
      device_name: 'Samsung Galaxy S23',
      brand: 'Samsung',
      offer_price: calculated.price,
      expired: 0,
      selected_answers: request.selected_answers,
    });
    const expires = Date.parse(body.item.expires_at) - started;
    expect(expires).toBeGreaterThan(14 * 24 * 3600 * 1000 - 60_000);
    expect(expires).toBeLessThan(14 * 24 * 3600 * 1000 + 60_000);

    const cookie = res.cookies.find((c) => c.name === 'qmt_basket')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(basketCountResponse.parse((await count(cookie.value)).json()).itemCount).toBe(1);

    // A second add goes to the same basket; another visitor still has nothing.
    const again = addToBasketResponse.parse((await add(request, cookie.value)).json());
    expect(again.itemCount).toBe(2);
    expect(basketCountResponse.parse((await count(cookie.value)).json()).itemCount).toBe(2);
    expect(basketCountResponse.parse((await count()).json()).itemCount).toBe(0);

    // Only a hash of the token is stored; the item points at the recorded quote and its answers.
    const stored = await t.database.db.select().from(baskets);
    expect(stored.some((b) => b.tokenHash === cookie.value)).toBe(false);
    const [item] = await t.database.db.select().from(basketItems).where(eq(basketItems.id, body.item.id));
    const quote = await explainQuote(t.database.db, item!.quoteId);
    expect(quote).toMatchObject({ selectedAnswers: request.selected_answers, pricePence: Math.round(calculated.price * 100) });
  });

  it('ignores a forged or unknown cookie: a fresh basket, never someone else’s', async () => {
    expect(basketCountResponse.parse((await count('not-a-token')).json()).itemCount).toBe(0);
    const unknown = 'A'.repeat(43);
    expect(basketCountResponse.parse((await count(unknown)).json()).itemCount).toBe(0);
    const res = await add(request, unknown);
    expect(addToBasketResponse.parse(res.json()).itemCount).toBe(1);
    expect(res.cookies.find((c) => c.name === 'qmt_basket')!.value).not.toBe(unknown);
  });

  it('refuses answers that do not fit, adding nothing', async () => {
    const before = (await t.database.db.select().from(basketItems)).length;
    const res = await add({ ...request, selected_answers: { ...request.selected_answers, 'Is your phone unlocked to all networks?': 'Perhaps' } });
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json()).message).toBe("'Perhaps' is not a valid answer to: Is your phone unlocked to all networks?");
    expect((await t.database.db.select().from(basketItems)).length).toBe(before);
    const unknownDevice = await add({ ...request, deviceId: 999_999 });
    expect(unknownDevice.statusCode).toBe(404);
  });
});
