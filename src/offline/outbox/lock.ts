/** The Web Lock every tab asks for before draining: one drainer at a time across tabs (docs/offline.md#outbox-rule-2-one-drainer-across-tabs). */
export const outboxLockName = 'qmt-outbox';

let chain: Promise<unknown> = Promise.resolve();

/**
 * Runs `fn` holding the outbox lock, waiting for another tab's pass to end first. The browser releases the
 * lock when its tab closes, mid-request or not. Without Web Locks (old browsers, tests) a promise chain
 * serialises this tab's passes, which is all such a browser can do.
 */
export function withOutboxLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(outboxLockName, () => fn());
  const run = chain.then(fn, fn);
  chain = run.catch(() => undefined);
  return run;
}
