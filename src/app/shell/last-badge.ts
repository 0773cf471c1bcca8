import { useEffect, useSyncExternalStore } from 'react';

/**
 * The badge the seller last saw, as its two parts (the server's count and what the queued rows change), kept in
 * localStorage: readable at once, before the first view's deferred work has opened Dexie or started the outbox's
 * watcher. Until those give their parts again (a second or more on a slow phone, longer offline) the badge shows
 * this rather than nothing, which used to make a basket filled in a dead spot look empty after a reload.
 */
export interface BadgeParts {
  server: number;
  queued: number;
}

const key = 'qmt-basket-badge';
const none: BadgeParts = { server: 0, queued: 0 };

function readRaw(): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string | null): BadgeParts {
  if (!raw) return none;
  try {
    const { server, queued } = JSON.parse(raw) as Partial<BadgeParts>;
    return Number.isInteger(server) && Number.isInteger(queued) ? { server: server!, queued: queued! } : none;
  } catch {
    return none;
  }
}

const subscribeNever = () => () => {};

/**
 * The last badge, read after hydration (the pre-rendered HTML has no badge: its server snapshot is none), and kept
 * up to date with the parts once both are known.
 */
export function useLastBadge(server: number | undefined, queued: number | undefined): BadgeParts {
  const last = parse(useSyncExternalStore(subscribeNever, readRaw, () => null));
  useEffect(() => {
    if (server === undefined || queued === undefined) return;
    try {
      localStorage.setItem(key, JSON.stringify({ server, queued } satisfies BadgeParts));
    } catch {
      // Storage refused (private mode, full): the badge waits for its parts, as before.
    }
  }, [server, queued]);
  return last;
}
