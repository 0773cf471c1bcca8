import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/contract/index.ts';
import { csrfMessages } from '../../server/plugins/csrf.ts';
import { textGuardMessage } from '../../server/plugins/text-guard.ts';
import { nextAddress, register } from '../server/helpers/accounts.ts';
import { createTestApp } from '../server/helpers/test-app.ts';

/**
 * Issue 13 item 2: the guards (CSRF, text guard, session loading) belong to the API routes, so every spelling of
 * a path the router accepts meets them: percent-encoded, doubled slashes, mixed case. A spelling the router does
 * not match is a 404, never the handler without its guards.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const spellings = (path: string) => [
  path,
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/%61%70%69/'),
  path.replace(/\/([a-z])/g, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  `/${path}`,
  path.replace('/api/', '/api//'),
  path.replace('/api/', '/API/'),
  path.replace('/api/', '/Api/'),
  path.toUpperCase(),
];

describe('guards attached to the API routes, whatever the spelling of the path', () => {
  it.each(spellings('/api/support/ticket'))('%s: a NUL byte is refused by the text guard (never a 500)', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ada\u0000', email: 'ada@example.test', message: 'Hello' }),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    const message = errorBody.parse(res.json()).message;
    if (res.statusCode !== 404) {
      expect(res.statusCode).toBe(400);
      expect(message).toBe(textGuardMessage);
    }
  });

  it.each(spellings('/api/support/ticket'))('%s: a cross-site form post is refused by the CSRF check', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: 'name=Ada&email=ada%40example.test&message=Hello',
    });
    expect([403, 404], res.body).toContain(res.statusCode);
    // Another site is refused first, whatever it sent (a form from this site would get 415 for its type).
    if (res.statusCode === 403) expect(res.json().message).toBe(csrfMessages.crossSite);
  });

  it.each(spellings('/api/users/logout'))('%s: a cross-site navigation does not sign the seller out', async (url) => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    expect([403, 404], res.body).toContain(res.statusCode);
    const still = await t.app.inject({ method: 'GET', url: '/api/users/validate', headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });

  it.each(spellings('/api/users/validate'))('%s: the session is loaded (200 signed in, 401 signed out) or the path is unknown', async (url) => {
    const { cookie } = await register(t.app);
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const signedOut = await t.app.inject({ method: 'GET', url });
    if (signedIn.statusCode === 404) return expect(signedOut.statusCode).toBe(404);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedOut.statusCode).toBe(401);
  });

  it('an encoded path to a signed-in route answers 401 without a session, 200 with one', async () => {
    const { cookie } = await register(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/users/details' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/users/details', headers: { cookie } })).statusCode).toBe(200);
  });
});
