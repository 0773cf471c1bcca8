import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent, trackPageView } from '../../src/lib/analytics.ts';
import { endpoints } from '@/contract/index.ts';
import { fakeApi, on } from './helpers/fake-api.ts';

function consent(value: 'accepted' | 'necessary' | null) {
  document.cookie = value ? `qmt_cookie_consent=${value}; Path=/` : 'qmt_cookie_consent=; Max-Age=0; Path=/';
}

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  consent(null);
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('first-party analytics', () => {
  it('sends nothing without consent, or with Necessary Only', () => {
    const api = fakeApi();
    trackEvent('add_to_basket', { device_id: 1 });
    consent('necessary');
    trackEvent('add_to_basket', { device_id: 1 });
    trackPageView('/quote');
    expect(api.fetch).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('with consent, posts the event to /api/events (keepalive fetch when sendBeacon is missing)', () => {
    consent('accepted');
    const api = fakeApi([on(endpoints.recordEvent, () => new Response(null, { status: 204 }))]);
    trackEvent('quote_submitted', { device_id: 7, value: 187.5, currency: 'GBP', nested: { dropped: true } });
    expect(api.bodies(endpoints.recordEvent)).toEqual([
      { event: 'quote_submitted', path: '/', params: { device_id: 7, value: 187.5, currency: 'GBP' } },
    ]);
    expect(api.fetch.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('uses sendBeacon with a JSON body when the browser has it', async () => {
    consent('accepted');
    const api = fakeApi();
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    trackPageView('/how-it-works');
    expect(api.fetch).not.toHaveBeenCalled();
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/events');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ event: 'page_view', path: '/how-it-works' });
  });
});
