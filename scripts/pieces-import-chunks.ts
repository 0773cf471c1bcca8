import path from 'node:path';
import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  code: string;
  imports: string[];
  dynamicImports: string[];
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
}
type Bundle = Record<string, BundleChunk | BundleAsset>;

// The statements of a facade chunk as Rolldown writes it: imports of other chunks and exports of what they gave.
const facadeStatement = /(?:import|export)\s*(?:\{[^}]*\}|\*)?\s*(?:from\s*)?(?:["'`]\.\/([^"'`]+\.js)["'`])?;?/g;

/** The chunks a facade re-exports, in its order; null when the chunk has code of its own. */
function facadeTargets(code: string): string[] | null {
  const targets: string[] = [];
  const rest = code.replace(facadeStatement, (_statement, file?: string) => {
    if (file) targets.push(file);
    return '';
  });
  return rest.trim() === '' && targets.length > 0 ? targets : null;
}

/**
 * `pieces` (src/app/module-pieces.ts) imports modules one after another only to evaluate them, never reading what
 * they export. Rolldown gives each such dynamic import of a module that lives in a shared chunk a facade chunk, a
 * one-line re-export of that chunk (rolldown/rolldown#7000), so each piece was one more request, and they came one
 * after another: nineteen round trips between the app's script and a cold /quote's first question. This plugin
 * points the pieces at the chunks themselves (the same modules evaluate, in the same order) and drops each facade
 * nothing else imports.
 */
export function piecesImportChunks(root: string, pieces: string): Plugin {
  return {
    name: 'qmt:pieces-import-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
      const id = path.resolve(root, pieces);
      const piecesChunk = chunks.find((chunk) => chunk.facadeModuleId === id);
      // The pre-render and the service worker are built with the same plugins: their bundles have no pieces.
      if (!piecesChunk) return;
      const closure = (start: string): Set<string> => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (seen.has(file) || chunk?.type !== 'chunk') return;
          seen.add(file);
          chunk.imports.forEach(visit);
        };
        visit(start);
        return seen;
      };
      const redirected = new Set<string>();
      piecesChunk.dynamicImports = piecesChunk.dynamicImports.map((file) => {
        const facade = bundle[file];
        const targets = facade?.type === 'chunk' ? facadeTargets(facade.code) : null;
        if (!targets) return file;
        // Its last chunk stands for it when that one imports the others (so the same modules evaluate).
        const target = path.posix.join(path.posix.dirname(file), targets.at(-1)!);
        const others = targets.slice(0, -1).map((other) => path.posix.join(path.posix.dirname(file), other));
        if (bundle[target]?.type !== 'chunk' || !others.every((other) => closure(target).has(other))) return file;
        // Specifiers in a chunk are relative to its own folder.
        const from = path.posix.dirname(piecesChunk.fileName);
        const specifier = (to: string) => `./${path.posix.relative(from, to)}`;
        for (const quote of ['"', "'", '`']) {
          piecesChunk.code = piecesChunk.code.replaceAll(`${quote}${specifier(file)}${quote}`, `${quote}${specifier(target)}${quote}`);
        }
        redirected.add(file);
        return target;
      });
      for (const file of redirected) {
        const stillUsed = chunks.some((chunk) => chunk.imports.includes(file) || chunk.dynamicImports.includes(file));
        if (!stillUsed) delete bundle[file];
      }
    },
  };
}
