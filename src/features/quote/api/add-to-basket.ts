import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../contract/index.ts';
import type { QuoteRequest } from '../../../contract/index.ts';
import { callApi, errorMessage } from '../../../lib/api/call-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/basket/add. The route accepts an Idempotency-Key (the outbox of a later issue sends one). */
export function addToBasket(request: QuoteRequest) {
  return callApi(endpoints.addToBasket, { body: request });
}

/** Section 8: server message else 'Failed to add to basket.'; exception 'An error occurred adding the quote to basket.' */
export function addToBasketErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to add to basket.', network: 'An error occurred adding the quote to basket.' });
}

/** The mutation; on success the shell's badge shows the server's count at once and is refetched. */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToBasket,
    onSuccess: ({ itemCount }) => {
      queryClient.setQueryData(queryKeys.basketCount, itemCount);
      void queryClient.invalidateQueries({ queryKey: queryKeys.basketCount });
    },
  });
}
