/**
 * CPU profiles of the API's hot calls: `npx tsx bench/profile-api.ts [source tree] [seconds]`.
 *
 * For each call (POST /api/quote/calculate, POST /api/basket/add as a new visitor with an Idempotency-Key) a fresh
 * server process (`server/main.ts` of the given source tree, default this one; PGlite, fresh DATA_DIR under .tmp/)
 * runs under `node --cpu-prof`, autocannon drives that one call, and the process is stopped with SIGTERM so V8
 * writes its profile. Printed per call: requests, CPU milliseconds sampled per request, and the top self-time
 * functions (by name and file:line) with their share, over the load only. Profiles stay in .tmp/profiles-<label>/ for DevTools.
 * A third argument picks the calls (`calculate,basket-add,devices`; default the first two).
 * The tree argument lets the same script profile another checkout (e.g. `git archive main` unpacked beside it).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/lib/run.ts';
import { apiCallTarget, untilAnswering, type ApiCall } from './lib/api-target.ts';
import { quoteRequestFor } from './lib/quote-request.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const here = path.resolve(import.meta.dirname, '..');
const tree = path.resolve(process.argv[2] ?? here);
const seconds = Number(process.argv[3] ?? 10);
const label = path.basename(tree);

/**
 * Self time per function (name + file:line) over the profile's last `windowS` seconds (the load; start-up with its
 * migrations and seed is left out), idle and V8's "(program)" left out, GC kept.
 */
function selfTimes(
  profile: CpuProfile,
  windowS: number,
): { total: number; rows: { name: string; ms: number }[]; areas: { name: string; ms: number }[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byArea = new Map<string, number>();
  const from = profile.endTime - windowS * 1e6;
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from) return;
    const ms = delta / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const file = url
      ? url
          .replace(/^file:\/\//, '')
          .replace(`${tree}/`, '')
          .replace(/.*node_modules\//, 'node_modules/')
      : '';
    const name = `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + ms);
    const area = areaOf(url);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    total += ms;
  });
  const sorted = (map: Map<string, number>) => [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { total, rows: sorted(self), areas: sorted(byArea) };
}

/** Where a function lives: an npm package, PGlite's WebAssembly, the app's own code, Node, or native/V8 (GC, writev). */
function areaOf(url: string): string {
  if (url.startsWith('wasm://')) return '@electric-sql/pglite (WebAssembly)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'Node.js (JavaScript)';
  if (!url) return 'native and V8 (GC, socket writes, ...)';
  const own = /\/(server|src)\//.exec(url);
  return own ? `app: ${own[1]}/` : 'other';
}

async function profileCall(call: ApiCall): Promise<void> {
  const port = await freePort();
  const work = path.join(here, '.tmp', `profile-${label}-${call}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'data'), { recursive: true });
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${work}`, '--import', 'tsx', 'server/main.ts'], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(`${url}/api/devices`);
  const body = JSON.stringify(await quoteRequestFor(url, 'iPhone 13'));
  const target = apiCallTarget(call, url, body, { duration: seconds });
  const load = loadavg()[0]!;
  const result = await autocannon(target);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const file = readdirSync(work).find((name) => name.endsWith('.cpuprofile'))!;
  const { total, rows, areas } = selfTimes(JSON.parse(readFileSync(path.join(work, file), 'utf8')) as CpuProfile, seconds + 0.5);
  const requests = result.requests.total;
  process.stdout.write(
    `\n### ${call} (${label}): ${requests} requests (${result.non2xx} non-2xx) in ${seconds} s, ${(total / requests).toFixed(2)} ms CPU sampled per request ` +
      `(${Math.round(total)} ms over the load's last ${seconds} s and the shutdown; idle left out), load average ${load.toFixed(1)}\n\n| self ms | share | function |\n|---:|---:|---|\n`,
  );
  for (const row of rows.slice(0, 12))
    process.stdout.write(`| ${Math.round(row.ms)} | ${((row.ms / total) * 100).toFixed(1)}% | \`${row.name}\` |\n`);
  process.stdout.write(`\n| self ms | share | where |\n|---:|---:|---|\n`);
  for (const area of areas.slice(0, 10))
    process.stdout.write(`| ${Math.round(area.ms)} | ${((area.ms / total) * 100).toFixed(1)}% | ${area.name} |\n`);
}

// A fourth argument picks calls, e.g. `devices,calculate` ("basket add", as older reports spell it, is basket-add).
const calls = (process.argv[4]?.split(',') ?? ['calculate', 'basket-add']).map((name) => name.replace(' ', '-') as ApiCall);
for (const call of calls) await profileCall(call);
