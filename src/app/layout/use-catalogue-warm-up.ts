import { useEffect } from 'react';
import { loadAfterFirstView } from '../../lib/after-first-view.ts';
import { isPrerendering } from '../../lib/analytics.ts';

/**
 * Fills the offline catalogue (Dexie) on the first visit, whatever page it is, so a later visit with no
 * network can still browse and search. Runs after the first view, when the browser is idle, and loads Dexie
 * and the contract only then, so the first paint and the hydration do not wait for them.
 */
export function useCatalogueWarmUp(): void {
  useEffect(() => {
    if (isPrerendering()) return;
    return loadAfterFirstView(
      () => import('../../offline/catalogue-refresh.ts'),
      (module) => void module.refreshCatalogue(),
    );
  }, []);
}
