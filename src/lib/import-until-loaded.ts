/** The first wait before a part whose code could not be downloaded is tried again when no 'online' event comes. */
export const importRetryFirstMs = 2_000;
/** The longest such wait (lie-fi that lasts): each wait doubles from `importRetryFirstMs` up to this. */
export const importRetryMs = 30_000;

/**
 * The wait before try `attempt + 1` (attempt 1 failed: `importRetryFirstMs`). Short at first: an 'online' event can
 * come a moment before requests get through, and failing lie-fi gives no event at all, so a flat 30 s kept a page
 * unstyled, or its buttons dead, for half a minute after the signal was back (outside review 5).
 */
export function importRetryDelay(attempt: number): number {
  return Math.min(importRetryMs, importRetryFirstMs * 2 ** (attempt - 1));
}

/**
 * Imports a part of the shell loaded on its own (a `lazy` component) until it arrives. On a first visit the worker
 * does not hold the files yet, so a signal lost before the part's chunk came made `import()` fail, and a lazy
 * component that fails throws into the route's error boundary: the whole page gave way to the error page for a
 * status line, a menu panel or the update prompt. Here the promise stays pending instead (its Suspense fallback
 * shows) and the import is tried again when the browser is back online, or after `importRetryDelay`; browsers fetch a
 * module that failed again on a new `import()`. The 'online' event, a tap, or the page shown again tries at once and
 * starts the waits from the shortest again (failing lie-fi sends no 'online' event; a seller taps a page that does
 * nothing, or leaves and comes back: outside review 6).
 */
export function importUntilLoaded<T>(load: () => Promise<T>, attempt = 1): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = (next: number) => () => {
          stopListening();
          window.clearTimeout(timer);
          resolve(importUntilLoaded(load, next));
        };
        const stopListening = onTryAgainSignal(again(1));
        const timer = window.setTimeout(again(attempt + 1), importRetryDelay(attempt));
      }),
  );
}

/**
 * Calls `now` on what says a failed download is worth trying at once: the 'online' event, a tap, or the page shown
 * again (failing lie-fi sends no 'online' event; a seller taps a page that does nothing, or leaves and comes back).
 * Returns the function that stops listening.
 */
export function onTryAgainSignal(now: () => void): () => void {
  const visible = () => document.visibilityState === 'visible' && now();
  const listen = (on: boolean) => {
    const change = on ? 'addEventListener' : 'removeEventListener';
    window[change]('online', now);
    window[change]('pointerdown', now, true);
    document[change]('visibilitychange', visible);
  };
  listen(true);
  return () => listen(false);
}

/** The URL of a module whose download failed, as Chromium and Firefox name it in the error (Safari does not). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"?#]+\.js)(?=[?#\s'"]|$)/.exec(message)?.[1] ?? null;
}

let freshTries = 0;

/**
 * A loader whose tries after a failure that named the module's URL also import that URL under `?try=N`. Some browsers
 * keep a failed `import()` and never fetch that URL again (Debian's Chromium 150, found 2026-12-01: the outbox status,
 * the menu panel and a pre-rendered page's own code never came back online there); a new URL is fetched by all. The
 * original `load` is tried first each time, so Vite's preload of the module's stylesheet still runs, and a browser
 * that does fetch again gets the module under its own URL. Where the error names no URL (Safari), only `load` is tried.
 */
export function freshAfterFailure<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): () => Promise<T> {
  let failedUrl: string | null = null;
  return async () => {
    const url = failedUrl;
    try {
      return await load();
    } catch (error: unknown) {
      failedUrl = failedModuleUrl(error) ?? failedUrl;
      // The first failure is the signal going: the fresh URL waits for the next try.
      if (!url) throw error;
      freshTries += 1;
      return (await importUrl(`${url}?try=${freshTries}`)) as T;
    }
  };
}

/** importUntilLoaded for a bare `() => import(...)` of one module, each try after a failure under a fresh URL too. */
export function importModuleUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return importUntilLoaded(freshAfterFailure(load));
}
