/**
 * `npm run bench`: the product measured as its users and operators would meet it, on this machine, each figure
 * beside the goal it serves (issue 8). Builds, starts the real server over the build on a free port and a fresh
 * DATA_DIR, runs the bench/ modules in turn, writes bench/results.json and prints a markdown table. A module
 * that fails is shown as "not measured" (and the exit code is 1); the others still run.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { apiThroughput } from '../bench/api-throughput.ts';
import { dexieBulkWrite } from '../bench/dexie-write.ts';
import { buildSizes, fetchedForHome } from '../bench/first-load.ts';
import { launchChromium } from '../bench/lib/browser.ts';
import { fetchCatalogue, generateDevices } from '../bench/lib/catalogue.ts';
import { quoteRequestFor } from '../bench/lib/quote-request.ts';
import { failedRow, type Row } from '../bench/lib/row.ts';
import { startAppServer, startHelloServer } from '../bench/lib/servers.ts';
import { lighthouseScores } from '../bench/lighthouse.ts';
import { longTasksAfterPaint } from '../bench/long-task.ts';
import { loadRun } from '../bench/load-run.ts';
import { offlineColdStart } from '../bench/offline-start.ts';
import { outboxDrain } from '../bench/outbox-drain.ts';
import { describeMachine, markdownTable, methodList, writeResults } from '../bench/report.ts';
import { catalogueSearch } from '../bench/search.ts';
import { run } from './lib/run.ts';

const started = performance.now();
const loadAtStart = loadavg()[0]!;
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const rows: Row[] = [];
const log = (line: string) => process.stdout.write(`[bench ${Math.round((performance.now() - started) / 1000)} s] ${line}\n`);

/** Runs one module; a failure becomes a "not measured" row instead of ending the run. */
async function step(name: string, goal: string, measure: () => Row[] | Promise<Row[]>): Promise<void> {
  log(`${name}...`);
  try {
    rows.push(...(await measure()));
  } catch (error) {
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    rows.push(failedRow(name, goal, error));
  }
}

if ((await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'])) !== 0) throw new Error('build failed');
await step('first-load and precache sizes', '<= 130 KB', () => buildSizes(distDir));

log('starting the real server (fresh DATA_DIR), the bare Fastify reference and Chromium');
const server = await startAppServer(distDir);
const hello = await startHelloServer();
const browser = await launchChromium();
try {
  const catalogue = await fetchCatalogue(server.url);
  const device = catalogue.find((candidate) => candidate.device_name === 'iPhone 13') ?? catalogue[0]!;
  const generated = generateDevices(catalogue, 5000);
  const quotes = [await quoteRequestFor(server.url, 'iPhone 13'), await quoteRequestFor(server.url, 'Samsung Galaxy S23', 'advanced')];

  await step('JS fetched to show /', '<= 130 KB', () => fetchedForHome(browser, server.url, distDir));
  await step('longest task after first paint', '<= 50 ms', () => longTasksAfterPaint(browser, server.url));
  await step('Lighthouse', '100', () => lighthouseScores(server.url, device));
  await step('offline cold start', '<= 500 ms', () => offlineColdStart(browser, server.url));
  await step('catalogue search', '<= 4 ms', () => catalogueSearch(browser, server.url, generated));
  await step('Dexie bulk write', 'reference', () => dexieBulkWrite(browser, server.url, generated));
  await step('API throughput', '>= 60% / >= 30%', () => apiThroughput(server.url, hello.url, quotes[0]!));
  await step('load run', '0 errors', () => loadRun(server.url, server.dataDir, quotes));
  await step('outbox drain', '0 duplicates', () => outboxDrain(browser, server.url, quotes));
} finally {
  await browser.close();
  await hello.stop();
  await server.stop();
}

const seconds = Math.round((performance.now() - started) / 1000);
writeResults(path.resolve('bench/results.json'), describeMachine(loadAtStart), rows, seconds);
process.stdout.write(`\n${markdownTable(rows)}\n${methodList(rows)}\nbench/results.json written (${seconds} s).\n`);
if (rows.some((row) => Number.isNaN(row.value))) process.exitCode = 1;
