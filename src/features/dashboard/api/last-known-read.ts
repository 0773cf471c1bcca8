import { NetworkError } from '@/lib/api/call-api.ts';
import type { LastKnown } from '@/lib/api/last-known.ts';
import { isReachable } from '@/lib/api/reachability.ts';

interface KeptCopy<T> {
  value: T;
  savedAt: number;
}

/**
 * A dashboard read that works in a dead spot (docs/offline.md#the-last-known-account-pages), as the basket's does:
 * - the server known out of reach: the copy this device kept, at once;
 * - else the server's answer, kept for next time before it shows;
 * - no answer (cut, lie-fi, past the read timeout): the kept copy.
 * A kept copy carries `lastKnownAt`, so the page says so and the read is asked again when the server answers
 * (refetch-when-reachable.ts). Nothing kept: the failure stands.
 */
export async function readOrLastKnown<T extends object>(
  read: () => Promise<T>,
  store: (value: T) => Promise<void>,
  readKept: () => Promise<KeptCopy<T> | null>,
): Promise<T & LastKnown> {
  const kept = async () => {
    const copy = await readKept().catch(() => null);
    return copy ? { ...copy.value, lastKnownAt: copy.savedAt } : null;
  };
  const early = isReachable() ? null : await kept();
  if (early) return early;
  try {
    const value = await read();
    // Kept before it shows (as the orders are): a seller who sees it and reloads in a dead spot a moment later finds
    // it; a CI run reloading within ms of the answer lost the copy. A failed write only means no copy for next time.
    await store(value).catch(() => undefined);
    return value;
  } catch (error) {
    const copy = error instanceof NetworkError ? await kept() : null;
    if (copy) return copy;
    throw error;
  }
}
