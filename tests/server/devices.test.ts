import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicesResponse, errorBody } from '../../src/contract/index.ts';
import { catalogue } from '../../server/db/seed/catalogue.ts';
import { createTestApp } from './helpers/test-app.ts';
import { register } from './helpers/accounts.ts';

describe('GET /api/devices', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the seeded catalogue in list order, matching the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/devices' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const list = devicesResponse.parse(res.json());
    expect(list).toHaveLength(catalogue.length);
    expect(list.map((d) => d.device_name)).toEqual(catalogue.map((d) => d.device_name));
    expect(list.find((d) => d.device_name === 'iPhone XR')).toMatchObject({ brand: 'Apple', device_type: 'phone' });
  });

  it('sends an ETag and answers 304 with no body when it matches', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/devices' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'if-none-match': `W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    // `*` matches any current representation (RFC 9110 13.1.2): the catalogue always has one.
    const any = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'if-none-match': '*' } });
    expect(any.statusCode).toBe(304);
  });

  it('compresses the catalogue for clients that accept gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(catalogue)) / 4);
    expect(devicesResponse.parse(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')))).toHaveLength(catalogue.length);
  });

  it('prefers brotli, honours q=0, and sends plain JSON to a client that accepts neither', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/devices' });
    const br = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const noBr = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const identity = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});

describe('GET /api/devices, as written for a visitor and for a signed-in seller', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A visitor's answer is written whole, past the reply path (server/http/precomputed-answer.ts); a seller's goes
  // through it. Only what a session changes may differ: no-store, and the session-hint cookie.
  const headersOf = (headers: Record<string, unknown>) => {
    const { date: _date, 'cache-control': _cache, 'set-cookie': _cookie, ...rest } = headers;
    return Object.keys(rest)
      .sort()
      .map((name) => [name, String(rest[name])]);
  };

  it.each(['gzip', 'br', 'identity'])('gives the same headers and bytes either way (%s)', async (encoding) => {
    const { cookie } = await register(t.app);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'accept-encoding': encoding, cookie: 'qmt_basket=abc' } });
    const seller = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'accept-encoding': encoding, cookie } });
    expect(visitor.statusCode).toBe(200);
    expect(seller.statusCode).toBe(200);
    expect(headersOf(visitor.headers)).toEqual(headersOf(seller.headers));
    expect(visitor.headers['x-frame-options']).toBe('DENY');
    expect(visitor.headers['content-length']).toBe(String(visitor.rawPayload.length));
    expect(visitor.rawPayload.equals(seller.rawPayload)).toBe(true);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(seller.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD with the head alone, and sends HSTS behind an HTTPS proxy it trusts', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/devices', headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const https = await behindProxy.app.inject({ method: 'GET', url: '/api/devices', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      const http = await behindProxy.app.inject({ method: 'GET', url: '/api/devices' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});

describe('API error shapes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with 404 JSON and a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).message).toBe('No API route for GET /api/no-such-thing.');
  });

  it('names an over-long unknown path by its first 200 characters, not all 16 KB of it', async () => {
    const path = `/api/devices/${'a'.repeat(15_000)}`;
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).message).toBe(`No API route for GET ${path.slice(0, 200)}….`);
  });

  it('answers malformed JSON with 400 and a message, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: { 'content-type': 'application/json' },
      payload: '{"device_name":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(errorBody.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});
