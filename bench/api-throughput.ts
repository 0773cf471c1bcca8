import { endpoints, type QuoteRequest } from '../src/contract/index.ts';
import { runLoad, type LoadTarget, type Measured } from './lib/load-client.ts';
import { reference, type Row } from './lib/row.ts';
import { round } from './lib/stats.ts';

const connections = 50;
const seconds = 5;
const warmUpSeconds = 2;

type Target = Omit<LoadTarget, 'connections' | 'duration'>;

/** A short unmeasured run first (JIT, caches, connection pools), then the measured one; autocannon in its own process. */
async function measure(target: Target): Promise<Measured> {
  await runLoad({ ...target, connections, duration: warmUpSeconds });
  return runLoad({ ...target, connections, duration: seconds });
}

const json = { 'content-type': 'application/json', 'accept-encoding': 'gzip' };

/** autocannon spreads its connections over several URLs (its types say one). */
const over = (urls: string[], path = '') => urls.map((url) => `${url}${path}`) as unknown as string;

/**
 * Autocannon on loopback (50 connections, 5 s each after a 2 s warm-up, the client in a process of its own) against the real server process(es) and a bare
 * Fastify hello process, one after the other in this run; the hello is measured before and after and its mean is the 100%.
 * `setup` names the database and process count ('PGlite', 'PostgreSQL x2'); several app URLs share the connections.
 */
export async function apiThroughput(appUrls: string[], helloUrl: string, quote: QuoteRequest, setup = 'PGlite'): Promise<Row[]> {
  const hello: Target = { url: `${helloUrl}/hello`, headers: { 'accept-encoding': 'gzip' } };
  const before = await measure(hello);
  const devices = await measure({ url: over(appUrls, endpoints.getDevices.path), headers: { 'accept-encoding': 'gzip' } });
  const identity =
    setup === 'PGlite' ? await measure({ url: over(appUrls, endpoints.getDevices.path), headers: { 'accept-encoding': 'identity' } }) : null;
  const body = JSON.stringify(quote);
  const calculate = await measure({ url: over(appUrls, endpoints.calculateQuote.path), method: 'POST', headers: json, body });
  const add = await measure({
    url: over(appUrls),
    requests: [
      {
        method: 'POST',
        path: endpoints.addToBasket.path,
        headers: json,
        body,
        // A fresh key per request: every add is a new change (a visitor's first add, so a new basket), never a replay.
        freshIdempotencyKey: true,
      },
    ],
  });
  const after = await measure(hello);
  const bare = (before.rps + after.rps) / 2;

  const line = (name: string, m: Measured, goal: number | null, what: string): Row => {
    const ratio = (m.rps / bare) * 100;
    const failures = m.failed ? `; ${m.failed} non-2xx or errors` : '';
    return {
      figure: `${name} [${setup}] / bare Fastify`,
      // One decimal below 10 %, so a slow call does not print as 0 %.
      value: round(ratio, ratio < 10 ? 1 : 0),
      unit: `% (${round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms)`,
      goal: goal === null ? 'reference' : `>= ${goal}%`,
      ok: (goal === null || ratio >= goal) && m.failed === 0,
      method: `autocannon (own process, bodies counted as bytes, not decoded) ${connections} connections x ${seconds} s (after ${warmUpSeconds} s unmeasured) on loopback, ${what}${failures}`,
    };
  };
  return [
    reference(
      `bare Fastify hello [${setup} run]`,
      round(bare),
      `req/s (p50 ${before.p50}/${after.p50} ms, p99 ${before.p99}/${after.p99} ms)`,
      `autocannon (own process, bodies counted as bytes, not decoded) ${connections} connections x ${seconds} s, GET /hello of a plugin-less Fastify process; mean of a run before (${round(before.rps)}) and after (${round(after.rps)}) the app's`,
    ),
    line(
      'GET /api/devices',
      devices,
      60,
      'the whole catalogue, gzip accepted (compressed once per catalogue version by the route, server/http/precompressed.ts)',
    ),
    ...(identity
      ? [line('GET /api/devices, uncompressed', identity, null, 'the same without Accept-Encoding: what compressing each response costs')]
      : []),
    line('POST /api/quote/calculate', calculate, 30, 'a valid iPhone 13 standard quote (priced from memory, recorded in the next batch)'),
    line(
      'POST /api/basket/add',
      add,
      5,
      'the same quote, a fresh Idempotency-Key per request (new visitor basket each; first adds arriving together are written together, decision 215)',
    ),
  ];
}
