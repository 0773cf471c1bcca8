import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent, trackPageView } from '../../src/lib/analytics.ts';
import { bodiesOf, stubApi } from '../support/stub-api.ts';

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
    const fetchMock = stubApi({});
    trackEvent('add_to_basket', { device_id: 1 });
    consent('necessary');
    trackEvent('add_to_basket', { device_id: 1 });
    trackPageView('/quote');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('with consent, posts the event to /api/events (keepalive fetch when sendBeacon is missing)', () => {
    consent('accepted');
    const fetchMock = stubApi({ 'POST /api/events': () => new Response(null, { status: 204 }) });
    trackEvent('quote_submitted', { device_id: 7, value: 187.5, currency: 'GBP', nested: { dropped: true } });
    expect(bodiesOf(fetchMock, 'POST /api/events')).toEqual([{ event: 'quote_submitted', path: '/', params: { device_id: 7, value: 187.5, currency: 'GBP' } }]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('uses sendBeacon with a JSON body when the browser has it', async () => {
    consent('accepted');
    const fetchMock = stubApi({});
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    trackPageView('/how-it-works');
    expect(fetchMock).not.toHaveBeenCalled();
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/events');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ event: 'page_view', path: '/how-it-works' });
  });
});
