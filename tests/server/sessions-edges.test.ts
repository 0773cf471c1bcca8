import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/auth/secrets.ts';
import { findSession, sessionPolicy } from '../../server/http/sessions.ts';
import { sessionHintCookie } from '../../src/shared/auth/session-hint.ts';
import { createTestApp } from './helpers/test-app.ts';
import { login, register } from './helpers/accounts.ts';

/**
 * Session edges the mutation run (npm run test:mutation -- sessions-tokens) found unguarded: how an ended session's
 * cookies are cleared, and the housekeeping of sessions past their limits.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idHashOf = (cookie: string) => hashSecret(cookie.split('=')[1]!);
const rowOf = async (cookie: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, idHashOf(cookie)))
  )[0];

describe('ending a session', () => {
  it('logout clears the session cookie (HttpOnly) and the hint for the whole site (Path=/), so the browser drops both', async () => {
    const { cookie } = await register(t.app);
    const out = await t.app.inject({ method: 'GET', url: '/api/users/logout', headers: { cookie: `${cookie}; ${sessionHintCookie}=1` } });
    expect(out.statusCode).toBe(200);
    const session = out.cookies.find((c) => c.name === 'qmt_session');
    const hint = out.cookies.find((c) => c.name === sessionHintCookie);
    expect(session).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(hint).toMatchObject({ value: '', path: '/', sameSite: 'Lax' });
    expect(hint!.httpOnly).toBeUndefined();
    for (const cleared of [session!, hint!]) expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('housekeeping at sign-in', () => {
  it('removes sessions idle past 12 hours or past 7 days, and keeps live ones', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const c = await register(t.app);
    const now = Date.now();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - sessionPolicy.idleMs - 60_000) })
      .where(eq(sessions.idHash, idHashOf(a.cookie)));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(now - 60_000) })
      .where(eq(sessions.idHash, idHashOf(b.cookie)));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - sessionPolicy.idleMs + 10 * 60_000) })
      .where(eq(sessions.idHash, idHashOf(c.cookie)));

    const someone = await register(t.app);
    expect((await login(t.app, someone.body.username, someone.body.password)).statusCode).toBe(200);

    expect(await rowOf(a.cookie)).toBeUndefined();
    expect(await rowOf(b.cookie)).toBeUndefined();
    expect(await rowOf(c.cookie)).toBeDefined();
  });
});

describe('the session limits, at their exact boundaries (moments passed in, not waited for)', () => {
  const idOf = (cookie: string) => cookie.split('=')[1]!;
  const fresh = async () => {
    const { cookie } = await register(t.app);
    return { cookie, row: (await rowOf(cookie))! };
  };

  // Seen an hour before its 7 days end, so only the absolute limit can refuse it.
  const seenLate = async () => {
    const { cookie, row } = await fresh();
    const lastSeenAt = new Date(row.expiresAt.getTime() - 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.idHash, row.idHash));
    return { cookie, row: { ...row, lastSeenAt } };
  };

  it('a session is refused at the very moment it expires, and removed', async () => {
    const { cookie, row } = await seenLate();
    expect(await findSession(t.database.db, idOf(cookie), new Date(row.expiresAt.getTime() - 1))).not.toBeNull();
    const other = await seenLate();
    expect(await findSession(t.database.db, idOf(other.cookie), other.row.expiresAt)).toBeNull();
    expect(await rowOf(other.cookie)).toBeUndefined();
  });

  it('a session idle for exactly 12 hours is still live; one millisecond more and it is refused', async () => {
    const live = await fresh();
    expect(await findSession(t.database.db, idOf(live.cookie), new Date(live.row.lastSeenAt.getTime() + sessionPolicy.idleMs))).not.toBeNull();
    const idle = await fresh();
    expect(await findSession(t.database.db, idOf(idle.cookie), new Date(idle.row.lastSeenAt.getTime() + sessionPolicy.idleMs + 1))).toBeNull();
  });

  it('last seen is written at most once a minute, not on every request', async () => {
    const { cookie, row } = await fresh();
    const soon = new Date(row.lastSeenAt.getTime() + sessionPolicy.touchEveryMs);
    expect(await findSession(t.database.db, idOf(cookie), soon)).not.toBeNull();
    expect((await rowOf(cookie))!.lastSeenAt.getTime()).toBe(row.lastSeenAt.getTime());
    const later = new Date(row.lastSeenAt.getTime() + sessionPolicy.touchEveryMs + 1);
    expect(await findSession(t.database.db, idOf(cookie), later)).not.toBeNull();
    expect((await rowOf(cookie))!.lastSeenAt.getTime()).toBe(later.getTime());
  });
});
