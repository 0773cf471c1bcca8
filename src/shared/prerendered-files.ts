import { paths } from './paths.ts';

/**
 * The pre-rendered home page's file in dist/ (pure, shared by the build, the server and the worker). It cannot
 * be dist/index.html: that stays the app shell every route without its own HTML is answered with.
 */
export const prerenderedHomeFile = 'index.home.html';

/**
 * The content pages (nothing per visitor on them): rendered to HTML at build time with their metadata. The
 * worker does not precache them: it keeps each one's HTML once visited and, offline, answers a page never visited
 * with the shell, which renders it (docs/decisions/135-precache-shell-and-landing-pages.md).
 */
export const prerenderedPaths: readonly string[] = [
  paths.howItWorks,
  paths.business,
  paths.bestPricePromise,
  paths.help,
  paths.postageHelp,
  paths.packagingTutorial,
  paths.deviceHelp,
  paths.appleHelp,
  paths.samsungHelp,
  paths.androidHelp,
  paths.quoteHelp,
  paths.paymentsHelp,
  paths.returnsHelp,
  paths.legalHelp,
  paths.terms,
  paths.cookiePrivacy,
  paths.contact,
];
