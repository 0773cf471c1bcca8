/**
 * `npm test`: lint, type check, unit + web + server tests (PGlite), the server tests again on a real
 * PostgreSQL, the production build, and the browser tests against it. Ends with one line
 * `N passed, N failed` over every suite (CI reads it) and exits non-zero if anything failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.ts';

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test as `file › name: first line of the error`, printed again just above the totals. */
  failures?: string[];
}

const tmp = path.resolve('.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const tallies: Tally[] = [];

async function check(name: string, command: string, args: string[]): Promise<boolean> {
  process.stdout.write(`\n== ${name}\n`);
  const ok = (await run(command, args)) === 0;
  tallies.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

/** Vitest's JSON report: which tests failed, and the first line of why (a file that failed to load too). */
function vitestFailures(json: Record<string, unknown> | undefined): string[] {
  interface Assertion {
    fullName?: string;
    status?: string;
    failureMessages?: string[];
  }
  interface FileResult {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: Assertion[];
  }
  const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]?.slice(0, 300) ?? '';
  return ((json?.testResults ?? []) as FileResult[]).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((assertion) => assertion.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failed.map((assertion) => `${where} › ${assertion.fullName ?? ''}: ${firstLine(assertion.failureMessages?.[0])}`);
  });
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

async function vitestSuite(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  process.stdout.write(`\n== ${name}\n`);
  const report = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(command, args.concat(args[0] === 'vitest' ? ['--reporter=default', '--reporter=json', `--outputFile=${report}`] : []), {
    env: { ...process.env, VITEST_JSON: report, ...env },
  });
  const json = readJson(report);
  const n = (key: string) => Number(json?.[key] ?? 0);
  // A file that fails to load counts as a failure even though none of its tests ran.
  const failed = n('numFailedTests') + (n('numFailedTestSuites') > 0 && n('numFailedTests') === 0 ? n('numFailedTestSuites') : 0);
  const tally = { name, passed: n('numPassedTests'), failed, skipped: n('numPendingTests') + n('numTodoTests'), failures: vitestFailures(json) };
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  tallies.push(tally);
}

async function playwrightSuite(name: string): Promise<void> {
  process.stdout.write(`\n== ${name}\n`);
  const report = path.join(tmp, 'e2e.json');
  const code = await run('npx', ['tsx', 'scripts/test-e2e.ts', '--no-build'], { env: { ...process.env, E2E_REPORT: report } });
  const stats = (readJson(report)?.stats ?? {}) as Record<string, number>;
  const tally = { name, passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  tallies.push(tally);
}

await check('lint', 'npx', ['eslint', '.']);
await check('format', 'npx', ['prettier', '--check', '.']);
await check('typecheck', 'npx', ['tsc', '-b', '--pretty', 'false']);
await vitestSuite('unit, web and server (PGlite)', 'npx', ['vitest', 'run']);
await vitestSuite('server (PostgreSQL)', 'npx', ['tsx', 'scripts/test-postgres.ts']);
const built = await check('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
if (built && existsSync('dist/index.html')) await playwrightSuite('browser (Playwright, Chromium)');
else tallies.push({ name: 'browser (Playwright, Chromium)', passed: 0, failed: 1, skipped: 0 });

process.stdout.write('\n');
// A long run's log is often read from its tail only: name what failed where the totals are.
for (const t of tallies) for (const failure of t.failures ?? []) process.stdout.write(`✘ ${t.name}: ${failure}\n`);
for (const t of tallies)
  process.stdout.write(`${t.name.padEnd(34)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}\n`);
const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((total, t) => total + t[key], 0);
const skipped = sum('skipped');
process.stdout.write(`${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(sum('failed') > 0 ? 1 : 0);
