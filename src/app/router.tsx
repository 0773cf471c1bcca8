import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes.tsx';
import { basketRoutes } from '../features/basket/routes.tsx';
import { catalogueRoutes } from '../features/catalogue/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { helpRoutes } from '../features/help/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { quoteRoutes } from '../features/quote/routes.tsx';
import { evaluateInPieces } from '../lib/evaluate-in-pieces.ts';
import { withPageLoadTimeout } from './page-load.ts';
import { preloadedPages } from './preloaded-pages.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { PageLoading } from './pages/page-loading.tsx';
import { RouteError } from './pages/route-error.tsx';
import { lazyPage, notedWhilePending } from '../lib/lazy-page.ts';
import { preloadRoute } from '../lib/preload-route.ts';

// Every page is a `lazy` route module, so each is its own chunk and the shell loads only what it shows.

/**
 * A page of preloaded-pages.ts evaluates zod, the contract and Dexie first, one module per task, then itself: imported
 * at once they were one task of 140-290 ms at 4x CPU. Its chunks are already on their way (scripts/route-preloads.ts),
 * so the pieces wait for no round trip one after another. Other pages are left alone (the pre-rendered ones run without those modules).
 */
function modulesFirst(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    if (typeof lazy !== 'function' || !route.path || !(route.path in preloadedPages)) return route;
    return {
      ...route,
      lazy: async () => {
        // From another page the shell's own preload has not run for this one: all its chunks are asked for now.
        preloadRoute(route.path!);
        // Each noted while on its way: one that hangs is named by the page-load timeout, and then waited for (decision 212).
        const { afterFirstViewModules } = await notedWhilePending(() => import('./module-pieces.ts'))();
        await evaluateInPieces(afterFirstViewModules.map((load) => notedWhilePending(load)));
        return lazy();
      },
    } as RouteObject;
  });
}

// Each feature lists its own routes; together they are every route of docs/product.md#2-screens-and-routes.
const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...catalogueRoutes,
  ...modulesFirst(quoteRoutes),
  ...modulesFirst(basketRoutes),
  ...accountRoutes,
  ...dashboardRoutes,
  ...helpRoutes,
  ...contentRoutes,
];

/** docs/product.md#2-screens-and-routes, every route (paths from lib/paths.ts). Exported for tests, which use a memory router. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Only if the shell itself fails; page errors are caught below, inside the shell.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // Shown inside the shell while the first page's chunk loads.
        HydrateFallback: PageLoading,
        // A page whose code never arrives ends on the error page below, not on 'Loading page' for ever.
        children: withPageLoadTimeout([...featureRoutes, { path: '*', lazy: lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundPage') }]),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
