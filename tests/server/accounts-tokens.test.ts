import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userTokens, users } from '../../server/db/schema/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { createTestApp } from './helpers/test-app.ts';
import { login, mailedLink, nextAddress, register } from './helpers/accounts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {}, remoteAddress: nextAddress() });
const verify = (token: string) => inject('GET', `/api/users/verify?token=${encodeURIComponent(token)}`);
const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('e-mail verification', () => {
  it('the link verifies once; the same link again says the account is already verified; an unknown link is refused', async () => {
    const { body, cookie } = await register(t.app);
    const token = (await mailedLink(t.app, body.username, '/verify-email')).searchParams.get('token')!;
    const first = await verify(token);
    expect(first.json()).toEqual({ success: true, message: 'Email verified successfully.' });
    expect((await userRow(body.username)).verified).toBe(true);
    // An outside review: a verified seller reopening the mailed link was told it was invalid.
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: 'Your email address is already verified.' });
    const forged = await verify(`${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ success: false, message: 'Invalid or expired verification link.' });
    // An outside review: an empty or missing token was answered 'Please fill in all required fields.'.
    for (const url of ['/api/users/verify?token=', '/api/users/verify?token=%20', '/api/users/verify']) {
      const empty = await inject('GET', url);
      expect(empty.statusCode, url).toBe(400);
      expect(empty.json(), url).toEqual({ success: false, message: 'Invalid or expired verification link.' });
    }
    const validate = await inject('GET', '/api/users/validate', undefined, cookie);
    expect(validate.json().user.verified).toBe(true);
  });

  it("another signed-in seller opening someone's used link is refused, not told their address is verified", async () => {
    const owner = await register(t.app);
    const token = (await mailedLink(t.app, owner.body.username, '/verify-email')).searchParams.get('token')!;
    expect((await verify(token)).statusCode).toBe(200);
    const other = await register(t.app);
    const theirs = await inject('GET', `/api/users/verify?token=${encodeURIComponent(token)}`, undefined, other.cookie);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ success: false, message: 'Invalid or expired verification link.' });
    expect((await userRow(other.body.username)).verified).toBe(false);
    // The owner, signed in, is still told the truth.
    expect((await inject('GET', `/api/users/verify?token=${encodeURIComponent(token)}`, undefined, owner.cookie)).json().message).toBe(
      'Your email address is already verified.',
    );
  });

  it('stores only a hash of the token, expiring after 24 hours, and refuses it once expired', async () => {
    const { body } = await register(t.app);
    const token = (await mailedLink(t.app, body.username, '/verify-email')).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const user = await userRow(body.username);
    const [row] = await t.database.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(24 * 3600_000 - 5000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.id, row!.id));
    expect((await verify(token)).statusCode).toBe(400);
    expect((await userRow(body.username)).verified).toBe(false);
  });

  it('request-verify needs a session, with the spec message', async () => {
    const res = await inject('POST', '/api/users/request-verify');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'You must be logged in to request verification.' });
  });

  it('request-verify (bodiless POST) sends a fresh link', async () => {
    const { body, cookie } = await register(t.app);
    const res = await inject('POST', '/api/users/request-verify', undefined, cookie);
    expect(res.json()).toEqual({ success: true, message: 'Verification email sent. Please check your inbox.' });
    await t.app.background.drain();
    const mails = (await readMailbox(t.config.dataDir)).filter((m) => m.to === body.username && m.subject === 'Verify your email address');
    expect(mails).toHaveLength(2);
  });

  it('resend answers alike for a known and an unknown address, and mails only the unverified owner', async () => {
    const { body } = await register(t.app);
    await t.app.background.drain();
    const known = await inject('POST', '/api/users/resend-verification', { email: body.username });
    const unknown = await inject('POST', '/api/users/resend-verification', { email: 'no.account@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: 'Verification email resent successfully.' });
    await t.app.background.drain();
    const mails = await readMailbox(t.config.dataDir);
    expect(mails.filter((m) => m.to === body.username)).toHaveLength(2);
    expect(mails.filter((m) => m.to === 'no.account@example.test')).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('request-reset answers alike for known and unknown addresses', async () => {
    const { body } = await register(t.app);
    const known = await inject('POST', '/api/users/request-reset', { email: body.username });
    const unknown = await inject('POST', '/api/users/request-reset', { email: 'nobody.at.all@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('end to end: the mailed link sets a new password, ends every other session and works once', async () => {
    const { body, cookie: otherDevice } = await register(t.app);
    await inject('POST', '/api/users/request-reset', { email: body.username });
    const link = await mailedLink(t.app, body.username, '/password-reset');
    expect(link.pathname).toBe('/password-reset');
    const token = link.searchParams.get('token')!;
    const reset = { token, newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' };
    const res = await inject('POST', '/api/users/reset-password', reset);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been reset. You can now log in.' });
    expect((await inject('GET', '/api/users/validate', undefined, otherDevice)).statusCode).toBe(401);
    const user = await userRow(body.username);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await login(t.app, body.username, body.password)).statusCode).toBe(401);
    expect((await login(t.app, body.username, 'a brand new passphrase')).statusCode).toBe(200);
    const reuse = await inject('POST', '/api/users/reset-password', {
      ...reset,
      newPassword: 'another passphrase!',
      confirmPassword: 'another passphrase!',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ success: false, message: 'This password reset link is invalid or has expired.' });
    await t.app.background.drain();
    const subjects = (await readMailbox(t.config.dataDir)).filter((m) => m.to === body.username).map((m) => m.subject);
    expect(subjects).toContain('Your password was changed');
  });

  it('a reset link expires after 30 minutes', async () => {
    const { body } = await register(t.app);
    await inject('POST', '/api/users/request-reset', { email: body.username });
    const token = (await mailedLink(t.app, body.username, '/password-reset')).searchParams.get('token')!;
    const user = await userRow(body.username);
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.purpose, 'reset-password'))
      .orderBy(userTokens.id)
      .then((rows) => rows.filter((r) => r.userId === user.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(30 * 60_000 - 5000);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.id, row!.id));
    const res = await inject('POST', '/api/users/reset-password', {
      token,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks the new password: matching, long enough, not common', async () => {
    const base = { token: 'x'.repeat(43) };
    const differ = await inject('POST', '/api/users/reset-password', {
      ...base,
      newPassword: 'first passphrase',
      confirmPassword: 'second passphrase',
    });
    expect(differ.json().message).toBe('Passwords do not match.');
    const common = await inject('POST', '/api/users/reset-password', { ...base, newPassword: 'password123', confirmPassword: 'password123' });
    expect(common.json().message).toBe('This password is too common. Please choose a different one.');
    const unknownToken = await inject('POST', '/api/users/reset-password', {
      ...base,
      newPassword: 'fine passphrase',
      confirmPassword: 'fine passphrase',
    });
    expect(unknownToken.json().message).toBe('This password reset link is invalid or has expired.');
  });
});
