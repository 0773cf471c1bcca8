import { useEffect } from 'react';
import { afterFirstView } from '../../lib/after-first-view.ts';
import { isPrerendering } from '../../lib/analytics.ts';
import { preloadRoute } from '../../lib/preload-route.ts';
import { paths } from '../../shared/paths.ts';

/**
 * The quote's code, fetched (not run) once the first view is done, at low priority: on a first visit the worker has
 * not yet kept anything, and a signal lost a moment after the page showed made Select open the error page ('This page
 * could not be downloaded'; an outside review). With its code here, the quote opens and says what it cannot reach.
 */
export function useQuoteCodeWarmUp(): void {
  useEffect(() => {
    if (isPrerendering()) return;
    let live = true;
    void afterFirstView().then(() => {
      if (live) preloadRoute(paths.quote);
    });
    return () => {
      live = false;
    };
  }, []);
}
