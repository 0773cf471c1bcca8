import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/** Names of runtime caches; a name with a version lets a later worker drop an old format. */
export const cacheNames = {
  images: 'qmt-images-v1',
} as const;

/**
 * Runtime caching. Nothing under /api/ is cached here: the catalogue lives in IndexedDB (Dexie),
 * and responses with personal data must never sit in a shared cache.
 */
export function registerRuntimeRoutes(): void {
  // Device images not in the precache (photos added later): CacheFirst, because an image at a URL
  // never changes; bounded so a long browse cannot fill the phone.
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
    new CacheFirst({
      cacheName: cacheNames.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
