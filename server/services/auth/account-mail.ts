import type { MailMessage } from '../mail/mailer.ts';

/** The e-mails of the account area: plain text and HTML alike, each with one link to this server. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(to: string, subject: string, greeting: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), 'QuickMobile Trade'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><p>Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : '',
    '<p>QuickMobile Trade</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return mail(to, 'Verify your email address', `Hi ${firstName},`, [
    'Please confirm this is your email address so you can submit trade-in orders.',
    'The link works once and expires in 24 hours.',
  ], { label: 'Verify my email', url: link });
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return mail(to, 'Reset your password', `Hi ${firstName},`, [
    'We received a request to reset the password of your QuickMobile Trade account.',
    'The link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays the same.',
  ], { label: 'Reset my password', url: link });
}

export function passwordChangedMail(to: string, firstName: string, resetLink: string): MailMessage {
  return mail(to, 'Your password was changed', `Hi ${firstName},`, [
    'The password of your QuickMobile Trade account was just changed, and every other device was signed out.',
    'If this was not you, reset your password now and contact our support team.',
  ], { label: 'Reset my password', url: resetLink });
}

/** Sent instead of a verification e-mail when someone registers an address that already has an account. */
export function alreadyRegisteredMail(to: string, firstName: string, loginLink: string): MailMessage {
  return mail(to, 'You already have an account', `Hi ${firstName},`, [
    'Someone, probably you, tried to create a QuickMobile Trade account with this email address, which already has one.',
    'Log in with your password, or use "Forgot Password?" on the login page to choose a new one. If it was not you, you can ignore this email.',
  ], { label: 'Log in', url: loginLink });
}
