import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { register } from '../server/helpers/accounts.ts';
import { createTestApp } from '../server/helpers/test-app.ts';

/**
 * Issue 13 item 3: ten wrong passwords from anywhere made the owner's correct password answer 429 for 15 minutes,
 * and reset and resend could be blocked the same way. Guessing is still stopped, but the owner, from their own
 * address, gets in during the attack.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let octet = 0;
/** A distinct client address for each party of a scenario (only a label inside app.inject). */
const address = () => `10.13.${Math.floor(++octet / 250)}.${(octet % 250) + 1}`;

const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const login = (username: string, password: string, from: string) => post('/api/users/login', { username, password }, from);

describe('an attacker cannot lock the owner out', () => {
  it('login: guessing from one address is stopped, the owner signs in from another address meanwhile', async () => {
    const { body } = await register(t.app);
    const attacker = address();
    for (let i = 0; i < 10; i++) expect((await login(body.username, 'wrong password here', attacker)).statusCode).toBe(401);
    // The attacker is stopped, even with the right password...
    expect((await login(body.username, 'wrong password here', attacker)).statusCode).toBe(429);
    expect((await login(body.username, body.password, attacker)).statusCode).toBe(429);
    // ...and the owner, at home, is not.
    const owner = await login(body.username, body.password, address());
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('login: guessing spread over many addresses (50 tries) still leaves the owner in', async () => {
    const { body } = await register(t.app);
    for (let a = 0; a < 10; a++) {
      const from = address();
      for (let i = 0; i < 5; i++) expect((await login(body.username, `wrong password ${a}.${i}`, from)).statusCode).toBe(401);
    }
    expect((await login(body.username, body.password, address())).statusCode).toBe(200);
  });

  it('request-reset and resend-verification: a stranger hammering them does not stop the owner receiving a link', async () => {
    const { body } = await register(t.app);
    for (const url of ['/api/users/request-reset', '/api/users/resend-verification']) {
      const attacker = address();
      let refused = 0;
      for (let i = 0; i < 5; i++) if ((await post(url, { email: body.username }, attacker)).statusCode === 429) refused += 1;
      expect(refused, url).toBeGreaterThan(0);
      const owner = await post(url, { email: body.username }, address());
      expect(owner.statusCode, `${url} ${owner.body}`).toBe(200);
    }
    await t.app.background.drain();
    const subjects = (await readMailbox(t.config.dataDir)).filter((mail) => mail.to === body.username).map((mail) => mail.subject);
    // Registration's verification mail, the attacker's three of each, and the owner's own of each.
    expect(subjects.filter((s) => s === 'Reset your password')).toHaveLength(4);
    expect(subjects.filter((s) => s === 'Verify your email address')).toHaveLength(5);
  });
});
