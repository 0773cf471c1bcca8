import type { MailMessage } from '../mail/mailer.ts';

/** The e-mails of the account area: plain text and HTML alike, each with one link to this server. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every account e-mail opens with the same fixed greeting and then the product's own words: nothing a visitor
 * typed (a name of 60,000 characters, or one reading "payout on hold, confirm at https://...") is ever the first
 * thing a mail says, and no visitor text is in these mails at all, because a stranger can make us send them to
 * any address (register, reset, resend).
 */
const greeting = 'Hello,';

function mail(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    'QuickMobile Trade',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><p>Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
      : '',
    '<p>QuickMobile Trade</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function verificationMail(to: string, link: string): MailMessage {
  return mail(
    to,
    'Verify your email address',
    ['Please confirm this is your email address so you can submit trade-in orders.', 'The link works once and expires in 24 hours.'],
    { label: 'Verify my email', url: link },
  );
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return mail(
    to,
    'Reset your password',
    [
      'We received a request to reset the password of your QuickMobile Trade account.',
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays the same.',
    ],
    { label: 'Reset my password', url: link },
  );
}

export function passwordChangedMail(to: string, resetLink: string): MailMessage {
  return mail(
    to,
    'Your password was changed',
    [
      'The password of your QuickMobile Trade account was just changed, and every other device was signed out.',
      'If this was not you, reset your password now and contact our support team.',
    ],
    { label: 'Reset my password', url: resetLink },
  );
}

/** Sent instead of a verification e-mail when someone registers an address that already has an account. */
export function alreadyRegisteredMail(to: string, loginLink: string): MailMessage {
  return mail(
    to,
    'You already have an account',
    [
      'Someone, probably you, tried to create a QuickMobile Trade account with this email address, which already has one.',
      'Log in with your password, or use "Forgot Password?" on the login page to choose a new one. If it was not you, you can ignore this email.',
    ],
    { label: 'Log in', url: loginLink },
  );
}
