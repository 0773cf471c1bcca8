import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { canTrack, isPrerendering, trackPageView } from '../../lib/analytics.ts';

/** docs/product.md#9-business-constants-and-limits: the page view is recorded about 100 ms after the route change. */
const pageViewDelayMs = 100;

/**
 * docs/product.md#2-screens-and-routes: every route change scrolls to the top and records a page view (only with consent; see
 * lib/analytics.ts). Keyed on the pathname: a query-string change (filters, tokens) is not a new page.
 * The delay lets the new page's <title> land first, and a quick redirect replaces the pending record.
 */
export function useRouteEffects(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isPrerendering()) return;
    window.scrollTo(0, 0);
    // Consent is read when the page is shown: a page opened before the seller accepted is never recorded.
    if (!canTrack()) return;
    const timer = window.setTimeout(() => trackPageView(pathname), pageViewDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
