import type { ComponentType } from 'react';
import { freshAfterFailure } from './import-until-loaded.ts';

/**
 * A route's `lazy` for a page module: `lazyPage(() => import('./login-page.tsx'), 'LoginPage')`. After a download
 * that failed, the next try also asks for the module under a fresh URL (freshAfterFailure), for browsers that keep a
 * failed `import()`: a pre-rendered page whose code did not come stayed dead there even back online.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): () => Promise<{ Component: M[K] & ComponentType }> {
  const loadFresh = freshAfterFailure(load);
  return async () => ({ Component: (await loadFresh())[name] as M[K] & ComponentType });
}
