import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createRegistration, mailedLink, nextAddress, register } from './helpers/accounts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/register', payload, remoteAddress: nextAddress(), headers: cookie ? { cookie } : {} });

describe('register', () => {
  it('creates the account, signs it in and e-mails a verification link to this server (plain and HTML)', async () => {
    const { body, response, cookie } = await register(t.app, { marketingConsent: true });
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      user: {
        username: body.username,
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '07700 900123',
        verified: false,
        marketing: true,
        termsAndConditions: true,
        title: null,
      },
    });
    const validate = await t.app.inject({ method: 'GET', url: '/api/users/validate', headers: { cookie } });
    expect(validate.statusCode).toBe(200);
    const link = await mailedLink(t.app, body.username, '/verify-email');
    // From configuration (issue 13), never the request's Host: the configured HOST and PORT before the app listens.
    expect(link.origin).toBe('http://127.0.0.1:3000');
    const [mail] = (await readMailbox(t.config.dataDir)).filter((m) => m.to === body.username);
    expect(mail!.subject).toBe('Verify your email address');
    expect(mail!.raw).toContain('text/plain');
    expect(mail!.raw).toContain('text/html');
  });

  it('uses PUBLIC_URL for links when it is set', async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://trade.example.test' } });
    try {
      const { body } = await register(other.app);
      expect((await mailedLink(other.app, body.username, '/verify-email')).origin).toBe('https://trade.example.test');
    } finally {
      await other.close();
    }
  });

  it('refuses a password under 8 characters and accepts a 64-character one', async () => {
    const short = await post(createRegistration({ password: 'Ab1!xyz' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters.');
    const long = await post(createRegistration({ password: 'a-long passphrase '.repeat(4).slice(0, 64) }));
    expect(long.statusCode).toBe(200);
    const tooLong = await post(createRegistration({ password: 'x'.repeat(129) }));
    expect(tooLong.json().message).toBe('Password must be 128 characters or less.');
  });

  it('refuses the commonest passwords, whatever their case', async () => {
    for (const password of ['password1', 'Qwertyuiop', 'iloveyou', '12345678']) {
      const res = await post(createRegistration({ password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe('This password is too common. Please choose a different one.');
    }
  });

  it('needs the terms accepted and the required fields, with the spec messages', async () => {
    const terms = await post(createRegistration({ termsAndConditions: false }));
    expect(terms.json()).toEqual({ success: false, message: 'You must accept the Terms & Conditions.' });
    const missing = await post(createRegistration({ firstName: '  ' }));
    expect(missing.json().message).toBe('Please fill in all required fields.');
  });

  it('an address that already has an account gets the same answer, no session, and its owner an e-mail', async () => {
    const { body } = await register(t.app);
    const fresh = createRegistration({ firstName: 'Grace', lastName: 'Hopper' });
    const again = await post({ ...fresh, username: body.username.toUpperCase() });
    const brandNew = await post(fresh);
    expect(again.statusCode).toBe(brandNew.statusCode);
    expect(again.json()).toEqual({ ...brandNew.json(), user: { ...brandNew.json().user, username: body.username } });
    expect(again.cookies.map((c) => c.name)).toEqual(brandNew.cookies.map((c) => c.name));
    const decoy = again.cookies[0]!;
    const validate = await t.app.inject({ method: 'GET', url: '/api/users/validate', headers: { cookie: `${decoy.name}=${decoy.value}` } });
    expect(validate.statusCode).toBe(401);
    // The first account is untouched.
    const rows = await t.database.db.select().from(users).where(eq(users.email, body.username));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Ada');
    await t.app.background.drain();
    const mails = (await readMailbox(t.config.dataDir)).filter((m) => m.to === body.username);
    expect(mails.map((m) => m.subject)).toContain('You already have an account');
  });

  it('a referral code must be a real one; a valid one is recorded', async () => {
    const bad = await post(createRegistration({ referralCode: 'NOPE1234' }));
    expect(bad.json()).toEqual({ success: false, message: 'Invalid referral code.' });
    const { body: friend } = await register(t.app);
    const [friendRow] = await t.database.db.select().from(users).where(eq(users.email, friend.username));
    expect(friendRow!.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const { body } = await register(t.app, { referralCode: friendRow!.referralCode!.toLowerCase() });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.username));
    expect(row!.referredByUserId).toBe(friendRow!.id);
  });
});
