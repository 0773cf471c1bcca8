import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/**
 * Before hydrating a pre-rendered page, load the lazy route modules the URL matches and put them on the route
 * objects. The router then starts already initialised and renders the page, as the HTML has it, instead of
 * the loading fallback (which would not match the HTML).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}
