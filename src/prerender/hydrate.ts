import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { importUntilLoaded } from '../lib/import-until-loaded.ts';

/**
 * Before hydrating a pre-rendered page, load the lazy route modules the URL matches and put them on the route
 * objects. The router then starts already initialised and renders the page, as the HTML has it, instead of
 * the loading fallback (which would not match the HTML).
 *
 * A module that cannot be downloaded (a first visit whose signal went after the HTML came) is tried again until it
 * arrives (importUntilLoaded): the page stays readable meanwhile, and `onFailed` is told of each failure. Without
 * the retry, the start-up stopped for good and the page's buttons never worked, even back online (an outside review).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string, onFailed?: (error: unknown) => void): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const resolved = await importUntilLoaded(() =>
        lazy().catch((error: unknown) => {
          onFailed?.(error);
          throw error;
        }),
      );
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}
