import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const helpRoutes: RouteObject[] = [
  { path: paths.help, lazy: lazyPage(() => import('./help-page.tsx'), 'HelpPage') },
  { path: paths.postageHelp, lazy: lazyPage(() => import('./postage-help-page.tsx'), 'PostageHelpPage') },
  { path: paths.packagingTutorial, lazy: lazyPage(() => import('./packaging-tutorial-page.tsx'), 'PackagingTutorialPage') },
  { path: paths.deviceHelp, lazy: lazyPage(() => import('./device-help-page.tsx'), 'DeviceHelpPage') },
  { path: paths.appleHelp, lazy: lazyPage(() => import('./apple-help-page.tsx'), 'AppleHelpPage') },
  { path: paths.samsungHelp, lazy: lazyPage(() => import('./samsung-help-page.tsx'), 'SamsungHelpPage') },
  { path: paths.androidHelp, lazy: lazyPage(() => import('./android-help-page.tsx'), 'AndroidHelpPage') },
  { path: paths.quoteHelp, lazy: lazyPage(() => import('./quote-help-page.tsx'), 'QuoteHelpPage') },
  { path: paths.paymentsHelp, lazy: lazyPage(() => import('./payments-help-page.tsx'), 'PaymentsHelpPage') },
  { path: paths.returnsHelp, lazy: lazyPage(() => import('./returns-help-page.tsx'), 'ReturnsHelpPage') },
  { path: paths.legalHelp, lazy: lazyPage(() => import('./legal-help-page.tsx'), 'LegalHelpPage') },
  { path: paths.contact, lazy: lazyPage(() => import('./contact-page.tsx'), 'ContactPage') },
];
