import { readConsent } from './consent.ts';
import { sendEvent } from './send-event.ts';

/**
 * First-party analytics: events go into `window.dataLayer` and to our own POST /api/events (sendBeacon), never
 * to a third party. Everything here is a no-op unless the seller chose 'Accept All Cookies' (docs/product.md#4-states-and-transitions),
 * and during pre-rendering, so a snapshot never records a visit.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    /** Set by the pre-render script before the app boots. */
    __PRERENDER__?: boolean;
  }
}

/** `docs/product.md#7-calls`'s events, plus the checkout steps and completion it mentions (currency GBP). */
export type AnalyticsEvent = 'quote_submitted' | 'device_selected' | 'add_to_basket' | 'conversion' | 'checkout_step' | 'checkout_complete';

export function isPrerendering(): boolean {
  if (typeof window === 'undefined') return true;
  return window.__PRERENDER__ === true || navigator.userAgent.includes('Prerender');
}

export function canTrack(): boolean {
  return !isPrerendering() && readConsent() === 'accepted';
}

function push(entry: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...entry, timestamp: Date.now() });
}

let initialised = false;

/** Tracking initialisation, run when the seller accepts (and at start when they accepted earlier). */
export function initAnalytics(): void {
  if (isPrerendering()) return;
  window.dataLayer ??= [];
  if (initialised) return;
  initialised = true;
  push({ event: 'analytics_init' });
}

/** Records the path only: query strings can carry tokens (password reset, e-mail verification). */
export function trackPageView(path: string): void {
  if (!canTrack()) return;
  initAnalytics();
  push({ event: 'page_view', page_path: path });
  sendEvent({ event: 'page_view', path });
}

export function trackEvent(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (!canTrack()) return;
  initAnalytics();
  push({ event, ...params });
  sendEvent({ event, path: window.location.pathname, params });
}
