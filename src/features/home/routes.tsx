import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const homeRoutes: RouteObject[] = [{ index: true, lazy: lazyPage(() => import('./home-page.tsx'), 'HomePage') }];
