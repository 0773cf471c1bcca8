import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: lazyPage(() => import('./dashboard-layout.tsx'), 'DashboardLayout'),
    children: [
      { index: true, lazy: lazyPage(() => import('./trade-ins-page.tsx'), 'TradeInsPage') },
      { path: 'account', lazy: lazyPage(() => import('./account-settings-page.tsx'), 'AccountSettingsPage') },
      { path: 'marketing', lazy: lazyPage(() => import('./marketing-page.tsx'), 'MarketingPage') },
    ],
  },
];
