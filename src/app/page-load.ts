import type { RouteObject } from 'react-router-dom';
import { pendingPageFiles } from '../lib/lazy-page.ts';

/**
 * How long a page's code may take to arrive before the seller is told. A page's chunks are tens of KB: on a slow
 * line (400 kbps, 400 ms) they take a few seconds; twenty seconds without them means the line is not delivering
 * (lie-fi, a request that hangs). Without a limit the page said 'Loading page', and a Select 'Loading...', for ever
 * (an outside review, the worker blocked and the quote page's chunk hanging).
 */
export const pageLoadTimeoutMs = 20_000;

/** Said under the spec's error heading when the page's code is missing while the server answers (docs/product.md lists it). */
export const pageLoadFailedText = 'This page could not be downloaded. Check your connection, then reload the page.';

/**
 * Shown instead of the error page when the page's code could not be downloaded because the server could not be
 * reached (a dead spot, lie-fi): the page opens by itself once it can (not a spec message; decision 203).
 */
export const pageWaitsHeading = 'Waiting for a connection';
export const pageWaitsText =
  'This page could not be downloaded, as the connection is not getting it through. It will open by itself once it arrives.';

/** A page's code slower than this is said to be slow (the error page follows at `pageLoadTimeoutMs`). */
export const pageLoadSlowAfterMs = 8_000;

/** Shown while a page's code is slow to arrive (not a spec message; docs/product.md lists it). */
export const pageLoadSlowText = 'This page is taking longer than usual to load. Check your connection.';

/** A page's code did not arrive in time. */
export class PageLoadTimeoutError extends Error {
  override name = 'PageLoadTimeoutError';
}

// What browsers say when a dynamic import's file cannot be fetched (Chromium and Firefox, whose 'error loading
// dynamically imported module' the first words match; Safari), and Vite's own preload helper when a page's
// stylesheet cannot be.
const importFailed = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The page's code could not be downloaded (no connection, a line that hangs, or a build replaced meanwhile). */
export function isPageLoadFailure(error: unknown): boolean {
  return error instanceof PageLoadTimeoutError || (error instanceof Error && importFailed.test(error.message));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    // Named last, as a failed import names its file (failedModuleUrl): the error page then waits for it (decision 208).
    timer = setTimeout(
      () => reject(new PageLoadTimeoutError(`The page's code did not arrive within ${ms} ms: ${[...pendingPageFiles].pop() ?? ''}`)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Every lazy route (and its children) gives up after `pageLoadTimeoutMs`: the navigation then ends on the route's
 * error page, which says what happened and offers a reload (of the page asked for, with its navigation state).
 */
export function withPageLoadTimeout(routes: RouteObject[], ms = pageLoadTimeoutMs): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function') next.lazy = (() => withTimeout(lazy(), ms)) as RouteObject['lazy'];
    if (children) next.children = withPageLoadTimeout(children, ms);
    return next;
  });
}
