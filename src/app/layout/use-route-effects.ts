import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { canTrack, isPrerendering, trackPageView } from '../../lib/analytics.ts';
import { focusHeadingIfLost } from './focus-after-route.ts';

/** docs/product.md#9-business-constants-and-limits: the page view is recorded about 100 ms after the route change. */
const pageViewDelayMs = 100;

/**
 * docs/product.md#2-screens-and-routes: every route change scrolls to the top (and puts focus lost, or left on the link
 * followed, on the new page's heading, focus-after-route.ts) and records a page view (only with consent; see
 * lib/analytics.ts). Keyed on the pathname: a query-string change (filters, tokens) is not a new page.
 * The delay lets the new page's <title> land first, and a quick redirect replaces the pending record.
 * The first page is not a route change: the browser placed it, and a seller who scrolled a pre-rendered page before
 * the app took it over (hydration comes after `load`) must not be thrown back to the top.
 */
export function useRouteEffects(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (isPrerendering()) return;
    let stopFocus = () => {};
    if (firstPage.current) firstPage.current = false;
    else {
      window.scrollTo(0, 0);
      stopFocus = focusHeadingIfLost();
    }
    // Consent is read when the page is shown: a page opened before the seller accepted is never recorded.
    const timer = canTrack() ? window.setTimeout(() => trackPageView(pathname), pageViewDelayMs) : undefined;
    return () => {
      stopFocus();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
