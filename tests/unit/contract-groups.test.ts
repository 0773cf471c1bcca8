import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/155-contract-in-groups.md: the work every page starts after its first view, and the help page itself,
 * evaluate only the contract groups they use. A static import reaching the contract's index (or users.ts, with its
 * label-text schemas) would evaluate the whole contract in one long task again.
 */
const root = path.resolve('src');

/**
 * Every file reached through value imports from `entry` (`import type` is not followed); dynamic `import()` too when
 * `dynamic` (what the deferred work loads) and not otherwise (what evaluates with the page).
 */
function importGraph(entry: string, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const statics = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)];
    const dynamics = dynamic ? [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)] : [];
    for (const match of [...statics, ...dynamics]) {
      const specifier = match[1]!;
      const resolved = specifier.startsWith('@/')
        ? path.join(root, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : `node_modules/${specifier}`;
      if (resolved.startsWith('node_modules/')) seen.add(resolved);
      else if (existsSync(resolved)) visit(resolved);
    }
  };
  visit(path.join(root, entry));
  return seen;
}

const wholeContract = ['contract/index.ts', 'contract/endpoints.ts', 'contract/users.ts'].map((file) => path.join(root, file));

describe('contract groups', () => {
  it.each([
    'lib/api/call-api.ts',
    'offline/catalogue-refresh.ts',
    'offline/outbox/index.ts',
    'offline/popular.ts',
    'offline/save-for-offline.ts',
    'app/shell/basket-count.ts',
    'contract/session.ts',
    'contract/catalogue-endpoints.ts',
    'contract/basket-endpoints.ts',
    'lib/quote-entry/get-questions.ts',
    'features/home/api/get-popular.ts',
    'app/module-pieces.ts',
  ])('%s, with what it loads later, does not evaluate the whole contract', (entry) => {
    const graph = importGraph(entry, true);
    expect(wholeContract.filter((file) => graph.has(file))).toEqual([]);
  });

  it('the help page and its Contact Us form evaluate no zod before the form is on screen', () => {
    const graph = importGraph('features/help/help-page.tsx', false);
    expect(graph.has(path.join(root, 'components/support/support-ticket-form.tsx'))).toBe(true);
    expect(graph.has('node_modules/zod')).toBe(false);
    const contractFiles = [...graph].filter((file) => file.startsWith(path.join(root, 'contract/'))).map((file) => path.relative(root, file));
    expect(contractFiles.sort()).toEqual(['contract/limits.ts', 'contract/support-successes.ts']);
  });

  it('the quote page evaluates the catalogue and basket groups, not the whole contract, before it shows', () => {
    const graph = importGraph('features/quote/quote-page.tsx', false);
    expect(graph.has(path.join(root, 'contract/catalogue-endpoints.ts'))).toBe(true);
    expect(wholeContract.filter((file) => graph.has(file))).toEqual([]);
  });
});
