import type { Plugin } from 'vite';

/** Vite's helper that every dynamic `import()` of the app goes through. */
const helperId = '\0vite/preload-helper.js';

/**
 * With `build.modulePreload: false`, Vite's preload helper only ever preloads the stylesheets of a chunk imported
 * later, and no such chunk has one: the app's one stylesheet comes with the entry, so every call is
 * `__vitePreload(() => import('./x.js'), [])`. Its code for stylesheets, `<link>` bookkeeping and the
 * `vite:preloadError` event (which nothing listens to) was about 680 B gzip of the first view for nothing
 * (docs/decisions/211). This keeps the helper as what it does here: it runs the import. The build fails if a chunk
 * other than an entry imports a stylesheet (the helper would then have work to do), or if Vite's helper changes.
 */
export function preloadHelperWithoutCss(): Plugin {
  return {
    name: 'qmt:preload-helper-without-css',
    apply: 'build',
    transform(code, id) {
      if (id !== helperId) return null;
      if (!code.includes('export const __vitePreload')) throw new Error('preload-helper-without-css: Vite has changed its preload helper');
      return { code: 'export const __vitePreload = (baseModule) => baseModule();', map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        const css = chunk.viteMetadata?.importedCss;
        if (css && css.size > 0) {
          throw new Error(`preload-helper-without-css: ${chunk.fileName} imports ${[...css].join(', ')}, which the preload helper must load`);
        }
      }
    },
  };
}
