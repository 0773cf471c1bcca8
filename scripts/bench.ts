/**
 * `npm run bench`: figures measured on this machine, each beside the goal it serves, written to
 * bench/results.json. First-load bytes come from the build; API throughput is a ratio to a bare Fastify
 * route measured in the same run (loopback figures vary about 25% run to run, ratios much less).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedIfEmpty } from '../server/db/seed.ts';
import { run } from './lib/run.ts';

interface Row {
  figure: string;
  value: number;
  unit: string;
  goal: string;
  ok: boolean;
}
const rows: Row[] = [];
const dist = path.resolve('dist');

function firstLoadBytes(): { js: number; css: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return {
    js: refs.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0),
    css: refs.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0),
  };
}

function precacheBytes(): number {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].reduce((sum, m) => sum + statSync(path.join(dist, m[1]!)).size, 0);
}

async function throughput(url: string): Promise<{ rps: number; p50: number; p99: number }> {
  const result = await autocannon({ url, connections: 50, duration: 5, headers: { 'accept-encoding': 'gzip' } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  if ((await run('npx', ['vite', 'build', '--logLevel', 'warn'])) !== 0) throw new Error('build failed');
  const { js, css } = firstLoadBytes();
  rows.push({ figure: 'first-load JS of / (gzip)', value: Math.round(js / 1024), unit: 'KB', goal: '<= 130 KB', ok: js <= 130 * 1024 });
  rows.push({ figure: 'first-load CSS of / (gzip)', value: Math.round(css / 1024), unit: 'KB', goal: 'small', ok: true });
  const precache = precacheBytes();
  rows.push({ figure: 'precache size', value: Math.round(precache / 1024), unit: 'KB', goal: '<= 1.5 MB', ok: precache <= 1.5 * 1024 * 1024 });

  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const database = await openDatabase({ pglite: await PGlite.create() });
  await seedIfEmpty(database.db);
  const app = await buildApp({ config: loadConfig({ DIST_DIR: dist, DATA_DIR: '.tmp/bench-data' }), database, serveApp: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  const bare = await throughput(`http://127.0.0.1:${port(hello)}/hello`);
  const devices = await throughput(`http://127.0.0.1:${port(app)}/api/devices`);
  const ratio = devices.rps / bare.rps;
  rows.push({ figure: 'bare Fastify hello', value: Math.round(bare.rps), unit: 'req/s', goal: 'reference', ok: true });
  rows.push({ figure: 'GET /api/devices', value: Math.round(devices.rps), unit: `req/s (p50 ${devices.p50} ms, p99 ${devices.p99} ms)`, goal: 'reference', ok: true });
  rows.push({ figure: 'GET /api/devices / bare', value: Math.round(ratio * 100), unit: '%', goal: '>= 60%', ok: ratio >= 0.6 });
  await app.close();
  await hello.close();
  await database.close();

  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
  process.stdout.write('\n| figure | value | goal | met |\n|---|---|---|---|\n');
  for (const row of rows) process.stdout.write(`| ${row.figure} | ${row.value} ${row.unit} | ${row.goal} | ${row.ok ? 'yes' : 'NO'} |\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
