import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// @ts-expect-error a plain .mjs table shared with the Stryker config
import { mutationModules } from './scripts/mutation/modules.mjs';

/**
 * Vitest as StrykerJS runs it (npm run test:mutation): one module's tests only (MUTATION_MODULE), in the
 * environment and with the setup files that project uses in vite.config.ts. No Vite plugins: tests need none.
 */
type Module = { environment: 'unit' | 'web' | 'server'; tests: string[] };
const name = process.env.MUTATION_MODULE ?? '';
const chosen = (mutationModules as Record<string, Module>)[name];
if (!chosen) throw new Error(`MUTATION_MODULE must be one of: ${Object.keys(mutationModules).join(', ')}`);

const setupFiles = ['tests/setup/fail-on-console.ts', ...(chosen.environment === 'web' ? ['tests/setup/web.ts'] : [])];

export default defineConfig({
  // The import alias, as in vite.config.ts (tsconfig.base.json `paths`): `@/...` is src/, `@server/...` is server/.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@server\//, replacement: fileURLToPath(new URL('./server/', import.meta.url)) },
    ],
  },
  test: {
    environment: chosen.environment === 'web' ? 'jsdom' : 'node',
    include: chosen.tests.filter((file) => existsSync(file)),
    setupFiles,
    // Server suites: the migrated, seeded PGlite template is made once per run and loaded by every mutant's tests
    // (tests/server/helpers/test-app.ts), instead of migrating again for each mutant (minutes on a busy machine).
    env: { QMT_TEST_TEMPLATE_DIR: process.env.QMT_TEST_TEMPLATE_DIR ?? path.resolve(import.meta.dirname, '.tmp/pglite-template') },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
