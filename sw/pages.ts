import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { prerenderedPaths } from '../src/shared/prerendered-files.ts';

declare const self: ServiceWorkerGlobalScope;

const pagesCachePrefix = 'qmt-pages-';

/**
 * The content pages' HTML is not precached (docs/decisions/135-precache-shell-and-landing-pages.md): each page a
 * seller opens online is kept here, and offline a page never opened gets the precached shell, which renders it
 * from its precached route chunk. The cache is named after the shell's build, so a new build never answers with
 * an older page pointing at chunks the new precache no longer holds; the older caches go when this worker activates.
 */
export function registerContentPages(manifest: ReadonlyArray<string | { url: string; revision?: string | null }>): void {
  const shell = manifest.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
  const cacheName = `${pagesCachePrefix}${(typeof shell === 'object' && shell.revision) || 'dev'}`;
  const pages = new Set(prerenderedPaths);
  const shellWhenNothingCached: WorkboxPlugin = {
    handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
  };
  // Only a whole 200 page is kept (never a redirect or an error page); a slow network falls back after 3 s.
  const keepOnlyPages: WorkboxPlugin = {
    cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
  };
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && pages.has(url.pathname.replace(/(.)\/+$/, '$1')),
    new NetworkFirst({ cacheName, networkTimeoutSeconds: 3, plugins: [keepOnlyPages, shellWhenNothingCached] }),
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
