import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type MarketingPreferences } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';
import { readTimeoutMs } from '@/lib/api/reachability.ts';
import { readStoredMarketing, storeMarketing } from '@/offline/account-pages.ts';
import { readOrLastKnown } from './last-known-read.ts';

/** The seller's preferences; in a dead spot the copy this device last read, marked last known (last-known-read.ts). */
export const marketingQuery = queryOptions({
  queryKey: ['marketing'],
  queryFn: async ({ signal }) => {
    const read = await readOrLastKnown(
      async () => (await callApi(endpoints.getMarketing, { signal, timeoutMs: readTimeoutMs })).data,
      storeMarketing,
      readStoredMarketing,
    );
    // The form sends what it shows: the mark stays beside the preferences, not among them.
    const { lastKnownAt, ...data } = read;
    return lastKnownAt === undefined ? { success: true as const, data } : { success: true as const, data, lastKnownAt };
  },
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
