import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const contentRoutes: RouteObject[] = [
  { path: paths.howItWorks, lazy: lazyPage(() => import('./how-it-works-page.tsx'), 'HowItWorksPage') },
  { path: paths.business, lazy: lazyPage(() => import('./business-page.tsx'), 'BusinessPage') },
  { path: paths.bestPricePromise, lazy: lazyPage(() => import('./best-price-page.tsx'), 'BestPricePage') },
  { path: paths.terms, lazy: lazyPage(() => import('./terms-page.tsx'), 'TermsPage') },
  { path: paths.cookiePrivacy, lazy: lazyPage(() => import('./privacy-page.tsx'), 'PrivacyPage') },
];
