/**
 * The exclusive subset of the Web Locks API (navigator.locks.request) for jsdom, which has none: one holder per
 * name, waiters granted in request order, the lock released when the callback's promise settles. Every module
 * graph (every Dexie connection) in the test process shares this one manager, as tabs share the browser's.
 * Shared mode, ifAvailable, steal and signal are not implemented: the outbox uses none of them.
 */
type Callback<T> = (lock: { name: string; mode: 'exclusive' }) => Promise<T> | T;

export function createLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  let held = 0;
  return {
    /** How many callbacks hold a lock right now (a test can assert the lock was really taken). */
    get held() {
      return held;
    },
    request<T>(name: string, optionsOrCallback: object | Callback<T>, maybeCallback?: Callback<T>): Promise<T> {
      const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as Callback<T>;
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(async () => {
        held += 1;
        try {
          return await callback({ name, mode: 'exclusive' });
        } finally {
          held -= 1;
        }
      });
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

/** Installs the manager as navigator.locks; returns a function that removes it again. */
export function installWebLocks(): { locks: ReturnType<typeof createLockManager>; uninstall: () => void } {
  const locks = createLockManager();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { locks, uninstall: () => Reflect.deleteProperty(navigator, 'locks') };
}
