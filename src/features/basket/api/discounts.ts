import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/contract/index.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** docs/product.md#8-error-and-message-catalogue, Discount. */
export const discountMessages = { applied: 'Discount applied successfully!', removed: 'Discount removed.' } as const;

export function applyDiscountError(error: unknown): string {
  return errorMessage(error, { fallback: 'Invalid code.', network: 'Something went wrong.' });
}

export function removeDiscountError(error: unknown): string {
  return errorMessage(error, { fallback: 'Error removing discount.', network: 'Error removing discount.' });
}

/** Apply and remove answer new totals; the basket is read again for the discount line. */
export function useApplyDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(endpoints.applyDiscount, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.basketContents }),
  });
}

export function useRemoveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.removeDiscount),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.basketContents }),
  });
}
