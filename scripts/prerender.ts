/**
 * The build's prerender step, run by vite.config.ts just before the service worker is built (so the pages are
 * in its precache list). It builds src/prerender/render.tsx for Node with the project's own Vite config, then
 * renders every static route into dist/<route>/index.html, with the page's metadata in <head>, and writes
 * dist/sitemap.xml. / and /sell-my-device are rendered with the seeded catalogue (their device cards in the
 * HTML), which is written beside them as JSON for their hydration. Each page starts the app's script after `load`
 * (paintFirst), and the shell dist/index.html starts it at once; both through a loader that tries again when the script
 * could not be downloaded (src/prerender/app-loader.ts). Plain Node and react-dom/server: no browser.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as RenderEntry from '../src/prerender/render.tsx';
import { seededCatalogueSnapshot } from './lib/catalogue-snapshot.ts';

type RenderModule = typeof RenderEntry;

export interface PrerenderOptions {
  root: string;
  /** The client build's output (dist/ or DIST_DIR), holding index.html. */
  outDir: string;
  log?: (line: string) => void;
}

export async function prerenderPages({ root, outDir, log = console.log }: PrerenderOptions): Promise<string[]> {
  const started = Date.now();
  // Inside the project, so the bundle's bare imports (react, react-router-dom, ...) resolve from node_modules.
  const ssrDir = path.join(root, '.tmp', `prerender-${randomUUID()}`);
  try {
    await build({
      root,
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: 'src/prerender/render.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'render.mjs' } },
      },
    });
    const render = (await import(pathToFileURL(path.join(ssrDir, 'render.mjs')).href)) as RenderModule;
    const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const snapshot = seededCatalogueSnapshot();
    const snapshotFile = path.join(outDir, render.catalogueSnapshotUrl);
    await mkdir(path.dirname(snapshotFile), { recursive: true });
    await writeFile(snapshotFile, JSON.stringify(snapshot));
    // The page fetches the snapshot while its scripts load, so hydration does not wait for it.
    const preload = `<link rel="preload" href="${render.catalogueSnapshotUrl}" as="fetch" crossorigin>`;
    const written: string[] = [];
    const pages = [
      ...render.prerenderedPaths.map((page) => ({ page, withCatalogue: false, guarded: false })),
      ...render.cataloguePagePaths.map((page) => ({ page, withCatalogue: true, guarded: false })),
      ...render.navigationStatePagePaths.map((page) => ({ page, withCatalogue: false, guarded: true })),
    ];
    for (const { page, withCatalogue, guarded } of pages) {
      const rendered = await render.renderPage(page, withCatalogue ? snapshot : null);
      if (rendered.status !== 200) throw new Error(`Prerendering ${page} gave status ${rendered.status}`);
      const file = path.join(outDir, render.prerenderedFile(page));
      await mkdir(path.dirname(file), { recursive: true });
      const html = render.fillTemplate(template, withCatalogue ? { ...rendered, head: `${preload}${rendered.head}` } : rendered);
      await writeFile(file, render.paintFirst(guarded ? render.guardNavigationState(html) : html));
      written.push(file);
    }
    // Last, as the pages above were filled from the template as the build wrote it.
    await writeFile(path.join(outDir, 'index.html'), render.startAtOnce(template));
    await writeFile(path.join(outDir, 'sitemap.xml'), render.sitemapXml(render.siteOrigin, render.sitemapPaths));
    log(`prerendered ${written.length} pages and sitemap.xml in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return written;
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}
