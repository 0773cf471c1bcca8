import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';

/** docs/product.md#9-business-constants-and-limits: the label is polled every 2 s after submit, until it is ready. */
export const labelPollMs = 2000;

export function useLabelStatus(labelUuid: string | null) {
  return useQuery({
    queryKey: ['orders', 'label-status', labelUuid],
    queryFn: ({ signal }) => callApi(endpoints.getLabelStatus, { query: { label_uuid: labelUuid! }, signal }),
    enabled: labelUuid !== null,
    refetchInterval: (query) => (query.state.data?.ready ? false : labelPollMs),
    // A failed poll is just tried again at the next interval.
    retry: false,
  });
}
