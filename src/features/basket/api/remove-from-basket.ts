import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Basket } from '../../../contract/index.ts';
import { callApi } from '../../../lib/api/call-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/basket/remove: the basket page's one way to remove an item. Kept as this single function so the
 * offline outbox (OFFLINE.md) can take its place: it answers the basket as it is after the removal.
 */
export function removeFromBasket(itemId: number): Promise<Basket> {
  return callApi(endpoints.removeFromBasket, { body: { itemId } });
}

/** Section 8: removal failures are silently ignored; the basket is read again, so the item shows as it really is. */
export function useRemoveFromBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromBasket,
    onSuccess: (basket) => {
      queryClient.setQueryData(queryKeys.basketContents, basket);
      queryClient.setQueryData(queryKeys.basketCount, basket.itemCount);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.basket }),
  });
}
