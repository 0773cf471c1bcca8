import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';

/** This feature's routes (lazy page modules); the app router mounts them inside the shell. */
export const helpRoutes: RouteObject[] = [
  { path: paths.help, lazy: async () => ({ Component: (await import('./help-page.tsx')).HelpPage }) },
  { path: paths.postageHelp, lazy: async () => ({ Component: (await import('./postage-help-page.tsx')).PostageHelpPage }) },
  { path: paths.packagingTutorial, lazy: async () => ({ Component: (await import('./packaging-tutorial-page.tsx')).PackagingTutorialPage }) },
  { path: paths.deviceHelp, lazy: async () => ({ Component: (await import('./device-help-page.tsx')).DeviceHelpPage }) },
  { path: paths.appleHelp, lazy: async () => ({ Component: (await import('./apple-help-page.tsx')).AppleHelpPage }) },
  { path: paths.samsungHelp, lazy: async () => ({ Component: (await import('./samsung-help-page.tsx')).SamsungHelpPage }) },
  { path: paths.androidHelp, lazy: async () => ({ Component: (await import('./android-help-page.tsx')).AndroidHelpPage }) },
  { path: paths.quoteHelp, lazy: async () => ({ Component: (await import('./quote-help-page.tsx')).QuoteHelpPage }) },
  { path: paths.paymentsHelp, lazy: async () => ({ Component: (await import('./payments-help-page.tsx')).PaymentsHelpPage }) },
  { path: paths.returnsHelp, lazy: async () => ({ Component: (await import('./returns-help-page.tsx')).ReturnsHelpPage }) },
  { path: paths.legalHelp, lazy: async () => ({ Component: (await import('./legal-help-page.tsx')).LegalHelpPage }) },
  { path: paths.contact, lazy: async () => ({ Component: (await import('./contact-page.tsx')).ContactPage }) },
];
