import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketResponse } from '../../src/contract/index.ts';
import { baskets } from '../../server/db/schema/index.ts';
import { createRegistration, login, nextAddress, sessionCookie } from './helpers/accounts.ts';
import { client, quoteFor, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const basketCookie = (res: LightMyRequestResponse) => `qmt_basket=${res.cookies.find((c) => c.name === 'qmt_basket')!.value}`;
const names = async (cookie: string) =>
  basketResponse.parse((await client(t, cookie).get('/api/basket')).json()).contents.map((item) => item.device_name);

/** A visitor's basket cookie after adding these devices. */
async function visitorBasket(...devices: string[]) {
  let cookie = '';
  for (const device of devices) cookie = basketCookie(await client(t, cookie || undefined).post('/api/basket/add', await quoteFor(t, device)));
  return cookie;
}

describe('basket merge at login and register', () => {
  it('login: the visitor’s items join the seller’s basket, each once; the basket cookie is cleared', async () => {
    const seller = await verifiedSeller(t);
    await seller.api.post('/api/basket/add', await quoteFor(t, 'iPhone 13'));
    const visitor = await visitorBasket('Samsung Galaxy S23', 'Samsung Galaxy S23');

    const res = await login(t.app, seller.body.username, seller.body.password, { cookie: visitor });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'qmt_basket')).toMatchObject({ value: '' });
    const session = sessionCookie(res);
    // The same device with the same answers added twice is two items: the seller added it twice.
    expect(await names(session)).toEqual(['iPhone 13', 'Samsung Galaxy S23', 'Samsung Galaxy S23']);

    // Logging in again with the stale cookie (a replayed request) merges nothing more.
    const again = await login(t.app, seller.body.username, seller.body.password, { cookie: visitor });
    expect(await names(sessionCookie(again))).toHaveLength(3);
    // The old cookie no longer opens anything: on a shared computer the next visitor sees an empty basket.
    expect(await names(visitor)).toEqual([]);
    expect((await client(t, visitor).get('/api/basket/count')).json().itemCount).toBe(0);
  });

  it('login with no basket of their own: the visitor’s basket changes hands, discount and all', async () => {
    const seller = await verifiedSeller(t);
    const visitor = await visitorBasket('iPhone 15');
    await client(t, visitor).post('/api/basket/apply-discount', { code: 'EXTRA20' });
    const session = sessionCookie(await login(t.app, seller.body.username, seller.body.password, { cookie: visitor }));
    const basket = basketResponse.parse((await client(t, session).get('/api/basket')).json());
    expect(basket.contents.map((item) => item.device_name)).toEqual(['iPhone 15']);
    expect(basket.discount?.code).toBe('EXTRA20');
    expect((await t.database.db.select().from(baskets)).filter((row) => row.userId === seller.user.id)).toHaveLength(1);
  });

  it('register: the new account gets the visitor’s basket', async () => {
    const visitor = await visitorBasket('Samsung Galaxy S23');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: createRegistration(),
      headers: { cookie: visitor },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(await names(sessionCookie(res))).toEqual(['Samsung Galaxy S23']);
  });

  it('a referred friend’s basket starts with the friend’s referral code (£5 on the first order)', async () => {
    const referrer = await verifiedSeller(t);
    const code = (await referrer.api.get('/api/users/details')).json().referral.code as string;
    const visitor = await visitorBasket('iPhone 15');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: createRegistration({ referralCode: code }),
      headers: { cookie: visitor },
      remoteAddress: nextAddress(),
    });
    const basket = basketResponse.parse((await client(t, sessionCookie(res)).get('/api/basket')).json());
    expect(basket.discount).toEqual({
      code,
      type: 'fixed',
      value: 5,
      discount: 5,
      terms: { first_order_only: true, per_seller_limit: 1, cap: null, expires_at: null },
    });
    expect(basket.totalPrice).toBeCloseTo(basket.originalPrice + 5, 2);
  });

  it('signed in, adds go to the seller’s basket and no basket cookie is set', async () => {
    const seller = await verifiedSeller(t);
    const res = await seller.api.post('/api/basket/add', await quoteFor(t));
    expect(res.cookies.find((c) => c.name === 'qmt_basket')).toBeUndefined();
    expect((await seller.api.get('/api/basket/count')).json().itemCount).toBe(1);
  });
});
