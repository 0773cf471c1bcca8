import { useEffect, useRef, useState } from 'react';
import type { QueuedAdd } from './use-queued-adds.ts';

interface BasketRead {
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Reads the basket again when a queued add leaves the outbox (confirmed, or discarded), whichever tab sent it. The
 * sending tab also tells the others (offline/outbox/signals.ts), but a tab opened moments before, in a dead spot,
 * starts listening only after its first view: an outside review's second tab read the basket as the signal came
 * back, missed the news of the add landing just after, and kept "Your basket is empty". The outbox table itself is
 * live in every tab (Dexie), so the row going is seen in all of them.
 *
 * A read on its way is never cancelled (it may be the one this tab's own drainer started for the same add): once no
 * read is running, the basket is read again if the last answer is older than the row's going. True until an answer
 * newer than that has come: the basket on screen was read before the device landed, so its "empty" is not shown.
 */
export function useReadAgainWhenAddsLeave(adds: readonly QueuedAdd[] | undefined, basket: BasketRead): boolean {
  const [leftAt, setLeftAt] = useState<number | null>(null);
  const before = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (adds === undefined) return;
    const now = new Set(adds.map((add) => add.opId));
    const left = before.current !== null && [...before.current].some((opId) => !now.has(opId));
    before.current = now;
    if (left) setLeftAt(Date.now());
  }, [adds]);

  const stale = leftAt !== null && basket.dataUpdatedAt < leftAt;
  const { isFetching, refetch } = basket;
  // Once per going: a read that fails is the page's to show (or retry), not to be asked again in a loop.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!stale || isFetching || asked.current === leftAt) return;
    asked.current = leftAt;
    void refetch();
  }, [stale, isFetching, refetch, leftAt]);
  return stale;
}
