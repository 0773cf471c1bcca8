import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type PaymentDetails } from '@/contract/index.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';
import { readTimeoutMs } from '@/lib/api/reachability.ts';

/** Masked only (see contract/payment-details.ts); dropped from memory as soon as no page shows it. */
export const paymentDetailsQuery = queryOptions({
  queryKey: ['payment-details'] as const,
  // A hanging line gives up after the read timeout, so the page says it is out of reach instead of loading forever.
  queryFn: ({ signal }) => callApi(endpoints.getPaymentDetails, { signal, timeoutMs: readTimeoutMs }),
  gcTime: 0,
});

export function usePaymentDetails() {
  return useQuery(paymentDetailsQuery);
}

export const paymentDetailsLoadError = 'We could not load your payment details. Please try again.';

export function paymentDetailsSaveError(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to save payment details. Please try again.' });
}

/** Sends the full numbers once; what comes back (masked) replaces what is shown. */
export function useSavePaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentDetails) => callApi(endpoints.savePaymentDetails, { body }),
    onSuccess: (saved) => queryClient.setQueryData(paymentDetailsQuery.queryKey, { success: true as const, payment: saved.payment }),
  });
}
