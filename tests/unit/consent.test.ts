import { describe, expect, it } from 'vitest';
import { consentCookieDomain, parseConsentCookie, serializeConsentCookie } from '../../src/lib/consent.ts';

describe('consent cookie', () => {
  it('lasts 365 days on the whole site, shared with every subdomain of the real host, Secure over https', () => {
    expect(serializeConsentCookie('accepted', { hostname: 'www.quickmobiletrade.co.uk', protocol: 'https:' })).toBe(
      'qmt_cookie_consent=accepted; Max-Age=31536000; Path=/; Domain=.quickmobiletrade.co.uk; SameSite=Lax; Secure',
    );
  });

  it('stays host-only and not Secure on localhost over http, so development works', () => {
    expect(serializeConsentCookie('necessary', { hostname: 'localhost', protocol: 'http:' })).toBe(
      'qmt_cookie_consent=necessary; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('sets the domain only for the host itself or a real subdomain of it', () => {
    expect(consentCookieDomain('quickmobiletrade.co.uk')).toBe('.quickmobiletrade.co.uk');
    expect(consentCookieDomain('Shop.QuickMobileTrade.co.uk')).toBe('.quickmobiletrade.co.uk');
    expect(consentCookieDomain('evil-quickmobiletrade.co.uk')).toBeNull();
    expect(consentCookieDomain('preview.example.com')).toBeNull();
  });

  it('reads only the two known values', () => {
    expect(parseConsentCookie('a=1; qmt_cookie_consent=accepted; b=2')).toBe('accepted');
    expect(parseConsentCookie('qmt_cookie_consent=necessary')).toBe('necessary');
    expect(parseConsentCookie('qmt_cookie_consent=yes')).toBeNull();
    expect(parseConsentCookie('other_qmt_cookie_consent=accepted')).toBeNull();
    expect(parseConsentCookie('')).toBeNull();
  });
});
