// @ts-check
import { mutationModules } from './scripts/mutation/modules.mjs';

/**
 * StrykerJS for one module at a time (scripts/test-mutation.ts sets MUTATION_MODULE). Concurrency 2 at most:
 * the machine's two cores are shared. Reports land in reports/mutation/<module>/.
 */
const name = process.env.MUTATION_MODULE ?? '';
const chosen = mutationModules[name];
if (!chosen) throw new Error(`MUTATION_MODULE must be one of: ${Object.keys(mutationModules).join(', ')}`);
const report = process.env.MUTATION_PART ? `mutation-${process.env.MUTATION_PART}` : 'mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: chosen.mutate,
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // Module-level constants (the 5-minute cap) are mutants too: their tests reload the environment, which is slow
  // for server suites, so only the browser-side modules keep them.
  ignoreStatic: chosen.environment === 'server',
  timeoutMS: 30_000,
  // The first run of a server module's suites takes minutes on a shared machine.
  dryRunTimeoutMinutes: 30,
  timeoutFactor: 2,
  tempDirName: '.stryker-tmp',
  // Output other tools write while a run copies the sandbox (a browser run beside it once broke the copy).
  ignorePatterns: ['test-results', 'playwright-report'],
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  // MUTATION_PART names a run narrowed with --mutate (one file of the module): its report sits beside the others.
  jsonReporter: { fileName: `reports/mutation/${name}/${report}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}/${report}.html` },
  thresholds: { high: 85, low: 70, break: null },
};
