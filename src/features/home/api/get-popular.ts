import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@/contract/index.ts';
import { afterFirstView } from '@/lib/after-first-view.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /api/dashboard/popular; the last list seen is kept in Dexie and used when the network is gone. The typed
 * client (zod) and Dexie load after the first view: the pre-rendered page shows the build's list until then.
 */
async function getPopular(signal?: AbortSignal): Promise<Device[]> {
  await afterFirstView();
  const [{ catalogueEndpoints: endpoints }, { NetworkError, callApi }, { readStoredPopular, storePopular }] = await Promise.all([
    import('@/contract/catalogue-endpoints.ts'),
    import('@/lib/api/call-api.ts'),
    import('@/offline/popular.ts'),
  ]);
  try {
    const { popular } = await callApi(endpoints.getPopular, signal ? { signal } : {});
    await storePopular(popular);
    return popular;
  } catch (error) {
    if (error instanceof NetworkError) {
      const stored = await readStoredPopular();
      if (stored) return stored;
    }
    throw error;
  }
}

const popularQuery = queryOptions({
  queryKey: queryKeys.popular,
  queryFn: ({ signal }) => getPopular(signal),
  staleTime: 5 * 60 * 1000,
  retry: false,
});

export function usePopular() {
  return useQuery(popularQuery);
}
