import type { QueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { queryKeys } from '../../lib/query-keys.ts';
import { db } from '../db.ts';
import { queuedBasketChange, type QueuedBasketRow } from './basket-change.ts';
import { outboxSignals, type CompletedDetail } from './signals.ts';

/**
 * Keeps what the queued rows will do to the basket's count (`queuedBasketChange`) in `queryKeys.queuedBasketChange`
 * for the badge: now, after each change in any tab, and at once when a row lands (the 'completed' signal, in this
 * tab or another). The server's new count is set by that same signal (app/layout/use-outbox-sync.ts), so the landed
 * row stops counting in that render, whether or not the watcher has seen it deleted yet: a landing never counts one
 * device twice (docs/offline.md names the brief miscount a re-read of the count can still give). Returns the stop.
 */
export function keepQueuedBasketRows(queryClient: QueryClient): () => void {
  let rows: QueuedBasketRow[] = [];
  const set = (next: QueuedBasketRow[]) => {
    rows = next;
    queryClient.setQueryData(queryKeys.queuedBasketChange, queuedBasketChange(rows));
  };
  const subscription = liveQuery(() => db.outbox.toArray()).subscribe({
    next: (found) => set(found.map(({ opId, type, state }) => ({ opId, type, state }))),
    // Storage that cannot be read: the badge shows the server's count alone.
    error: () => set([]),
  });
  const landed = (event: Event) => {
    const { opId } = (event as CustomEvent<CompletedDetail>).detail.row;
    set(rows.filter((row) => row.opId !== opId));
  };
  outboxSignals.addEventListener('completed', landed);
  return () => {
    subscription.unsubscribe();
    outboxSignals.removeEventListener('completed', landed);
  };
}
