import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpoints, type Basket } from '@/contract/index.ts';
import { ApiError, callApi, NetworkError } from '@/lib/api/call-api.ts';
import type { LastKnown } from '@/lib/api/last-known.ts';
import { isReachable, readTimeoutMs } from '@/lib/api/reachability.ts';
import { readAgainWhenReachable } from '@/lib/api/refetch-when-reachable.ts';
import { onOrdersChangedElsewhere } from '@/lib/orders-changed.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { readStoredBasket, storeBasket } from '@/offline/basket.ts';

export const emptyBasket: Basket = { success: true, contents: [], totalPrice: 0, originalPrice: 0, discount: null, itemCount: 0 };

/** The server's basket, or with no answer the copy this device stored when it last read it (`lastKnownAt` set). */
export type ShownBasket = Basket & LastKnown;

/** docs/product.md#7-calls: the error 'No active basket found' means an empty basket (this server answers 200 empty instead). */
export async function getBasket(signal?: AbortSignal): Promise<Basket> {
  try {
    return await callApi(endpoints.getBasket, { timeoutMs: readTimeoutMs, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage === 'No active basket found') return emptyBasket;
    throw error;
  }
}

async function lastKnownBasket(): Promise<ShownBasket | null> {
  const stored = await readStoredBasket().catch(() => null);
  return stored ? { ...stored.basket, lastKnownAt: stored.savedAt } : null;
}

/**
 * docs/offline.md#the-last-known-basket: read from the server and kept in Dexie; when the server is known to be out of
 * reach (at once) or gives no answer (after the read timeout), the kept copy, marked last known. It is read again
 * from the server as soon as it answers (refetch-when-reachable.ts). Never stored: none is kept, the failure shows.
 */
export const basketQuery = queryOptions({
  queryKey: queryKeys.basketContents,
  queryFn: async ({ signal }): Promise<ShownBasket> => {
    const early = isReachable() ? null : await lastKnownBasket();
    if (early) return early;
    try {
      const basket = await getBasket(signal);
      await storeBasket(basket).catch(() => undefined);
      return basket;
    } catch (error) {
      const kept = error instanceof NetworkError ? await lastKnownBasket() : null;
      if (kept) return kept;
      throw error;
    }
  },
  // A basket read before the signal went may have changed meanwhile (another device, another tab's drainer): read
  // again whenever the server can be reached again, as the badge is (an outside review: the badge said 2 items while
  // the open basket kept 1 and its total).
  meta: { [readAgainWhenReachable]: true },
});

/** `select` shapes what the page shows (the items whose removal waits in the outbox left out: model/pending-removals.ts). */
export function useBasket(select?: (basket: ShownBasket) => ShownBasket) {
  const queryClient = useQueryClient();
  // An order placed in another tab took this basket's items: read it again at once, or this tab's checkout went on
  // showing them until its Submit Order met 'Your basket is empty.' (an outside review).
  useEffect(() => onOrdersChangedElsewhere(() => void queryClient.invalidateQueries({ queryKey: queryKeys.basketContents })), [queryClient]);
  return useQuery({ ...basketQuery, select });
}

/** docs/product.md#8-error-and-message-catalogue, basket load. */
export const basketLoadError = 'Failed to load basket items. Please try again.';

/** Why Next waits while the basket shown is the last known copy: an order is placed with the server's basket only. */
export const lastKnownNextReason = 'Checkout needs a connection: Next is available again when we can reach our server.';
