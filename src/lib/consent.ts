import { site } from '../shared/site.ts';

/** docs/product.md#3-entities-and-their-fields, docs/product.md#4-states-and-transitions and docs/product.md#9-business-constants-and-limits: the consent cookie, its two values and its lifetime. */
const consentCookieName = 'qmt_cookie_consent';
export type ConsentChoice = 'accepted' | 'necessary';

const maxAgeSeconds = 365 * 24 * 60 * 60;

export interface CookieLocation {
  hostname: string;
  protocol: string;
}

/**
 * The Domain attribute that shares the choice with every subdomain of the site's host. Only set on the real
 * host (or a subdomain of it): a browser rejects a cookie whose Domain does not match the page, so on
 * localhost or a preview host the cookie stays host-only. A bare `endsWith(host)` would also accept
 * 'evil-quickmobiletrade.co.uk', hence the dot check.
 */
export function consentCookieDomain(hostname: string, siteHost: string = site.host): string | null {
  const host = hostname.toLowerCase();
  return host === siteHost || host.endsWith(`.${siteHost}`) ? `.${siteHost}` : null;
}

export function serializeConsentCookie(choice: ConsentChoice, location: CookieLocation, siteHost: string = site.host): string {
  const parts = [`${consentCookieName}=${choice}`, `Max-Age=${maxAgeSeconds}`, 'Path=/'];
  const domain = consentCookieDomain(location.hostname, siteHost);
  if (domain) parts.push(`Domain=${domain}`);
  parts.push('SameSite=Lax');
  if (location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

/** Reads the choice from a `document.cookie` string; anything but the two known values counts as no choice. */
export function parseConsentCookie(cookies: string): ConsentChoice | null {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== consentCookieName) continue;
    const value = rest.join('=');
    if (value === 'accepted' || value === 'necessary') return value;
  }
  return null;
}

export function readConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  return parseConsentCookie(document.cookie);
}

export function writeConsent(choice: ConsentChoice): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeConsentCookie(choice, window.location);
}
