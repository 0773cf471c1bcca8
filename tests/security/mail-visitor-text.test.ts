import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { createRegistration, mailedLink, nextAddress, register } from '../server/helpers/accounts.ts';
import { createTestApp } from '../server/helpers/test-app.ts';

/**
 * Issue 13 item 7: a first name of 60,000 characters, or one reading "payout on hold, confirm at https://...", was
 * the first thing real account e-mails said. The names are written straight into the database here (whatever the
 * contract's name rules allow), then every account mail is triggered: each opens with the fixed greeting and the
 * product's own words, and carries none of the visitor's text.
 */
const hostileNames = ['Payout on hold, confirm at https://evil.example/claim', 'x'.repeat(60_000)];

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
});
afterAll(() => t.close());

/** The plain-text part's lines (quoted-printable undone), as a mail client shows them. */
async function mailsTo(to: string) {
  await t.app.background.drain();
  return (await readMailbox(t.config.dataDir))
    .filter((mail) => mail.to === to)
    .map((mail) => {
      const plain = mail.decoded.split(/Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n/)[1] ?? '';
      return {
        subject: mail.subject,
        lines: plain
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        decoded: mail.decoded,
      };
    });
}

describe.each(hostileNames.map((name) => [name.slice(0, 40), name]))('account mails with the first name %s', (_, name) => {
  it('verification, already-registered, reset and password-changed mails open with our words and omit the name', async () => {
    const { body, cookie } = await register(t.app);
    await t.database.db.update(users).set({ firstName: name, lastName: name }).where(eq(users.email, body.username));
    await t.app.background.drain();
    // Verification (Verify Now), already-registered (someone registers the address again), reset, password changed.
    await t.app.inject({ method: 'POST', url: '/api/users/request-verify', headers: { cookie }, remoteAddress: nextAddress() });
    await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: createRegistration({ username: body.username, firstName: 'Ada' }),
      remoteAddress: nextAddress(),
    });
    await t.app.inject({ method: 'POST', url: '/api/users/request-reset', payload: { email: body.username }, remoteAddress: nextAddress() });
    const link = await mailedLink(t.app, body.username, '/password-reset');
    const token = link.searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: 'another horse battery staple', confirmPassword: 'another horse battery staple' },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const mails = await mailsTo(body.username);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        'Reset your password',
        'Verify your email address',
        'Verify your email address',
        'You already have an account',
        'Your password was changed',
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.lines[0], mail.subject).toBe('Hello,');
      expect(mail.lines[1], mail.subject).toMatch(
        /^(Please confirm this is your email address|We received a request|The password of your QuickMobile Trade account|Someone, probably you)/,
      );
      expect(mail.decoded).not.toContain('evil.example');
      expect(mail.decoded).not.toContain('x'.repeat(100));
    }
  });
});
