import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

/**
 * An outside review: `DELETE /api/basket` (a method the contract does not define) answered 400 "The request body is not
 * valid JSON." The router's verdict comes first: 405 with Allow for a path that exists, 404 otherwise, before any body.
 */
describe.each([false, true])('a method the API does not define (serving the app: %s)', (serveApp) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'qmt-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    t = await createTestApp({ distDir: dist, serveApp });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const json = { 'content-type': 'application/json' };

  it('on an existing path answers 405 with Allow and a JSON message, whatever the body', async () => {
    for (const payload of [undefined, '', '{not json']) {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/basket', headers: json, ...(payload === undefined ? {} : { payload }) });
      expect(res.statusCode, String(payload)).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.json()).toEqual({ success: false, message: 'DELETE is not allowed for /api/basket. Allowed: GET, HEAD.' });
    }
    const put = await t.app.inject({ method: 'PUT', url: '/api/basket/add?x=1', headers: json, payload: '{' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('POST');
  });

  it('on a path no route has answers 404 with the JSON message, before reading the body', async () => {
    for (const method of ['GET', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing?a=1', headers: json, payload: method === 'GET' ? undefined : '{bad' });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ success: false, message: `No API route for ${method} /api/no-such-thing.` });
    }
  });

  it('a defined route still reads its body: bad JSON there is the body error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/basket/add', headers: json, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });
});
