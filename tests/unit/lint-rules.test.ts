import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layering rules of docs/style.md#2-boundaries-are-lint-errors and docs/architecture.md, each shown failing on a
 * deliberate violation: ESLint runs with the repository's own eslint.config.js on code placed where the rule applies.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Inside src/ so the TypeScript resolver knows the files (they exist only while this test runs).
const fixtureDir = path.resolve('src/shared/zz-lint-fixture-cycle');
afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

describe('lint rules (issue 17)', { timeout: 120_000 }, () => {
  it('a feature importing another feature is refused; its own files and src/components are allowed', async () => {
    expect(await ruleIdsFor('src/features/home/zz-violation.ts', "export { CataloguePage } from '../catalogue/catalogue-page.tsx';\n")).toContain(
      'boundaries/dependencies',
    );
    expect(await ruleIdsFor('src/features/home/zz-allowed.ts', "export { Button } from '../../components/button.tsx';\n")).not.toContain(
      'boundaries/dependencies',
    );
  });

  it('a feature folder holds routes.tsx and its pages at the top, everything else in api/, components/ or model/', async () => {
    const code = 'export const x = 1;\n';
    for (const misplaced of ['src/features/home/zz-helper.ts', 'src/features/home/zz-card.tsx', 'src/features/help/pages/zz-help-page.tsx']) {
      expect(await ruleIdsFor(misplaced, code), misplaced).toContain('house/feature-layout');
    }
    for (const placed of [
      'src/features/home/routes.tsx',
      'src/features/home/zz-page.tsx',
      'src/features/dashboard/zz-layout.tsx',
      'src/features/home/api/zz-get.ts',
      'src/features/home/components/zz-card.tsx',
      'src/features/dashboard/components/trade-ins/zz-row.tsx',
      'src/features/home/model/zz-rules.ts',
    ]) {
      expect(await ruleIdsFor(placed, code), placed).not.toContain('house/feature-layout');
    }
  });

  it('the server may import src/shared and src/contract, never the browser-only src/lib', async () => {
    expect(await ruleIdsFor('server/zz-violation.ts', "export { useAuth } from '@/lib/auth/auth-context.tsx';\n")).toContain(
      'boundaries/dependencies',
    );
    expect(await ruleIdsFor('server/zz-allowed.ts', "export { paths } from '@/shared/paths.ts';\n")).not.toContain('boundaries/dependencies');
  });

  it('the service worker may not import src/lib either', async () => {
    expect(await ruleIdsFor('sw/zz-violation.ts', "export { useAuth } from '@/lib/auth/auth-context.tsx';\n")).toContain('boundaries/dependencies');
  });

  // The basket and quote folders were exempt until issue 14 moved their queries and request handling: no longer.
  it('a route that imports the database or drizzle-orm is refused: queries live in services', async () => {
    for (const folder of ['users', 'basket', 'quote']) {
      const file = `server/routes/${folder}/zz-violation.ts`;
      expect(await ruleIdsFor(file, "export { eq } from 'drizzle-orm';\n"), file).toContain('no-restricted-imports');
      expect(await ruleIdsFor(file, "export { users } from '../../db/schema/index.ts';\n"), file).toContain('no-restricted-imports');
    }
  });

  it('a service that imports Fastify is refused: services take plain values', async () => {
    for (const folder of ['orders', 'basket', 'pricing', 'auth']) {
      const file = `server/services/${folder}/zz-violation.ts`;
      expect(await ruleIdsFor(file, "export type { FastifyRequest } from 'fastify';\n"), file).toContain('no-restricted-imports');
    }
  });

  it('a file over 300 lines of code is refused', async () => {
    const code = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    expect(await ruleIdsFor('src/shared/zz-long.ts', code)).toContain('max-lines');
  });

  // import-x/no-cycle skips type-only imports (its source, rules/no-cycle.js): a cycle through `import type`
  // alone is not caught; one through values is.
  it('an import cycle through values is refused', async () => {
    mkdirSync(fixtureDir, { recursive: true });
    writeFileSync(path.join(fixtureDir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    writeFileSync(path.join(fixtureDir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([path.join(fixtureDir, 'a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
