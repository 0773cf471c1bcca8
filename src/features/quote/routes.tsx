import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const quoteRoutes: RouteObject[] = [
  // Also matches '/Quote': React Router matches paths case-insensitively.
  { path: paths.quote, lazy: lazyPage(() => import('./quote-page.tsx'), 'QuotePage') },
];
