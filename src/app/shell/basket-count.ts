import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';

// The typed client and its zod schemas are loaded on demand, keeping them out of the first-load bundle.
async function fetchBasketCount(signal: AbortSignal): Promise<number> {
  const [{ endpoints }, { callApi }] = await Promise.all([import('../../contract/index.ts'), import('../../lib/api/call-api.ts')]);
  const { itemCount } = await callApi(endpoints.getBasketCount, { signal });
  return itemCount;
}

/**
 * docs/product.md#4-states-and-transitions: the basket count loads once at start and any failure gives 0, so the query never errors
 * and never goes stale by itself. Whoever changes the basket invalidates `queryKeys.basketCount`.
 */
export const basketCountQuery = queryOptions({
  queryKey: queryKeys.basketCount,
  queryFn: async ({ signal }) => {
    try {
      return await fetchBasketCount(signal);
    } catch {
      return 0;
    }
  },
  staleTime: Infinity,
  retry: false,
});

export function useBasketCount(): number {
  return useQuery(basketCountQuery).data ?? 0;
}
