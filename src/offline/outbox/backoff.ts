/** First retry after about a second, doubling, never more than 5 minutes apart (docs/offline.md: cap a few minutes). */
export const retryBaseMs = 1000;
export const retryCapMs = 5 * 60 * 1000;
/** A returning connection sends a row again at once only if its last try began at least this long ago (manage.ts). */
export const returnGapMs = 10_000;

/**
 * Exponential backoff with jitter: the delay before try `attempts + 1`, drawn between half and all of the
 * exponential step, so many phones coming back online at once do not retry in lockstep. A server's
 * Retry-After (429, 503) is honoured when it asks for longer.
 */
export function retryDelay(attempts: number, random: () => number = Math.random, retryAfterMs = 0): number {
  const step = Math.min(retryCapMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
  const jittered = step / 2 + random() * (step / 2);
  return Math.round(Math.max(jittered, Math.min(retryAfterMs, retryCapMs)));
}

/** Retry-After in seconds (the only form this API sends), as milliseconds; 0 when absent or unreadable. */
export function retryAfterMs(headers: Headers | undefined): number {
  const value = headers?.get('retry-after');
  const seconds = value ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
