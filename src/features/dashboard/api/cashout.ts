import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CashoutBody } from '@/contract/index.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** docs/product.md#8-error-and-message-catalogue, Cashout. */
export const cashoutSuccess = "Cashout request submitted successfully! We'll process it within 1-2 business days.";

export function cashoutErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to request cashout. Please try again.' });
}

/** POST /api/users/referral/cashout: the bank details travel in this request only. The balance is read again. */
export function useCashout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashoutBody) => callApi(endpoints.cashoutReferral, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userDetails }),
  });
}
