import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedHomeFile } from '../../src/shared/prerendered-files.ts';
import { createTestApp } from './helpers/test-app.ts';

describe('serving the built app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'qmt-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self.x=1');
    mkdirSync(path.join(dist, 'help', 'postage-help'), { recursive: true });
    writeFileSync(path.join(dist, 'help', 'index.html'), '<!doctype html><title>Help page</title>');
    writeFileSync(path.join(dist, 'help', 'postage-help', 'index.html'), '<!doctype html><title>Postage page</title>');
    t = await createTestApp({ distDir: dist, serveApp: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates the worker', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers any page route with the SPA shell, uncached', async () => {
    for (const url of ['/', '/sell-my-device/iphone-13', '/sell-my-device/%3Cscript%3E', '/Quote', '/dashboard/account/', '/basket?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown page path 404 with the same shell (which shows the not-found page)', async () => {
    for (const url of ['/no/such/page', '/sell-my-device/a/b', '/dashboard/nope', '/quotes']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>shell</title>');
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('answers a pre-rendered route with its own HTML, whatever the case or trailing slash', async () => {
    for (const [url, title] of [
      ['/help', 'Help page'],
      ['/help/', 'Help page'],
      ['/help/postage-help', 'Postage page'],
      ['/HELP/Postage-Help/?utm_source=mail', 'Postage page'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // Below a pre-rendered page, an unknown path is still the SPA's (its not-found page), answered 404.
    const unknown = await t.app.inject({ url: '/help/no-such-topic' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>shell</title>');
  });

  it('keeps unknown /api paths and missing files out of the SPA fallback', async () => {
    const api = await t.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'No API route for GET /api/unknown.' });
    const file = await t.app.inject({ url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
  });
});

describe('the pre-rendered home page and compressed HTML (issue 15)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;
  // Bigger than @fastify/compress's 1 KB threshold, as every real page is.
  const filler = `<p>${'Sell your phone for cash. '.repeat(200)}</p>`;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'qmt-dist-'));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>shell</title>${filler}`);
    writeFileSync(path.join(dist, prerenderedHomeFile), `<!doctype html><title>Home page</title>${filler}`);
    mkdirSync(path.join(dist, 'help'), { recursive: true });
    writeFileSync(path.join(dist, 'help', 'index.html'), `<!doctype html><title>Help page</title>${filler}`);
    t = await createTestApp({ distDir: dist, serveApp: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers / with the pre-rendered home page and other routes still with the shell', async () => {
    expect((await t.app.inject({ url: '/' })).body).toContain('<title>Home page</title>');
    expect((await t.app.inject({ url: '/?utm_source=mail' })).body).toContain('<title>Home page</title>');
    expect((await t.app.inject({ url: '/basket' })).body).toContain('<title>shell</title>');
  });

  it('compresses every HTML page (br, else gzip), the shell and the pre-rendered ones alike', async () => {
    for (const [url, title] of [
      ['/', 'Home page'],
      ['/help', 'Help page'],
      ['/basket', 'shell'],
      ['/no/such/page', 'shell'],
    ]) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('Accept-Encoding');
      expect(br.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain(`<title>${title}</title>`);
      expect(br.rawPayload.length, url).toBeLessThan(filler.length / 4);
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toContain(`<title>${title}</title>`);
      const plain = await t.app.inject({ url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain(`<title>${title}</title>`);
    }
  });
});
