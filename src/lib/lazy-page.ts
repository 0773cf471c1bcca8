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
  const loadFresh = freshAfterFailure(load);
  // The built file `load` imports, as its source names it (`import(`./login-page-x.js`)`; none in development).
  const built = /import\(\s*["'`](\.[^"'`]+\.js)["'`]/.exec(String(load))?.[1];
  const file = built && new URL(built, import.meta.url).href;
  return async () => {
    if (file) pendingPageFiles.add(file);
    try {
      return { Component: (await loadFresh())[name] as M[K] & ComponentType };
    } finally {
      if (file) pendingPageFiles.delete(file);
    }
  };
}
