/**
 * npm run test:mutation [-- module ...]: StrykerJS (Vitest runner) on the modules whose guarantees matter most,
 * one module per run (scripts/mutation/modules.mjs), then a dated summary with each module's score and every
 * surviving mutant: reports/mutation-<date>.md. Slow (minutes per module): not part of npm test.
 * MUTATION_CONCURRENCY (default 2) sets Stryker's worker count. The summary is rewritten after each module, so an
 * interrupted run still leaves the modules that finished; `--report` only rewrites it from the JSON reports.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error a plain .mjs table shared with the Stryker and Vitest configs
import { mutationModules } from './mutation/modules.mjs';
// @ts-expect-error a plain .mjs table of survivors left alive on purpose, each with its reason
import { explanationFor } from './mutation/explained.mjs';
import { run } from './lib/run.ts';

interface MutantResult {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { source?: string; mutants: MutantResult[] }>;
}

const all = Object.keys(mutationModules as Record<string, unknown>);
const reportOnly = process.argv.includes('--report');
const requested = process.argv.slice(2).filter((arg) => arg !== '--' && arg !== '--report');
const unknown = requested.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown module(s): ${unknown.join(', ')}. Choose from: ${all.join(', ')}\n`);
  process.exit(2);
}

/** The module's reports: mutation.json for a whole run, mutation-<part>.json for runs narrowed to one file. */
function reportsOf(name: string): Report[] {
  const dir = path.join('reports', 'mutation', name);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => /^mutation(-[\w-]+)?\.json$/.test(file));
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Report);
}

function summarise(name: string): { line: string; survivors: string[]; unexplained: number } {
  const reports = reportsOf(name);
  if (reports.length === 0) return { line: `| ${name} | not run | | | | | |`, survivors: [], unexplained: 0 };
  let unexplained = 0;
  const count = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, other: 0 };
  const survivors: string[] = [];
  for (const [source, { source: text, mutants }] of reports.flatMap((report) => Object.entries(report.files))) {
    const lines = (text ?? '').split('\n');
    for (const mutant of mutants) {
      if (mutant.status === 'Killed') count.killed += 1;
      else if (mutant.status === 'Timeout') count.timeout += 1;
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        if (mutant.status === 'Survived') count.survived += 1;
        else count.noCoverage += 1;
        const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
        const why = explanationFor(source, mutant, lines[mutant.location.start.line - 1] ?? '') as string | undefined;
        if (!why) unexplained += 1;
        survivors.push(
          `- \`${source}:${mutant.location.start.line}\` ${mutant.mutatorName} (${mutant.status}): \`${replacement}\`: ${why ?? '**not yet explained**'}`,
        );
      } else count.other += 1;
    }
  }
  const detected = count.killed + count.timeout;
  const valid = detected + count.survived + count.noCoverage;
  const score = valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(1)}%`;
  return {
    line: `| ${name} | ${score} | ${count.killed} | ${count.timeout} | ${count.survived} | ${count.noCoverage} | ${unexplained} |`,
    survivors,
    unexplained,
  };
}

function writeSummary(): void {
  const date = new Date().toISOString().slice(0, 10);
  const rows = all.map(summarise);
  const text = [
    `# Mutation testing report, ${date}`,
    '',
    'StrykerJS with its Vitest runner (`npm run test:mutation`); per-module HTML and JSON in `reports/mutation/<module>/`.',
    'Score = (killed + timeout) / (killed + timeout + survived + no coverage).',
    '',
    'A survivor left alive on purpose has its reason in scripts/mutation/explained.mjs; "unexplained" counts the rest.',
    '',
    '| module | score | killed | timeout | survived | no coverage | unexplained |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => row.line),
    '',
    '## Surviving mutants',
    '',
    ...all.flatMap((name, i) => [`### ${name}`, '', ...(rows[i]!.survivors.length > 0 ? rows[i]!.survivors : ['None.']), '']),
  ].join('\n');
  const out = path.join('reports', `mutation-${date}.md`);
  writeFileSync(out, text);
  process.stdout.write(`\nSummary written to ${out}\n`);
}

async function main(): Promise<number> {
  let worst = 0;
  for (const name of reportOnly ? [] : requested.length > 0 ? requested : all) {
    process.stdout.write(`\n=== Mutation testing: ${name}\n`);
    // A whole-module run replaces the reports of runs narrowed to one of its files (MUTATION_PART).
    const dir = path.join('reports', 'mutation', name);
    if (existsSync(dir)) for (const file of readdirSync(dir).filter((f) => /^mutation-[\w-]+\.json$/.test(f))) rmSync(path.join(dir, file));
    // Incremental: a mutant whose code and tests did not change keeps its last result (the file stays out of git).
    const incremental = ['--incremental', '--incrementalFile', path.join('reports', 'mutation', name, 'incremental.json')];
    const code = await run('npx', ['stryker', 'run', 'stryker.config.mjs', ...incremental], {
      // One database template for every module's run (decision 115), kept in the repo's git-ignored .tmp/.
      env: { QMT_TEST_TEMPLATE_DIR: path.resolve('.tmp', 'pglite-template'), ...process.env, MUTATION_MODULE: name },
    });
    worst = Math.max(worst, code);
    writeSummary();
  }
  if (reportOnly) writeSummary();
  return worst;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
