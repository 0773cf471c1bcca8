import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const contentRoutes: RouteObject[] = [
  { path: paths.howItWorks, lazy: async () => ({ Component: (await import('./how-it-works-page.tsx')).HowItWorksPage }) },
  { path: paths.business, lazy: async () => ({ Component: (await import('./business-page.tsx')).BusinessPage }) },
  { path: paths.bestPricePromise, lazy: async () => ({ Component: (await import('./best-price-page.tsx')).BestPricePage }) },
  { path: paths.terms, lazy: async () => ({ Component: (await import('./terms-page.tsx')).TermsPage }) },
  { path: paths.cookiePrivacy, lazy: async () => ({ Component: (await import('./privacy-page.tsx')).PrivacyPage }) },
];
