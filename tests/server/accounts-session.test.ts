import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/auth/secrets.ts';
import { sessionPolicy } from '../../server/http/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';
import { login, register, sessionCookie } from './helpers/accounts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validate = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/users/validate', headers: cookie ? { cookie } : {} });

describe('sign in and sessions', () => {
  it('validate answers 401 without a session and the user with one', async () => {
    const none = await validate();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: 'Please log in to continue.' });
    const { body, cookie } = await register(t.app);
    const res = await validate(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { username: body.username, firstName: 'Ada', verified: false, termsAndConditions: true },
    });
  });

  it('sets an HttpOnly, SameSite=Lax, path / cookie without Secure over plain HTTP, and no token in the body', async () => {
    const { response } = await register(t.app);
    const cookie = response.cookies.find((c) => c.name === 'qmt_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(JSON.stringify(response.json())).not.toContain(cookie.value);
    expect(response.json()).not.toHaveProperty('token');
  });

  it('stores only the SHA-256 of the session id', async () => {
    const { cookie } = await register(t.app);
    const id = cookie.split('=')[1]!;
    const byHash = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSecret(id)));
    expect(byHash).toHaveLength(1);
    const byRaw = await t.database.db.select().from(sessions).where(eq(sessions.idHash, id));
    expect(byRaw).toHaveLength(0);
  });

  it('login gives a new session id and ends the one the browser had (rotation)', async () => {
    const { body, cookie: first } = await register(t.app);
    const res = await login(t.app, body.username.toUpperCase(), body.password, { cookie: first });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { username: body.username } });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await validate(first)).statusCode).toBe(401);
    expect((await validate(second)).statusCode).toBe(200);
  });

  it('a wrong password and an unknown e-mail get the same 401', async () => {
    const { body } = await register(t.app);
    const wrong = await login(t.app, body.username, 'not the password at all');
    const unknown = await login(t.app, 'nobody.here@example.test', 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid username or password' });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('login validates its body with the spec messages', async () => {
    const empty = await login(t.app, '', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please fill in both fields.');
    const bad = await login(t.app, 'ada', 'secret');
    expect(bad.json().message).toBe('Please enter a valid email address.');
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'qmt_session')?.value).toBe('');
    expect((await validate(cookie)).statusCode).toBe(401);
  });

  it('logout refuses a cross-site request', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect((await validate(cookie)).statusCode).toBe(200);
  });

  it('a session idle longer than the idle limit is refused and deleted', async () => {
    const { cookie } = await register(t.app);
    const idHash = hashSecret(cookie.split('=')[1]!);
    const idle = new Date(Date.now() - sessionPolicy.idleMs - 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.idHash, idHash));
    expect((await validate(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
  });

  it('a session past its absolute limit is refused even when in use', async () => {
    const { cookie } = await register(t.app);
    const idHash = hashSecret(cookie.split('=')[1]!);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    expect((await validate(cookie)).statusCode).toBe(401);
  });

  it('recent use keeps a session alive (idle time is measured from the last request)', async () => {
    const { cookie } = await register(t.app);
    const idHash = hashSecret(cookie.split('=')[1]!);
    const almostIdle = new Date(Date.now() - sessionPolicy.idleMs + 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: almostIdle }).where(eq(sessions.idHash, idHash));
    expect((await validate(cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('stores the password as an argon2id hash with at least m=19 MiB, t=2, p=1', async () => {
    const { body } = await register(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.username));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row!.passwordHash).not.toContain(body.password);
  });

  it('authenticated responses carry Cache-Control: no-store', async () => {
    const { cookie } = await register(t.app);
    for (const url of ['/api/users/validate', '/api/users/details', '/api/marketing/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
