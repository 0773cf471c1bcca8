import { paths } from '../shared/paths.ts';
import { prerenderedHomeFile } from '../shared/prerendered-files.ts';

/**
 * The pages with nothing per visitor on them: rendered to HTML at build time (with their metadata), precached
 * by the service worker and answered with their own HTML offline. Everything else gets the app shell.
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

/**
 * The pages sellers land on, pre-rendered with the build's snapshot of the seeded catalogue (its device cards
 * in the HTML), then hydrated with the same snapshot and brought up to date by the live catalogue.
 */
export const cataloguePagePaths: readonly string[] = [
  paths.home,
  paths.catalogue,
  // The brand searches sellers arrive on from search engines (lower case, as their canonical URL).
  paths.catalogueSearch('iphone'),
  paths.catalogueSearch('samsung'),
  paths.catalogueSearch('ipad'),
];

/** What a search engine should index (sitemap.xml): sign-in, basket, dashboard and token pages are left out. */
export const sitemapPaths: readonly string[] = [paths.home, paths.catalogue, ...prerenderedPaths];

/** '/help/postage-help' -> 'help/postage-help/index.html' (relative to dist/); '/' has its own file. */
export function prerenderedFile(path: string): string {
  if (path === paths.home) return prerenderedHomeFile;
  return `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}
