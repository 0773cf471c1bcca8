import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: async () => ({ Component: (await import('./dashboard-layout.tsx')).DashboardLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./trade-ins-page.tsx')).TradeInsPage }) },
      { path: 'account', lazy: async () => ({ Component: (await import('./account-settings-page.tsx')).AccountSettingsPage }) },
      { path: 'marketing', lazy: async () => ({ Component: (await import('./marketing-page.tsx')).MarketingPage }) },
    ],
  },
];
