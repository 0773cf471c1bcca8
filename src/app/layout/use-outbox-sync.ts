import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadAfterFirstView } from '../../lib/after-first-view.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { CompletedDetail } from '../../offline/outbox/index.ts';
// Tiny (no Dexie, no client): the shell hears other tabs from its first render, not once the outbox has loaded.
import { hearOtherTabs, outboxSignals } from '../../offline/outbox/signals.ts';

/**
 * Reads the basket again after a change landed. A read already on its way left before the change (a new visitor's
 * read carried no session cookie yet), and TanStack Query joins a fetch in flight rather than starting one while the
 * query has no data (a basket never read online): so that read is cancelled first, and the basket is read anew.
 */
async function readBasketAgain(queryClient: QueryClient): Promise<void> {
  // With data, the refetch itself cancels a read in flight; cancelling here would show that data, idle, meanwhile.
  if (queryClient.getQueryData(queryKeys.basketContents) === undefined) await queryClient.cancelQueries({ queryKey: queryKeys.basketContents });
  await queryClient.invalidateQueries({ queryKey: queryKeys.basket });
}

/** Keeps the basket badge and the basket page on the server's answers as queued actions land; returns the unsubscribe. */
export function followOutbox(outboxSignals: EventTarget, queryClient: QueryClient): () => void {
  const completed = (event: Event) => {
    const { itemCount } = (event as CustomEvent<CompletedDetail>).detail;
    queryClient.setQueryData(queryKeys.basketCount, itemCount);
    void import('../../offline/basket-count.ts').then((stored) => stored.storeBasketCount(itemCount)).catch(() => undefined);
    // The basket page's own queries (if any are open) redraw from the server.
    void readBasketAgain(queryClient);
  };
  // A removal the server refused was dropped silently: the basket is read again, so the item shows as it is.
  const dropped = () => void readBasketAgain(queryClient);
  outboxSignals.addEventListener('completed', completed);
  outboxSignals.addEventListener('dropped', dropped);
  return () => {
    outboxSignals.removeEventListener('completed', completed);
    outboxSignals.removeEventListener('dropped', dropped);
  };
}

/**
 * Starts the outbox's drainer for the app. The outbox (with Dexie and the typed client) is imported after the first
 * view (lib/after-first-view.ts), so it stays out of the first load and its hydration; its chunk is precached for offline starts.
 * Other tabs' news is heard at once: on a busy phone the work after the first view can take many seconds, and a
 * device another tab sent meanwhile left this tab's badge and basket as they were until a reload (CI, 686fea2).
 */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    hearOtherTabs();
    return followOutbox(outboxSignals, queryClient);
  }, [queryClient]);
  useEffect(
    () =>
      loadAfterFirstView(
        () => import('../../offline/outbox/index.ts'),
        ({ startOutboxSync, keepQueuedBasketRows }) => {
          startOutboxSync();
          // The badge counts what is queued too (app/shell/basket-count.ts).
          return keepQueuedBasketRows(queryClient);
        },
      ),
    [queryClient],
  );
}
