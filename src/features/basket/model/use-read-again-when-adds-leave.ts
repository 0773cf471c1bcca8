import { useEffect, useRef, useState } from 'react';
import type { QueuedAdd } from './use-queued-adds.ts';

/**
 * Reads the basket again when a queued add leaves the outbox (confirmed, or discarded), whichever tab sent it. The
 * sending tab also tells the others (offline/outbox/signals.ts), but a tab opened moments before, in a dead spot,
 * starts listening only after its first view: an outside review's second tab read the basket as the signal came
 * back, missed the news of the add landing just after, and kept "Your basket is empty". The outbox table itself is
 * live in every tab (Dexie), so the row going is seen in all of them. True while that read is on its way: the
 * basket it replaces was read before the device landed, so its "empty" is not to be shown.
 */
export function useReadAgainWhenAddsLeave(adds: readonly QueuedAdd[] | undefined, readAgain: () => Promise<unknown>): boolean {
  const [reading, setReading] = useState(false);
  const before = useRef<ReadonlySet<string> | null>(null);
  const read = useRef(readAgain);
  useEffect(() => {
    read.current = readAgain;
  });
  useEffect(() => {
    if (adds === undefined) return;
    const now = new Set(adds.map((add) => add.opId));
    const left = before.current !== null && [...before.current].some((opId) => !now.has(opId));
    before.current = now;
    if (!left) return;
    setReading(true);
    void read.current().finally(() => setReading(false));
  }, [adds]);
  return reading;
}
