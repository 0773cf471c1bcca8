import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/auth/secrets.ts';
import { sessionHintCookie } from '../../src/shared/auth/session-hint.ts';
import { createTestApp } from './helpers/test-app.ts';
import { login, register } from './helpers/accounts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hintOf = (response: { cookies: { name: string; value: string; expires?: Date; httpOnly?: boolean }[] }) =>
  response.cookies.find((cookie) => cookie.name === sessionHintCookie);
const sessionOf = (response: { cookies: { name: string; value: string; expires?: Date }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'qmt_session');

describe('the readable "signed in" hint beside the HttpOnly session', () => {
  it("register sets it readable by scripts, with no secret in it and the session cookie's expiry", async () => {
    const { response, cookie } = await register(t.app);
    const hint = hintOf(response)!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeUndefined();
    expect(hint.value).not.toBe(cookie.split('=')[1]);
    expect(hint.expires?.getTime()).toBe(sessionOf(response)!.expires?.getTime());
  });

  it('login sets it; logout clears it with the session', async () => {
    const { body } = await register(t.app);
    const signedIn = await login(t.app, body.username, body.password);
    expect(hintOf(signedIn)?.value).toBe('1');
    const session = sessionOf(signedIn)!;
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/users/logout',
      headers: { cookie: `qmt_session=${session.value}; ${sessionHintCookie}=1` },
    });
    expect(out.statusCode).toBe(200);
    expect(hintOf(out)?.value).toBe('');
  });

  it('a session that has ended clears it on the next call (expiry)', async () => {
    const { cookie } = await register(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashSecret(cookie.split('=')[1]!)));
    const res = await t.app.inject({ method: 'GET', url: '/api/users/validate', headers: { cookie: `${cookie}; ${sessionHintCookie}=1` } });
    expect(res.statusCode).toBe(401);
    expect(hintOf(res)?.value).toBe('');
  });

  it('a live session without the hint (begun before it existed) gets it on its next call; a visitor never does', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(hintOf(res)?.value).toBe('1');
    const already = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { cookie: `${cookie}; ${sessionHintCookie}=1` } });
    expect(hintOf(already)).toBeUndefined();
    const visitor = await t.app.inject({ method: 'GET', url: '/api/devices' });
    expect(hintOf(visitor)).toBeUndefined();
  });
});
