import { liveQuery } from 'dexie';
import { db } from '../db.ts';
import type { QueuedBasketRow } from './basket-change.ts';

/** Every queued row as the basket badge needs it, now and after each change in any tab; returns the unsubscribe. */
export function watchQueuedBasketRows(listener: (rows: QueuedBasketRow[]) => void): () => void {
  const subscription = liveQuery(() => db.outbox.toArray()).subscribe({
    next: (rows) => listener(rows.map(({ opId, type, state }) => ({ opId, type, state }))),
    // Storage that cannot be read: the badge shows the server's count alone.
    error: () => listener([]),
  });
  return () => subscription.unsubscribe();
}
