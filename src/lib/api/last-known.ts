/**
 * A read that answered from the device's stored copy because the server could not be reached carries the time that
 * copy was read online (docs/offline.md#reachability). The screen says it is the last known state, and the read is
 * asked again as soon as the server answers (refetch-when-reachable.ts).
 */
export interface LastKnown {
  /** When the stored copy was read from the server (ms since the epoch). */
  lastKnownAt?: number;
}

export function isLastKnown(data: unknown): data is { lastKnownAt: number } {
  return typeof data === 'object' && data !== null && typeof (data as LastKnown).lastKnownAt === 'number';
}
