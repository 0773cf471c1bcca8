import type { ComponentType } from 'react';
import { freshAfterFailure } from './import-until-loaded.ts';

/**
 * The page files asked for that have not arrived, newest last: a page whose code hangs names its file in the
 * page-load timeout's error (page-load.ts), so the error page can wait for that file as for one that failed
 * (use-reload-when-back-online.ts).
 */
export const pendingPageFiles = new Set<string>();

/**
 * A route's `lazy` for a page module: `lazyPage(() => import('./login-page.tsx'), 'LoginPage')`. After a download
 * that failed, the next try also asks for the module under a fresh URL (freshAfterFailure), for browsers that keep a
 * failed `import()`: a pre-rendered page whose code did not come stayed dead there even back online.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): () => Promise<{ Component: M[K] & ComponentType }> {
  const loadNoted = notedWhilePending(load, freshAfterFailure(load));
  return async () => ({ Component: (await loadNoted())[name] as M[K] & ComponentType });
}

/**
 * `run` (by default `load` itself), with the built file `load` imports in `pendingPageFiles` while it is on its way: a
 * page that waits for other modules first (zod, the contract and Dexie for /quote and /basket, router.tsx) names the
 * one that hangs, as its own chunk would be named.
 */
export function notedWhilePending<T>(load: () => Promise<T>, run: () => Promise<T> = load): () => Promise<T> {
  // As the built source names it (`import("./login-page-x.js")`; none in development).
  const built = /import\(\s*["'`](\.[^"'`]+\.js)["'`]/.exec(String(load))?.[1];
  const file = built && new URL(built, import.meta.url).href;
  return async () => {
    if (file) pendingPageFiles.add(file);
    try {
      return await run();
    } finally {
      if (file) pendingPageFiles.delete(file);
    }
  };
}
