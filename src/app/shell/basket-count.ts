import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { afterFirstView } from '../../lib/after-first-view.ts';
import { isReachable, readTimeoutMs } from '../../lib/api/reachability.ts';
import { readAgainWhenReachable } from '../../lib/api/refetch-when-reachable.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useLastBadge } from './last-badge.ts';

// The typed client, its zod schemas and Dexie are loaded on demand, keeping them out of the first-load bundle.
async function fetchBasketCount(signal: AbortSignal): Promise<number> {
  const [{ basketEndpoints: endpoints }, { callApi, NetworkError }] = await Promise.all([
    import('../../contract/basket-endpoints.ts'),
    import('../../lib/api/call-api.ts'),
  ]);
  try {
    const { itemCount } = await callApi(endpoints.getBasketCount, { signal, timeoutMs: readTimeoutMs });
    void import('../../offline/basket-count.ts').then((stored) => stored.storeBasketCount(itemCount)).catch(() => undefined);
    return itemCount;
  } catch (error) {
    // Not reached (a request that failed or hung: lie-fi) is the dead spot's case, not a failed count: the kept count.
    if (error instanceof NetworkError) return storedBasketCount();
    throw error;
  }
}

async function storedBasketCount(): Promise<number> {
  try {
    return (await (await import('../../offline/basket-count.ts')).readStoredBasketCount()) ?? 0;
  } catch {
    return 0;
  }
}

/**
 * docs/product.md#4-states-and-transitions: the basket count loads once at start and any failure gives 0, so the query never errors
 * and never goes stale by itself. Whoever changes the basket invalidates `queryKeys.basketCount`.
 * When the server is already known to be out of reach (the reachability rule), no request is made: the last
 * count the server gave (kept in Dexie) is shown, else 0; so too when the request fails unanswered or hangs past
 * `readTimeoutMs` (lie-fi: the badge once fell to 0 there while offline kept it). An answer that is an error gives 0. It is read
 * again whenever the server can be reached again (refetch-when-reachable.ts).
 */
const basketCountQuery = queryOptions({
  queryKey: queryKeys.basketCount,
  queryFn: async ({ signal }) => {
    // The badge shows 0 until then: the client, zod and Dexie stay out of the first view.
    await afterFirstView();
    if (!isReachable()) return storedBasketCount();
    try {
      return await fetchBasketCount(signal);
    } catch {
      return 0;
    }
  },
  staleTime: Infinity,
  retry: false,
  networkMode: 'always',
  // Read with no server (the kept count, or 0), or before a change another tab or device made meanwhile: when the
  // server answers again, the badge asks it again.
  meta: { [readAgainWhenReachable]: true },
});

/** What the queued rows will change, set by the outbox's watcher after the first view (use-outbox-sync.ts); never fetched. */
const queuedChangeQuery = queryOptions<number>({ queryKey: queryKeys.queuedBasketChange, queryFn: skipToken, staleTime: Infinity });

/**
 * What the badge shows: the server's count, plus the devices queued for the basket and less the removals queued (a
 * seller who added a phone in a dead spot sees it counted at once). The basket page lists the queued ones apart.
 */
export function useBasketCount(): number {
  const server = useQuery(basketCountQuery).data;
  const queued = useQuery(queuedChangeQuery).data;
  // A part not known yet (the first view's deferred work has not run) is taken from the badge last shown.
  const last = useLastBadge(server, queued);
  return Math.max(0, (server ?? last.server) + (queued ?? last.queued));
}
