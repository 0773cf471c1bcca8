import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, errorBody, type Endpoint } from '../../src/contract/index.ts';
import { mailedLink, nextAddress, register } from './helpers/accounts.ts';
import { anyBody, anyQuery, malformedJson, nearlyValid, parses, toQueryString } from './helpers/invalid-input.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Every endpoint of the contract that takes a body, a query or path parameters gets at least 200 generated
 * inputs its schema refuses: each must be answered 4xx with `{ success: false, message }`, never 5xx. A second,
 * shorter run mixes in plausible values that reach the route's own logic (ids that do not exist, numbers past
 * a database column's range): still never a 5xx. New endpoints are fuzzed as soon as they are in `endpoints`
 * and registered; until a route exists its test is skipped (and reported as skipped).
 */
const invalidRuns = 200;
const mixedRuns = 100;

type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;
const fuzzed = Object.entries(endpoints as Record<string, AnyEndpoint>).filter(([, e]) => e.body || e.query || e.params);

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  // A verified seller, so routes behind sign-in (and checkout, behind verification) parse their input too.
  const seller = await register(t.app, { username: `fuzz.${Date.now()}@example.test` });
  cookie = seller.cookie;
  const link = await mailedLink(t.app, seller.body.username, '/verify-email');
  const verified = await t.app.inject({ method: 'GET', url: `/api/users/verify${link.search}` });
  expect(verified.statusCode, verified.body).toBe(200);
}, 120_000);
afterAll(() => t?.close());

interface Sent {
  url: string;
  /** JSON text, or undefined for a GET. */
  payload?: string;
  /** Whether the contract accepts this input (then any non-5xx answer is fine). */
  valid: boolean;
}

/**
 * Spellings of the same path the router accepts (issue 13: `/%61pi/...` once skipped every guard): each input is
 * also sent with its letters percent-encoded, so the guards are fuzzed on the routes, not on one spelling.
 */
const encodings = ['plain', 'prefix', 'every-letter'] as const;
type Encoding = (typeof encodings)[number];

function spell(url: string, encoding: Encoding): string {
  const at = url.search(/[?]/);
  const [path, rest] = at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  if (encoding === 'prefix') return path.replace(/^\/api\//, '/%61pi/') + rest;
  if (encoding === 'every-letter') return path.replace(/\/([a-z])/g, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`) + rest;
  return url;
}

function send(endpoint: AnyEndpoint, input: Sent & { encoding?: Encoding }): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: endpoint.method,
    url: spell(input.url, input.encoding ?? 'plain'),
    remoteAddress: nextAddress(),
    headers: { ...(endpoint.auth ? { cookie } : {}), ...(input.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(input.payload !== undefined ? { payload: input.payload } : {}),
  });
}

/** What the client sends for a body value, a query and path params; and whether the contract accepts them. */
function request(
  endpoint: AnyEndpoint,
  parts: { body?: unknown; raw?: string; query?: Record<string, string | string[]>; params?: Record<string, string | string[]> },
): Sent {
  let valid = true;
  let path = endpoint.path;
  if (endpoint.params) {
    // A URL carries UTF-8 bytes: a lone surrogate cannot be sent, a browser sends U+FFFD in its place.
    const params = Object.fromEntries(
      Object.entries(parts.params ?? {}).map(([key, value]) => [key, ([value].flat()[0] ?? '').replace(/\p{Surrogate}/gu, '\uFFFD')]),
    );
    valid &&= endpoint.params.safeParse(params).success;
    path = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  }
  const search = endpoint.query ? toQueryString(parts.query ?? {}) : '';
  if (endpoint.query) valid &&= endpoint.query.safeParse(parsedQuery(search)).success;
  if (endpoint.method === 'GET') return { url: path + search, valid };
  const payload = parts.raw ?? JSON.stringify(parts.body) ?? '';
  valid &&= parses(payload) && (endpoint.body?.safeParse(JSON.parse(payload)).success ?? true);
  return { url: path + search, payload, valid };
}

/** The query as the server parses it (repeated keys become arrays). */
function parsedQuery(search: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = parsed[key];
    parsed[key] = seen === undefined ? value : [seen, value].flat();
  }
  return parsed;
}

function inputs(endpoint: AnyEndpoint, mixed: boolean): fc.Arbitrary<Sent> {
  const body = endpoint.body
    ? mixed
      ? fc.oneof({ weight: 4, arbitrary: nearlyValid(endpoint.body) }, anyBody(endpoint.body))
      : anyBody(endpoint.body)
    : fc.constant(undefined);
  const raw = endpoint.method === 'POST' ? fc.option(malformedJson, { freq: mixed ? 10 : 4 }) : fc.constant(null);
  const query = endpoint.query ? anyQuery(endpoint.query) : fc.constant(undefined);
  const params = endpoint.params ? anyQuery(endpoint.params) : fc.constant(undefined);
  const sent = fc
    .record({ body, raw, query, params, encoding: fc.constantFrom(...encodings) })
    .map(({ raw: text, encoding, ...rest }) => ({ ...request(endpoint, { ...rest, ...(text === null ? {} : { raw: text }) }), encoding }));
  return mixed ? sent : sent.filter((input) => !input.valid);
}

function expectHandled(response: LightMyRequestResponse, input: Sent & { encoding?: Encoding }): void {
  const context = `${spell(input.url, input.encoding ?? 'plain')} ${input.payload?.slice(0, 300) ?? ''} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  if (!input.valid) expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
  if (response.statusCode >= 400) {
    const body = errorBody.safeParse(JSON.parse(response.body));
    expect(body.success, context).toBe(true);
    expect(body.data?.message.trim(), context).not.toBe('');
  }
}

describe.each(fuzzed)('fuzz %s', (name, endpoint) => {
  const routeExists = () => t.app.hasRoute({ method: endpoint.method, url: endpoint.path });

  it(`${invalidRuns} inputs the contract refuses: each a 4xx with a message`, async (context) => {
    if (!routeExists()) context.skip(`${endpoint.method} ${endpoint.path} (${name}) is not registered yet`);
    await fc.assert(
      fc.asyncProperty(inputs(endpoint, false), async (input) => expectHandled(await send(endpoint, input), input)),
      { numRuns: invalidRuns, endOnFailure: true },
    );
  });

  it(`${mixedRuns} inputs mixing plausible and hostile values: never a 5xx`, async (context) => {
    if (!routeExists()) context.skip(`${endpoint.method} ${endpoint.path} (${name}) is not registered yet`);
    await fc.assert(
      fc.asyncProperty(inputs(endpoint, true), async (input) => expectHandled(await send(endpoint, input), input)),
      { numRuns: mixedRuns, endOnFailure: true },
    );
  });
});
