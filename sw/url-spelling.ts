import { isAppRoute } from '../src/shared/app-routes.ts';
import { decodeUnreserved } from '../src/shared/page-spelling.ts';

/**
 * A page's address as the server reads it (server/http/page-spellings.ts and prerendered-pages.ts), for the worker,
 * which answers navigations with no network (docs/decisions/207-one-spelling-per-page.md). Pure: no Workbox, no `self`.
 */

/**
 * The build's HTML files that stand for a page, in lower case, and that page: every precached `<route>/index.html`
 * and each content page's ('/help/index.html' -> '/help'); the home page's file and the shell ('/index.html') -> '/'.
 */
export function pageFilesOf(precachedUrls: readonly string[], contentPaths: readonly string[], homeFile: string): Map<string, string> {
  const files = new Map<string, string>([
    ['/index.html', '/'],
    [`/${homeFile}`.toLowerCase(), '/'],
  ]);
  for (const url of precachedUrls) {
    const page = /^\/?(.+)\/index\.html$/.exec(url)?.[1];
    if (page) files.set(`/${page}/index.html`.toLowerCase(), `/${page}`);
  }
  for (const page of contentPaths) files.set(`${page}/index.html`.toLowerCase(), page);
  return files;
}

/**
 * Where a navigation to a page spelt otherwise than the app links it goes, query kept ('/quote/index.html?x=1' ->
 * '/quote?x=1', '/%71uote' -> '/quote'), or null. Only a page the app knows: never another site ('//host/...').
 */
export function normalSpelling(url: URL, pageFiles: ReadonlyMap<string, string>): string | null {
  const pathname = decodeUnreserved(url.pathname);
  const page = pageFiles.get(pathname.toLowerCase());
  if (page) return page + url.search;
  if (pathname !== url.pathname && !pathname.startsWith('//') && isAppRoute(pathname)) return pathname + url.search;
  return null;
}
