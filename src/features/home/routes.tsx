import type { RouteObject } from 'react-router-dom';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const homeRoutes: RouteObject[] = [{ index: true, lazy: async () => ({ Component: (await import('./home-page.tsx')).HomePage }) }];
