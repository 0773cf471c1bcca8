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
 * read is running, the basket is read again if the last answer is older than the row's going, or if a read was on
 * its way when the row went (it may have reached the server before the add did: a browser test saw that read's
 * "empty" kept, though it answered after the going). True until an answer to a read begun after the going has come:
 * the basket on screen may predate the device, so its "empty" is not shown.
 */
export function useReadAgainWhenAddsLeave(adds: readonly QueuedAdd[] | undefined, basket: BasketRead): boolean {
  const { dataUpdatedAt, isFetching, refetch } = basket;
  // When the last row went, and the time an answer must be newer than: the going, or, when a read was on its way
  // then, the start of the read asked after it.
  const [going, setGoing] = useState<{ at: number; readOnItsWay: boolean; freshAfter: number | null } | null>(null);
  const fetching = useRef(isFetching);
  fetching.current = isFetching;
  const before = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (adds === undefined) return;
    const now = new Set(adds.map((add) => add.opId));
    const left = before.current !== null && [...before.current].some((opId) => !now.has(opId));
    before.current = now;
    if (left) {
      const at = Date.now();
      setGoing({ at, readOnItsWay: fetching.current, freshAfter: fetching.current ? null : at });
    }
  }, [adds]);

  const stale = going !== null && (going.freshAfter === null || dataUpdatedAt < going.freshAfter);
  // Once per going: a read that fails is the page's to show (or retry), not to be asked again in a loop.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!stale || isFetching || asked.current === going.at) return;
    asked.current = going.at;
    if (going.readOnItsWay) setGoing({ ...going, freshAfter: Date.now() });
    void refetch();
  }, [stale, isFetching, refetch, going]);
  return stale;
}
