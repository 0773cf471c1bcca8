import { useEffect } from 'react';
import { isPrerendering } from '../../lib/analytics.ts';

/**
 * Fills the offline catalogue (Dexie) on the first visit, whatever page it is, so a later visit with no
 * network can still browse and search. Runs when the browser is idle, and loads Dexie only then, so the
 * first paint does not wait for it.
 */
export function useCatalogueWarmUp(): void {
  useEffect(() => {
    if (isPrerendering()) return;
    const start = () => void import('../../offline/catalogue-refresh.ts').then((module) => module.refreshCatalogue());
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 1500);
    return () => window.clearTimeout(id);
  }, []);
}
