import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { prerenderedHomeFile, prerenderedPaths } from '../src/shared/prerendered-files.ts';
import { pageKey } from '../src/shared/page-spelling.ts';
import { normalSpelling, pageFilesOf } from './url-spelling.ts';

declare const self: ServiceWorkerGlobalScope;

const pagesCachePrefix = 'qmt-pages-';

type Manifest = ReadonlyArray<string | { url: string; revision?: string | null }>;

/**
 * The content pages' HTML is not precached (docs/decisions/135-precache-shell-and-landing-pages.md): each page a
 * seller opens online is kept here, and offline a page never opened gets the precached shell, which renders it
 * from its precached route chunk. The cache is named after the shell's build, so a new build never answers with
 * an older page pointing at chunks the new precache no longer holds; the older caches go when this worker activates.
 * A page is matched and kept as the server finds it (any letter case, a trailing slash, any query: one copy each).
 */
export function registerContentPages(manifest: Manifest): void {
  const shell = manifest.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
  const cacheName = `${pagesCachePrefix}${(typeof shell === 'object' && shell.revision) || 'dev'}`;
  const pages = new Set(prerenderedPaths.map(pageKey));
  const shellWhenNothingCached: WorkboxPlugin = {
    handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
  };
  // Only a whole 200 page is kept (never a redirect or an error page); a slow network falls back after 3 s.
  const keepOnlyPages: WorkboxPlugin = {
    cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
  };
  // '/Help/?utm_source=mail' is kept and found as '/help': the server answers every such spelling with one file.
  const onePerPage: WorkboxPlugin = {
    cacheKeyWillBeUsed: async ({ request }) => new URL(pageKey(new URL(request.url).pathname), request.url).href,
  };
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && pages.has(pageKey(url.pathname)),
    new NetworkFirst({ cacheName, networkTimeoutSeconds: 3, plugins: [onePerPage, keepOnlyPages, shellWhenNothingCached] }),
  );
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => name.startsWith(pagesCachePrefix) && name !== cacheName).map((name) => caches.delete(name))),
        ),
    );
  });
}

/**
 * A navigation to a page spelt otherwise than the app links it ('/quote/index.html', '/index.html', '/%71uote') is
 * sent to the page's own address, 301, as the server does (server/http/page-spellings.ts): the precache holds
 * '/quote/index.html' under that name, and answered so the router showed 'Page not found' over the page.
 */
export function registerSpellingRedirects(manifest: Manifest): void {
  const precached = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url));
  const pageFiles = pageFilesOf(precached, prerenderedPaths, prerenderedHomeFile);
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && normalSpelling(url, pageFiles) !== null,
    async ({ url }) => Response.redirect(new URL(normalSpelling(url, pageFiles) ?? '/', self.location.origin).href, 301),
  );
}
