import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../server/helpers/accounts.ts';
import { createTestApp } from '../server/helpers/test-app.ts';

/**
 * Issue 13 item 3, the residual: guessing spread over many addresses could reach the per-account ceiling (100 an
 * hour) and refuse the owner everywhere for up to an hour. A browser the owner has signed in from before carries a
 * device cookie and is not held by that ceiling; a stranger's browser (no cookie, or a made-up one) still is.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let octet = 0;
const address = () => `10.14.${Math.floor(++octet / 250)}.${(octet % 250) + 1}`;
const login = (username: string, password: string, from: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress: from, headers: cookie ? { cookie } : {} });

describe('the owner’s own browser gets in when guessing has reached the per-account ceiling', () => {
  it('device cookie from an earlier sign-in: 200; no cookie or a forged one: 429', async () => {
    const { body } = await register(t.app);
    const first = await login(body.username, body.password, address());
    expect(first.statusCode, first.body).toBe(200);
    const device = first.cookies.find((c) => c.name === 'qmt_device');
    expect(device?.httpOnly).toBe(true);
    expect(device?.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);

    // 100 wrong guesses from 20 addresses (5 each, under every per-address and per-pair limit): the owner's own
    // sign-in counted too, so the last one already meets the ceiling.
    const answers: number[] = [];
    for (let a = 0; a < 20; a++) {
      const from = address();
      for (let i = 0; i < 5; i++) answers.push((await login(body.username, `wrong guess ${a}.${i}`, from)).statusCode);
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(99);
    expect(answers.at(-1)).toBe(429);
    // The ceiling is reached: a browser the owner never used is refused, even with the right password...
    expect((await login(body.username, body.password, address())).statusCode).toBe(429);
    expect((await login(body.username, body.password, address(), 'qmt_device=made-up-by-an-attacker')).statusCode).toBe(429);
    // ...and the owner's own browser, on a new network, is not.
    const owner = await login(body.username, body.password, address(), `qmt_device=${device!.value}`);
    expect(owner.statusCode, owner.body).toBe(200);
    // The same cookie is kept (renewed), not replaced.
    expect(owner.cookies.find((c) => c.name === 'qmt_device')?.value).toBe(device!.value);
  });

  it('a device cookie speaks only for the seller who signed in with it', async () => {
    const owner = (await register(t.app)).body;
    const other = (await register(t.app)).body;
    const signedIn = await login(other.username, other.password, address());
    const cookie = `qmt_device=${signedIn.cookies.find((c) => c.name === 'qmt_device')!.value}`;
    for (let a = 0; a < 20; a++) {
      const from = address();
      for (let i = 0; i < 5; i++) await login(owner.username, `wrong guess ${a}.${i}`, from);
    }
    // The other seller's device cookie does not lift the owner's ceiling for whoever holds it.
    expect((await login(owner.username, owner.password, address(), cookie)).statusCode).toBe(429);
  });
});
