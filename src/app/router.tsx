import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { PageLoading } from './pages/page-loading.tsx';
import { RouteError } from './pages/route-error.tsx';
import { pendingRoutes } from './pending-routes.ts';
import type { PendingRoute } from './pending-routes.ts';

// Every page is a `lazy` route module, so each is its own chunk and the shell loads only what it shows.

const catalogue = async () => ({ Component: (await import('../features/catalogue/index.ts')).CataloguePage });

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
          { index: true, lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).HomePage }) },
          // One route with an optional segment: moving between /sell-my-device and /sell-my-device/{searchTerm}
          // keeps the same page mounted instead of remounting it.
          { path: `${paths.catalogue}/:searchTerm?`, lazy: catalogue },
          ...pendingRoutes.map(pending),
          { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
