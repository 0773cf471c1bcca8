import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '@server/http/rate-limits.ts';
import { nextAddress, register } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The documented lock-out rule (docs/decisions/082-sign-in-throttled-per-account-and-address.md): sign-in is counted
 * per account and address pair (10 in 15 minutes), so failures from one address lock that address out of that
 * account only; a second address is not locked by them and has its own 10; the account is one account however its
 * e-mail is written. Proved over HTTP against the real app.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const perPair = authLimits.login.perPair.max;
const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress });

describe('login lock-out is per account and address', () => {
  it('pins the documented numbers: 10 per pair in 15 minutes, 100 per account in an hour, 30 per address', () => {
    expect(authLimits.login).toEqual({
      perAddress: { max: 30, windowMs: 15 * 60_000 },
      perPair: { max: 10, windowMs: 15 * 60_000 },
      perAccount: { max: 100, windowMs: 60 * 60_000 },
    });
  });

  it("a second address is not locked by the first address's failures, and gets its own 10 before its own lock", async () => {
    const { body } = await register(t.app);
    const first = nextAddress();
    const second = nextAddress();
    for (let i = 0; i < perPair; i++) expect((await login(body.username, 'wrong password here', first)).statusCode).toBe(401);
    expect((await login(body.username, body.password, first)).statusCode).toBe(429);

    // The second address: its own count, from zero (not 429 at once, not after the first's 10).
    for (let i = 0; i < perPair; i++) expect((await login(body.username, 'wrong password here', second)).statusCode).toBe(401);
    const locked = await login(body.username, body.password, second);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // A third address still signs in with the right password.
    expect((await login(body.username, body.password, nextAddress())).statusCode).toBe(200);
  });

  it('the locked address is locked out of that account only: it still signs in to another', async () => {
    const victim = await register(t.app);
    const other = await register(t.app);
    const from = nextAddress();
    for (let i = 0; i < perPair; i++) await login(victim.body.username, 'wrong password here', from);
    expect((await login(victim.body.username, victim.body.password, from)).statusCode).toBe(429);
    expect((await login(other.body.username, other.body.password, from)).statusCode).toBe(200);
  });

  it('the same account written in capitals or with spaces counts as one account (no extra tries)', async () => {
    const { body } = await register(t.app);
    const from = nextAddress();
    const spellings = [body.username, body.username.toUpperCase(), ` ${body.username} `];
    for (let i = 0; i < perPair; i++) expect((await login(spellings[i % 3]!, 'wrong password here', from)).statusCode).toBe(401);
    expect((await login(body.username.toUpperCase(), body.password, from)).statusCode).toBe(429);
  });
});
