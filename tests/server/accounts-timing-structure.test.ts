import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users, userTokens } from '../../server/db/schema/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { createRegistration, nextAddress, register } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * No account enumeration by time, proved by structure rather than by a stopwatch: an unknown address does the
 * same password work as a known one (argon2 counted), and request-reset and resend answer before any lookup,
 * token or mail (the background tasks are held until after the answer).
 */
vi.mock('argon2', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof argon2 }>()).default;
  const counted = { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
  return { default: counted, ...counted };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  vi.mocked(argon2.hash).mockClear();
  vi.mocked(argon2.verify).mockClear();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
const argonCalls = () => ({ hash: vi.mocked(argon2.hash).mock.calls.length, verify: vi.mocked(argon2.verify).mock.calls.length });

describe('login and register do the same password work for known and unknown addresses', () => {
  it('login: a wrong password and an unknown address each verify one argon2 hash', async () => {
    const { body } = await register(t.app);
    await post('/api/users/login', { username: 'nobody.here@example.test', password: 'whatever it is' }); // the dummy hash is made once
    vi.mocked(argon2.hash).mockClear();
    vi.mocked(argon2.verify).mockClear();

    expect((await post('/api/users/login', { username: body.username, password: 'not the right one' })).statusCode).toBe(401);
    const known = argonCalls();
    vi.mocked(argon2.verify).mockClear();
    vi.mocked(argon2.hash).mockClear();
    expect((await post('/api/users/login', { username: `unknown.${Date.now()}@example.test`, password: 'not the right one' })).statusCode).toBe(401);
    const unknown = argonCalls();
    expect(known).toEqual({ hash: 0, verify: 1 });
    expect(unknown).toEqual(known);
  });

  it('register: an address already taken hashes the password as a new account does', async () => {
    const taken = await register(t.app);
    vi.mocked(argon2.hash).mockClear();
    const fresh = await post('/api/users/register', createRegistration());
    const forNew = argonCalls().hash;
    vi.mocked(argon2.hash).mockClear();
    const again = await post('/api/users/register', createRegistration({ username: taken.body.username }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(forNew).toBeGreaterThanOrEqual(1);
    expect(argonCalls().hash).toBe(forNew);
  });
});

describe('request-reset and resend answer before looking the address up', () => {
  /** Background tasks are held, not run: whatever the answer waited for has happened by the time it comes. */
  function holdBackground() {
    const held: (() => Promise<unknown>)[] = [];
    const spy = vi.spyOn(t.app.background, 'run').mockImplementation((_label, task) => void held.push(task));
    return {
      held,
      async release() {
        spy.mockRestore();
        for (const task of held.splice(0)) await task();
      },
    };
  }
  const tokensOf = async (email: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return t.database.db.select().from(userTokens).where(eq(userTokens.userId, user!.id));
  };
  const mailsTo = async (email: string) => (await readMailbox(t.config.dataDir)).filter((mail) => mail.to === email);

  it('request-reset: no token and no mail before the answer, for a known address; both come after', async () => {
    const { body } = await register(t.app);
    await t.app.background.drain();
    const before = { tokens: (await tokensOf(body.username)).length, mails: (await mailsTo(body.username)).length };
    const background = holdBackground();
    const known = await post('/api/users/request-reset', { email: body.username });
    const unknown = await post('/api/users/request-reset', { email: `nobody.${Date.now()}@example.test` });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await tokensOf(body.username)).toHaveLength(before.tokens);
    expect(await mailsTo(body.username)).toHaveLength(before.mails);
    expect(background.held).toHaveLength(2);
    await background.release();
    expect(await tokensOf(body.username)).toHaveLength(before.tokens + 1);
    expect(await mailsTo(body.username)).toHaveLength(before.mails + 1);
  });

  it('resend: no token and no mail before the answer, for a known unverified address; both come after', async () => {
    const { body } = await register(t.app);
    await t.app.background.drain();
    const before = { tokens: (await tokensOf(body.username)).length, mails: (await mailsTo(body.username)).length };
    const background = holdBackground();
    const known = await post('/api/users/resend-verification', { email: body.username });
    const unknown = await post('/api/users/resend-verification', { email: `nobody.${Date.now()}@example.test` });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await tokensOf(body.username)).toHaveLength(before.tokens);
    expect(await mailsTo(body.username)).toHaveLength(before.mails);
    expect(background.held).toHaveLength(2);
    await background.release();
    expect(await tokensOf(body.username)).toHaveLength(before.tokens + 1);
    expect(await mailsTo(body.username)).toHaveLength(before.mails + 1);
  });
});
