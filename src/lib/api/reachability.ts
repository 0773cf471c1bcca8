/**
 * The one rule for "can I reach the server" (docs/offline.md, Reachability). `navigator.onLine` is a hint only:
 * false means certainly cut, true proves nothing (lie-fi: bars but no data, a captive portal, a hanging line).
 *
 * - **offline**: the browser says it is offline (`navigator.onLine === false`, or its 'offline' event).
 * - **unreachable**: the last request to the API got no answer (network error, or no answer within its timeout).
 *   Reads answer from Dexie at once instead of waiting on the network again. A small probe (HEAD /api/devices,
 *   after 1 s, doubling to every 5 s) finds the server again: with lie-fi no 'online' event ever comes.
 * - **reachable**: otherwise (the last request got an HTTP answer, any status, or none has failed).
 *
 * Every API call (`fetchApi`) reports its outcome here (and is not sent while the browser says offline); the
 * 'online' event forgets a failure (worth trying
 * again). Reads and the outbox share it: reads skip the network while not reachable, the outbox sends unless
 * the browser says offline (its own tries, with their backoff, also find the connection again).
 */
export type Reachability = 'reachable' | 'unreachable' | 'offline';

/** The probe's first wait after a failure; it doubles up to `probeMaxMs`. */
const probeFirstMs = 1_000;
const probeMaxMs = 5_000;
/** A probe with no answer within this counts as another failure. */
const probeTimeoutMs = 3_000;
const probeUrl = '/api/devices';
/** A read the seller waits on (questions, price, orders, basket count) gives up and uses Dexie after this. */
export const readTimeoutMs = 4_000;
/** The catalogue with nothing stored yet: a larger body, but the seller still hears within seconds. */
export const catalogueTimeoutMs = 8_000;
/** One outbox send: a hanging request must not hold the queue (the retry reuses the opId, so it is safe). */
export const sendTimeoutMs = 10_000;

let failedAt: number | null = null;
/** The last failure was a request that hung past its timeout (a line to us exists, our server is silent). */
let lastFailureTimedOut = false;
let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let now: () => number = () => Date.now();
const listeners = new Set<() => void>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay = 0;

function notify(): void {
  for (const listener of listeners) listener();
}

export function reachability(): Reachability {
  if (browserOffline || (typeof navigator !== 'undefined' && navigator.onLine === false)) return 'offline';
  if (failedAt !== null) return 'unreachable';
  return 'reachable';
}

/** Reads: worth asking the server now (else answer from Dexie straight away). */
export function isReachable(): boolean {
  return reachability() === 'reachable';
}

/** The outbox: the browser knows there is no network, so nothing is sent until it says otherwise. */
export function isKnownOffline(): boolean {
  return reachability() === 'offline';
}

/** A request got an HTTP answer (any status): the server is reachable. */
export function reportAnswered(): void {
  const was = reachability();
  failedAt = null;
  browserOffline = false;
  stopProbe();
  if (was !== 'reachable') notify();
}

/**
 * A request got no answer (network error, or it hung past its timeout: `timedOut`). Only the words the seller reads
 * differ (serverSilent): every read and the outbox treat both alike.
 */
export function reportUnanswered(timedOut = false): void {
  const was = reachability();
  const wasTimedOut = lastFailureTimedOut;
  failedAt = now();
  lastFailureTimedOut = timedOut;
  if (was !== reachability() || wasTimedOut !== timedOut) notify();
  scheduleProbe();
}

/**
 * Unreachable because our server did not answer in time, while the browser says online: the phone has a connection
 * (a request left and hung), so "you are offline" would be wrong. A request that failed at once (no route out:
 * no data, a cut the browser does not report) still reads as offline.
 */
export function serverSilent(): boolean {
  return reachability() === 'unreachable' && lastFailureTimedOut;
}

/**
 * The server answers now: the probe request (3 s) gets an HTTP answer, of any status. For a request whose first try
 * must not go out into silence: the outbox sends a cancellable add only after this (drain.ts), so in a dead spot the
 * browser calls online (lie-fi, or Chromium's `navigator.onLine` true in a page loaded offline) the add itself never
 * leaves and can still be cancelled. Asked every time: an answer a moment ago proves nothing (an outside review: the
 * price's answer, then a walk into a dead spot, then Add to Basket, lost Cancel under a 15 s window).
 */
export async function answersNow(): Promise<boolean> {
  if (reachability() === 'offline') return false;
  return probe();
}

/** One probe request; its outcome is reported like any call's. Says whether it was answered. */
function probe(): Promise<boolean> {
  return fetch(probeUrl, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(probeTimeoutMs) }).then(
    () => {
      reportAnswered();
      return true;
    },
    (error: unknown) => {
      reportUnanswered(error instanceof DOMException && error.name === 'TimeoutError');
      return false;
    },
  );
}

function stopProbe(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = 0;
}

/** While unreachable: one small request now and then (none while the browser says offline; 'online' ends that). */
function scheduleProbe(): void {
  if (probeTimer !== undefined || typeof window === 'undefined') return;
  probeDelay = Math.min(probeMaxMs, probeDelay === 0 ? probeFirstMs : probeDelay * 2);
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    if (failedAt === null) return;
    if (reachability() === 'offline') return scheduleProbe();
    void probe();
  }, probeDelay);
}

/** Called on every change of state (for React, the outbox's drainer and the wizard's re-price). */
export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: a fresh state and a controllable clock. */
export function resetReachability(clock: () => number = () => Date.now()): void {
  stopProbe();
  failedAt = null;
  lastFailureTimedOut = false;
  browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  now = clock;
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOffline = false;
    failedAt = null;
    stopProbe();
    notify();
  });
  window.addEventListener('offline', () => {
    browserOffline = true;
    notify();
  });
}
