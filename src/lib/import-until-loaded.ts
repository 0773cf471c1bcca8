/** How long a part whose code could not be downloaded waits before trying again when no 'online' event comes (lie-fi). */
export const importRetryMs = 30_000;

/**
 * Imports a part of the shell loaded on its own (a `lazy` component) until it arrives. On a first visit the worker
 * does not hold the files yet, so a signal lost before the part's chunk came made `import()` fail, and a lazy
 * component that fails throws into the route's error boundary: the whole page gave way to the error page for a
 * status line, a menu panel or the update prompt. Here the promise stays pending instead (its Suspense fallback
 * shows) and the import is tried again when the browser is back online, or after `importRetryMs`; browsers fetch a
 * module that failed again on a new `import()`.
 */
export function importUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          window.clearTimeout(timer);
          resolve(importUntilLoaded(load));
        };
        const timer = window.setTimeout(again, importRetryMs);
        window.addEventListener('online', again);
      }),
  );
}
