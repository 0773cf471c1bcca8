import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../contract/index.ts';
import { callApi } from '../../lib/api/call-api.ts';

/**
 * Spec section 4: the basket count loads once at start and any failure gives 0, so the query never errors
 * and never goes stale by itself. Whoever changes the basket invalidates `basketCountQuery.queryKey`.
 */
export const basketCountQuery = queryOptions({
  queryKey: ['basket', 'count'] as const,
  queryFn: async ({ signal }) => {
    try {
      const { itemCount } = await callApi(endpoints.getBasketCount, { signal });
      return itemCount;
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
