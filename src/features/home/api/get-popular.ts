import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../contract/index.ts';
import type { Device } from '../../../contract/index.ts';
import { NetworkError, callApi } from '../../../lib/api/call-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readStoredPopular, storePopular } from '../../../offline/popular.ts';

/** GET /api/dashboard/popular; the last list seen is kept in Dexie and used when the network is gone. */
export async function getPopular(signal?: AbortSignal): Promise<Device[]> {
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

export const popularQuery = queryOptions({
  queryKey: queryKeys.popular,
  queryFn: ({ signal }) => getPopular(signal),
  staleTime: 5 * 60 * 1000,
  retry: false,
});

export function usePopular() {
  return useQuery(popularQuery);
}
