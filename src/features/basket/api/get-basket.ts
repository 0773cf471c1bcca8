import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Basket } from '@/contract/index.ts';
import { ApiError, callApi } from '@/lib/api/call-api.ts';
import { readTimeoutMs } from '@/lib/api/reachability.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const emptyBasket: Basket = { success: true, contents: [], totalPrice: 0, originalPrice: 0, discount: null, itemCount: 0 };

/** docs/product.md#7-calls: the error 'No active basket found' means an empty basket (this server answers 200 empty instead). */
export async function getBasket(signal?: AbortSignal): Promise<Basket> {
  try {
    return await callApi(endpoints.getBasket, { timeoutMs: readTimeoutMs, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage === 'No active basket found') return emptyBasket;
    throw error;
  }
}

export const basketQuery = queryOptions({
  queryKey: queryKeys.basketContents,
  queryFn: ({ signal }) => getBasket(signal),
});

export function useBasket() {
  return useQuery(basketQuery);
}

/** docs/product.md#8-error-and-message-catalogue, basket load. */
export const basketLoadError = 'Failed to load basket items. Please try again.';
