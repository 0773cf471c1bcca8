import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/contract/index.ts';
import { textGuardMessage } from '../../server/plugins/text-guard.ts';
import { nextAddress } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

// Found by the API fuzz test: a NUL character reached PostgreSQL and the call failed with a 500.
describe('characters no seller can type are refused before any database work', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ticket = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support/ticket',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${JSON.stringify(name)},"email":"ada@example.test","message":"Hello"}`,
    });

  it.each([
    ['a NUL character', 'Ada\u0000'],
    ['a lone surrogate', 'Ada\ud800'],
  ])('%s in a body: 400 with a message', async (_, name) => {
    const res = await ticket(name);
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json()).message).toBe(textGuardMessage);
  });

  it('a NUL character in a lookup or a query: 400 with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/questions', payload: { device_name: 'iPhone\u0000 13' } });
    expect(res.statusCode).toBe(400);
    const verify = await t.app.inject({ method: 'GET', url: '/api/users/verify?token=abc%00def' });
    expect(verify.statusCode).toBe(400);
    expect(errorBody.parse(verify.json()).message).toBe(textGuardMessage);
  });

  it('ordinary text with emoji and accents still goes through', async () => {
    expect((await ticket('Zoë 🙂 Ng')).statusCode).toBe(200);
  });
});

// Found by the API fuzz test: the router's own errors came back in Fastify's default shape, without `success`.
describe('addresses the router refuses are answered in the API shape', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a path parameter past its length limit: 414 with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/orders/${'9'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(errorBody.parse(res.json())).toEqual({ success: false, message: 'The address is too long.' });
  });

  it('a malformed percent-encoding in a parameter: 400 with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/orders/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json())).toEqual({ success: false, message: 'The address is not valid.' });
  });
});
