/**
 * Cache Storage names the service worker fills at run time (a name with a version lets a later worker drop an
 * old format). Shared by the worker (which fills them) and the page (which empties them at Log out).
 */
export const runtimeCacheNames = {
  images: 'qmt-images-v1',
} as const;

/** Workbox's precache: the build's own files (shell, pages, chunks, icons), the same for every visitor. */
const precachePrefix = 'workbox-precache';

/** True for a path the worker must never cache, however it is spelt (`/%61pi/...`, `/API/...`). */
export function isApiPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: judged as written.
  }
  return /^\/+api(\/|$)/i.test(decoded);
}

/**
 * At Log out: every Cache Storage cache but the precache goes (runtime caches, and any an older worker left), so
 * nothing a seller fetched stays on the device. They refill from the network as needed.
 */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith(precachePrefix)).map((name) => caches.delete(name)));
}
