/**
 * The server process's own CPU time per request, which a busy machine does not distort the way it does throughput:
 * `npx tsx bench/cpu-per-request.ts <call> <requests> <rounds> <tree> [<tree> ...]`.
 *
 * For each source tree (this one, or e.g. `git archive main` unpacked under .tmp/), round after round (the trees
 * alternate, so a change in the machine's load falls on both), a fresh server (`server/main.ts`, PGlite, fresh
 * DATA_DIR under .tmp/) is warmed with 2,000 requests, then its user + system CPU time is read from /proc before and
 * after `requests` more of the call (autocannon, 10 connections) and after a quiet 300 ms (the quote records' last
 * batch is written in it). Printed: microseconds of server CPU per request for each tree and round, and the median.
 * Calls: calculate, devices, basket-add (a new visitor with an Idempotency-Key), and hello: the bench's bare Fastify
 * reference (bench/hello-server.ts, trees ignored), so a ratio goal reads as CPU: 30 % of the hello's throughput is
 * at most the hello's CPU a request / 0.3 when both are bound by their one core.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/lib/run.ts';
import { apiCallTarget, untilAnswering, type ApiCall } from './lib/api-target.ts';
import { quoteRequestFor } from './lib/quote-request.ts';

type Call = ApiCall | 'hello';

const here = path.resolve(import.meta.dirname, '..');
const call = (process.argv[2] ?? 'calculate') as Call;
const requests = Number(process.argv[3] ?? 20_000);
const rounds = Number(process.argv[4] ?? 3);
const trees = process.argv.slice(5).map((tree) => path.resolve(tree));
if (trees.length === 0) trees.push(here);
const ticksPerSecond = 100; // Linux USER_HZ: /proc/<pid>/stat counts CPU time in these.

/** utime + stime of a process, in milliseconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function measure(tree: string): Promise<number> {
  const port = await freePort();
  const work = path.join(here, '.tmp', `cpu-${path.basename(tree)}-${call}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', call === 'hello' ? path.join(here, 'bench/hello-server.ts') : 'server/main.ts'], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: work,
      DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await untilAnswering(`${url}/${call === 'hello' ? 'hello' : 'api/devices'}`);
    const body = call === 'hello' ? '' : JSON.stringify(await quoteRequestFor(url, 'iPhone 13'));
    const target = (amount: number): autocannon.Options =>
      call === 'hello' ? { url: `${url}/hello`, connections: 10, amount } : apiCallTarget(call, url, body, { amount });
    await autocannon(target(2_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = cpuMs(child.pid!);
    const result = await autocannon(target(requests));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const used = cpuMs(child.pid!) - before;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
    return (used * 1000) / result.requests.total;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const results = new Map<string, number[]>(trees.map((tree) => [tree, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const tree of trees) {
    const load = loadavg()[0]!;
    const us = await measure(tree);
    results.get(tree)!.push(us);
    process.stdout.write(
      `${call} ${path.relative(here, tree) || '.'} round ${round}: ${us.toFixed(0)} us CPU a request (load average ${load.toFixed(1)})\n`,
    );
  }
}
for (const [tree, values] of results) {
  const sorted = [...values].sort((a, b) => a - b);
  process.stdout.write(
    `${call} ${path.relative(here, tree) || '.'}: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} us CPU a request over ${rounds} rounds of ${requests}\n`,
  );
}
