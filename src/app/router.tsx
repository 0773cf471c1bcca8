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
import { RootLayout } from './layout/root-layout.tsx';
import { PageLoading } from './pages/page-loading.tsx';
import { RouteError } from './pages/route-error.tsx';

// Every page is a `lazy` route module, so each is its own chunk and the shell loads only what it shows.

// Each feature lists its own routes; together they are every route of docs/product.md#2-screens-and-routes.
const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...catalogueRoutes,
  ...quoteRoutes,
  ...basketRoutes,
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
        children: [...featureRoutes, { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage }) }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
