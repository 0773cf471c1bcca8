import { paths } from '../shared/paths.ts';
import { prerenderedHomeFile, prerenderedPaths } from '../shared/prerendered-files.ts';

/** The content pages, pre-rendered (defined beside the worker's use of them). */
export { prerenderedPaths };

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

/**
 * Pages whose content comes from navigation state, pre-rendered as a visit without state shows them (/quote: 'No
 * device selected.'), with the guard that drops that HTML when the visit carries state (navigation-state-guard.ts).
 * Not in the sitemap: a search engine has nothing to find there.
 */
export const navigationStatePagePaths: readonly string[] = [paths.quote];

/** What a search engine should index (sitemap.xml): sign-in, basket, dashboard and token pages are left out. */
export const sitemapPaths: readonly string[] = [paths.home, paths.catalogue, ...prerenderedPaths];

/** '/help/postage-help' -> 'help/postage-help/index.html' (relative to dist/); '/' has its own file. */
export function prerenderedFile(path: string): string {
  if (path === paths.home) return prerenderedHomeFile;
  return `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}
