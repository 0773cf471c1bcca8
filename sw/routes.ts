import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isApiPath, runtimeCacheNames } from '../src/shared/runtime-caches.ts';

/** Names of runtime caches (the page empties them at Log out). */
export const cacheNames = runtimeCacheNames;

/**
 * A response the server marked `no-store` or `private` (anything with personal data, e.g. a seller's label QR
 * code) is never written to a cache, whatever route matched it.
 */
const honourNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (/\b(no-store|private)\b/i.test(response.headers.get('Cache-Control') ?? '') ? null : response),
};

/**
 * Runtime caching. Nothing under /api/ is cached here, however the path is spelt: the catalogue lives in
 * IndexedDB (Dexie), and responses with personal data must never sit in a shared cache.
 */
export function registerRuntimeRoutes(): void {
  // Device images not in the precache (photos added later): CacheFirst, because an image at a URL
  // never changes; bounded so a long browse cannot fill the phone.
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && !isApiPath(url.pathname),
    new CacheFirst({
      cacheName: cacheNames.images,
      plugins: [
        honourNoStore,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
