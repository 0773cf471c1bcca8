import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket, BasketItem } from '@/contract/index.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { enqueue } from '@/offline/outbox/index.ts';
import { basketWithout } from '../model/pending-removals.ts';

/**
 * POST /api/basket/remove through the outbox (docs/offline.md: one path online and offline): the tap queues the removal
 * with its opId, the drainer sends it as Idempotency-Key. Resolves with the opId once queued.
 */
export function removeFromBasket(item: Pick<BasketItem, 'id' | 'device_name'>): Promise<string> {
  return enqueue({ type: 'remove-from-basket', payload: { itemId: item.id }, label: item.device_name });
}

/**
 * The item leaves the list at once; when the server has answered (or refused, which docs/product.md#8-error-and-message-catalogue says to ignore
 * silently), the app reads the basket again, so totals and the badge are the server's (use-outbox-sync).
 */
export function useRemoveFromBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromBasket,
    // The tap only queues (the outbox sends it): TanStack Query's default 'online' mode held it in memory while the
    // browser was offline, so a reload in a dead spot lost the removal (an outside review, 2026-11-25).
    networkMode: 'always',
    onSuccess: (_opId, item) => {
      queryClient.setQueryData<Basket>(queryKeys.basketContents, (basket) => basket && basketWithout(basket, new Set([item.id]), Date.now()));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.basket }),
  });
}
