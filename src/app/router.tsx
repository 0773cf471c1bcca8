import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes.tsx';
import { catalogueRoutes } from '../features/catalogue/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { helpRoutes } from '../features/help/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { quoteRoutes } from '../features/quote/routes.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { PageLoading } from './pages/page-loading.tsx';
import { RouteError } from './pages/route-error.tsx';
import { pendingRoutes } from './pending-routes.ts';
import type { PendingRoute } from './pending-routes.ts';

// Every page is a `lazy` route module, so each is its own chunk and the shell loads only what it shows.

// Each feature lists its own routes; a spec route no feature provides yet shows PendingPage.
const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...catalogueRoutes,
  ...quoteRoutes,
  ...accountRoutes,
  ...dashboardRoutes,
  ...helpRoutes,
  ...contentRoutes,
];
/** Full paths a feature provides, nested ones included ('/dashboard' + 'account' -> '/dashboard/account'). */
function providedPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`) : parent;
    return [...(route.path || route.index ? [own] : []), ...providedPaths(route.children ?? [], own)];
  });
}
const provided = new Set(providedPaths(featureRoutes).map((path) => path.toLowerCase()));
const stillPending = pendingRoutes.filter((route) => !provided.has(route.path.toLowerCase()));

function pending({ path, title, description }: PendingRoute): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PendingPage } = await import('./pages/pending-page.tsx');
      return { Component: () => <PendingPage title={title} description={description} path={path} /> };
    },
  };
}

/** Spec section 2, every route (paths from lib/paths.ts). Exported for tests, which use a memory router. */
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
        children: [
          ...featureRoutes,
          ...stillPending.map(pending),
          { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
