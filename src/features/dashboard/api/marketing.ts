import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type MarketingPreferences } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';

export const marketingQuery = queryOptions({
  queryKey: ['marketing'],
  queryFn: ({ signal }) => callApi(endpoints.getMarketing, { signal }),
});

export function useMarketing() {
  return useQuery(marketingQuery);
}

export function useUpdateMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketingPreferences) => callApi(endpoints.updateMarketing, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingQuery.queryKey }),
  });
}
