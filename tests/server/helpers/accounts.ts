import type { LightMyRequestResponse } from 'fastify';
import type { RegisterBody } from '@/contract/index.ts';
import type { App } from '@server/app.ts';
import { readMailbox } from '@server/services/mail/read-mail.ts';

let counter = 0;

/**
 * A different client address per call (only a label inside app.inject, no traffic), so tests that are not about
 * the per-address rate limits never meet them.
 */
export function nextAddress(): string {
  counter += 1;
  return `127.0.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** A unique, valid registration (docs/style.md#8-one-set-of-test-factories: one set of factories). */
export function createRegistration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `ada.${Date.now()}.${counter}@example.test`,
    phone: '07700 900123',
    password: 'correct horse battery staple',
    marketingConsent: false,
    termsAndConditions: true,
    ...overrides,
  };
}

/** The session cookie a response set, as a Cookie header value (`name=value`). */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('qmt_session') && c.value !== '');
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

export async function register(app: App, overrides: Partial<RegisterBody> = {}) {
  const body = createRegistration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/users/register', payload: body, remoteAddress: nextAddress() });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { body, response, cookie: sessionCookie(response) };
}

export function login(app: App, username: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, headers, remoteAddress: nextAddress() });
}

/** The newest link in the mailbox to `path` (e.g. '/verify-email') sent to `to`, after background mail drained. */
export async function mailedLink(app: App, to: string, path: string): Promise<URL> {
  await app.background.drain();
  const mails = (await readMailbox(app.config.dataDir)).filter((mail) => mail.to === to);
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`, 'g');
  const links = mails.flatMap((mail) => mail.decoded.match(pattern) ?? []);
  const link = links.at(-1);
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return new URL(link);
}
