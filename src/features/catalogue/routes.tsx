import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const catalogueRoutes: RouteObject[] = [
  // One route with an optional segment: moving between /sell-my-device and /sell-my-device/{searchTerm}
  // keeps the same page mounted instead of remounting it.
  { path: `${paths.catalogue}/:searchTerm?`, lazy: lazyPage(() => import('./catalogue-page.tsx'), 'CataloguePage') },
];
