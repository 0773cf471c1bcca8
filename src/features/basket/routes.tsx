import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const basketRoutes: RouteObject[] = [{ path: paths.basket, lazy: lazyPage(() => import('./basket-page.tsx'), 'BasketPage') }];
