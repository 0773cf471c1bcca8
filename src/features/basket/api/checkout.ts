import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CheckoutBody } from '../../../contract/index.ts';
import { callApi, errorMessage } from '../../../lib/api/call-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** docs/product.md#8-error-and-message-catalogue, Checkout: success toast 3 s, error toast 6 s. */
export const checkoutSuccessMessage = 'Order submitted successfully!';

export function checkoutErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to submit order.', network: 'Something went wrong while submitting your order.' });
}

/** POST /api/basket/checkout: the bank details go in this one request body and nowhere else (never stored here). */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutBody) => callApi(endpoints.checkout, { body }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.basketCount, 0);
      void queryClient.invalidateQueries({ queryKey: queryKeys.basket });
    },
  });
}
