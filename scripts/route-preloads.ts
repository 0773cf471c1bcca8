import path from 'node:path';
import { preloadOpenedRoute } from '../src/prerender/navigation-state-guard.ts';
import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, BundleChunk | BundleAsset>;

/**
 * A page the shell renders in the browser (not pre-rendered) reaches its code as a waterfall: the app's script, then
 * the route's chunk, then what that imports, then what those import (zod, the contract, Dexie: five round trips on a
 * phone's network). This plugin writes into index.html a small inline script that, on those routes only, asks for
 * every chunk of the route's page at once as `modulepreload` (fetched and compiled, not run), beside the app's own
 * script; the router asks the same when a seller goes to such a page from another one. The page's modules then run
 * in pieces (src/lib/evaluate-in-pieces.ts) with nothing left to fetch.
 * `pages` maps a route's path (lower case) to its page modules (a layout and its index page), relative to the project root.
 * `pieces` is the module whose dynamic imports the router evaluates one by one before such a page
 * (src/app/module-pieces.ts): each import is a chunk of its own (often a small facade re-exporting a shared chunk),
 * so it and those chunks are preloaded too. Left out, each piece was one more round trip, one after another: nineteen
 * of them between the app's script and the quote's first question on a cold /quote.
 */
export function routePreloads(root: string, pages: Record<string, readonly string[]>, pieces: string): Plugin {
  return {
    name: 'qmt:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (source: string) => {
        const id = path.resolve(root, source);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) throw new Error(`route-preloads: ${source} is not a chunk of its own (is it imported lazily?)`);
        return chunk;
      };
      const closure = (start: BundleChunk): Set<string> => {
        const seen = new Set<string>([start.fileName]);
        const visit = (chunk: BundleChunk) => {
          for (const file of chunk.imports) {
            if (seen.has(file)) continue;
            seen.add(file);
            const next = byFile.get(file);
            if (next) visit(next);
          }
        };
        visit(start);
        return seen;
      };
      const html = bundle['index.html'];
      // The pre-render and the service worker are built with the same plugins: their bundles have no app page.
      if (html?.type !== 'asset') return;
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === path.resolve(root, 'index.html'));
      if (!entry) throw new Error('route-preloads: index.html has no entry chunk');
      // The app's script already fetches its own static imports.
      const shared = closure(entry);
      // The pieces run first, so they come first.
      const piecesChunk = chunkOf(pieces);
      const piecesFiles = [piecesChunk, ...piecesChunk.dynamicImports.map((file) => byFile.get(file)!)].flatMap((chunk) => [...closure(chunk)]);
      const preloads: Record<string, string[]> = {};
      for (const [route, sources] of Object.entries(pages)) {
        const files = new Set<string>();
        const add = (file: string) => {
          if (!shared.has(file)) files.add(file);
        };
        piecesFiles.forEach(add);
        for (const source of sources) closure(chunkOf(source)).forEach(add);
        preloads[route] = [...files].map((file) => `/${file}`);
      }
      const script = `<script id="route-preloads">${preloadScript(preloads)}</script>`;
      const source = String(html.source);
      const appScript = source.indexOf('<script type="module"');
      if (appScript === -1) throw new Error('route-preloads: index.html has no module script');
      html.source = `${source.slice(0, appScript)}${script}\n    ${source.slice(appScript)}`;
    },
  };
}

/**
 * The inline script: `__qmtPreloadRoute(path)` adds a route's chunks as modulepreload links (routes match
 * case-insensitively, as the router does), once per route; called at once for the page being opened, and by the
 * router when the seller goes to such a page from another (src/app/router.tsx).
 */
function preloadScript(preloads: Record<string, string[]>): string {
  return `(function(){var p=${JSON.stringify(preloads)};window.__qmtPreloadRoute=function(r){var k=r.replace(/\\/+$/,'').toLowerCase(),h=p[k];delete p[k];if(h)h.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.fetchPriority='low';l.href=f;document.head.appendChild(l)})};${preloadOpenedRoute}})();`;
}
