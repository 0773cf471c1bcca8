import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedHomeFile } from '../../src/shared/prerendered-files.ts';
import { createTestApp } from './helpers/test-app.ts';

// Outside review (low, three findings): '/quote/index.html' answered 200 and the app showed 'Page not found' over it
// (React #418); '/%71uote' answered 404 where the app showed the quote page. docs/decisions/207-one-spelling-per-page.md.

/** What each kind of client sends: a browser's navigation, an old browser's (no Sec-Fetch-*), the worker's precache fetch. */
const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const oldBrowserNavigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const workerFetch = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: '*/*' };

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * The request target sent as written, over a socket: `app.inject` parses it as a WHATWG URL first, which resolves
 * '/%2e%2e/quote' to '/quote' and refuses '/\' (a browser does the same; curl --path-as-is and a bot do not).
 */
function sendAsWritten(port: number, target: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe("a page's address spelt otherwise", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;
  let port: number;
  const send = (target: string, headers: Record<string, string>) => sendAsWritten(port, target, headers);
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'qmt-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, prerenderedHomeFile), '<!doctype html><title>Home page</title>');
    mkdirSync(path.join(dist, 'help', 'postage-help'), { recursive: true });
    mkdirSync(path.join(dist, 'quote'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'help', 'index.html'), '<!doctype html><title>Help page</title>');
    writeFileSync(path.join(dist, 'help', 'postage-help', 'index.html'), '<!doctype html><title>Postage page</title>');
    writeFileSync(path.join(dist, 'quote', 'index.html'), '<!doctype html><title>Quote page</title><p>No device selected.</p>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self.x=1');
    t = await createTestApp({ distDir: dist, serveApp: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a navigation to a pre-rendered page's file name to the page, 301, the query kept", async () => {
    for (const [url, location] of [
      ['/quote/index.html', '/quote'],
      ['/quote/index.html?utm_source=mail&x=%zz', '/quote?utm_source=mail&x=%zz'],
      ['/help/index.html', '/help'],
      ['/help/postage-help/index.html', '/help/postage-help'],
      ['/HELP/Postage-Help/INDEX.html', '/help/postage-help'],
      [`/${prerenderedHomeFile}`, '/'],
      // The shell's own name: opened as a page it showed 'Page not found' (200). The home page is what was meant.
      ['/index.html', '/'],
      ['/index.html?a=1', '/?a=1'],
    ]) {
      for (const headers of [navigation, oldBrowserNavigation]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(301);
        expect(res.headers.location, url).toBe(location);
        expect(res.headers.vary, url).toBe('Sec-Fetch-Mode, Accept');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.body, url).toBe('');
      }
      const head = await t.app.inject({ method: 'HEAD', url, headers: navigation });
      expect(head.statusCode, `HEAD ${url}`).toBe(301);
    }
  });

  it("answers the worker's precache fetch (and any fetch) of a page file with the file, as before", async () => {
    for (const [url, title] of [
      ['/index.html?__WB_REVISION__=abc', 'shell'],
      ['/index.html', 'shell'],
      [`/${prerenderedHomeFile}?__WB_REVISION__=abc`, 'Home page'],
      ['/quote/index.html?__WB_REVISION__=abc', 'Quote page'],
      ['/help/index.html', 'Help page'],
    ]) {
      for (const headers of [workerFetch, { ...workerFetch, 'sec-fetch-mode': 'same-origin' }, { accept: '*/*' }, {}]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<title>${title}</title>`);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        // Not 'Vary: Sec-Fetch-Mode, Accept': the worker's Cache API honours Vary, and a navigation's lookup (its Accept
        // asks for HTML) then never matched the copy the install fetched: every precached page failed offline.
        expect(res.headers.vary, url).toBe('Accept-Encoding');
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      }
    }
    // Compressed, as every other HTML page.
    const br = await t.app.inject({ url: '/index.html', headers: { ...workerFetch, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    // A file's name is exact for a fetch, as every other file's.
    expect((await t.app.inject({ url: '/Quote/index.html', headers: workerFetch })).statusCode).toBe(404);
    // Other files are still @fastify/static's.
    expect((await t.app.inject({ url: '/assets/index-abc123.js', headers: navigation })).statusCode).toBe(200);
  });

  it('sends a page spelt with percent-encoded unreserved characters to its decoded spelling, as the router reads it', async () => {
    for (const [url, location] of [
      ['/%71uote', '/quote'],
      ['/%71%75%6F%74%65?utm_source=mail', '/quote?utm_source=mail'],
      ['/%51uote', '/Quote'],
      ['/h%65lp/postage-help/', '/help/postage-help/'],
      ['/sell-%6Dy-device', '/sell-my-device'],
      ['/sell-my-device/%69phone%2013', '/sell-my-device/iphone%2013'],
      ['/sell-%6Dy-device/%3Cx%3E', '/sell-my-device/%3Cx%3E'],
    ] as const) {
      for (const headers of [navigation, workerFetch]) {
        const res = await send(url, headers);
        expect(res.statusCode, url).toBe(301);
        expect(res.headers.location, url).toBe(location);
      }
    }
    // Both at once, for a navigation: straight to the page. A fetch of the file gets it, as the router always gave it.
    const both = await send('/%71uote/%69ndex.html?x=1', navigation);
    expect([both.statusCode, both.headers.location]).toEqual([301, '/quote?x=1']);
    expect((await send('/%71uote/%69ndex.html', workerFetch)).body).toContain('<title>Quote page</title>');
    // Where the page is: the spelling the redirect names is answered with the page.
    const quote = await send('/Quote', navigation);
    expect(quote.statusCode).toBe(200);
    expect(quote.body).toContain('No device selected.');
  });

  it('answers a spelling that decodes to no page as any unknown path: 404 with the shell, never a redirect', async () => {
    for (const url of [
      '/%71uotes',
      '/quote%2F',
      '/%2Fquote',
      '/%2e%2e/quote',
      '/a/%2e%2e/quote',
      '/%2F%2Fevil.test/%71uote',
      '//evil.test/%71uote',
      '/%5Cevil.test/%71uote',
      '/%00',
      '/%2F',
    ]) {
      const res = await send(url, navigation);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.body, url).toContain('<title>shell</title>');
    }
  });

  // Outside review (low): these answered a browser with 400 JSON or a bare 'Not found'; the app shows its not-found page.
  it("answers a browser's page that the router cannot decode, or that names no file, with the shell (its not-found page)", async () => {
    for (const [url, status] of [
      ['/%', 400],
      ['/%zz', 400],
      ['/%C0%AF', 400],
      ['//evil.com', 404],
      ['/quote/index.htm', 404],
      ['/offline.html', 404],
      ['/assets/missing.js', 404],
    ] as const) {
      for (const headers of [navigation, oldBrowserNavigation]) {
        const res = await send(url, headers);
        expect([res.statusCode, res.headers['content-type']], url).toEqual([status, 'text/html; charset=utf-8']);
        expect(res.body, url).toContain('<title>shell</title>');
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers.location, url).toBeUndefined();
      }
      // A script's or the worker's fetch keeps the short answer: no page where a file or JSON was asked for.
      const fetched = await send(url, workerFetch);
      expect(fetched.statusCode, url).toBe(status);
      expect(fetched.body, url).not.toContain('<title>shell</title>');
    }
    // The API answers in its own shape, whoever asks.
    const api = await send('/api/%zz', navigation);
    expect([api.statusCode, JSON.parse(api.body)]).toEqual([400, { success: false, message: 'The address is not valid.' }]);
  });

  it('never answers 5xx, whatever the spelling', async () => {
    const long = 'a'.repeat(8000);
    for (const url of ['/%', '/%zz', '/%2', '/%C0%AE', '/%ff', '/quote%', '/%00', '/%2F', '/\\', `/${long}`, `/%71${long}`, `/${long.repeat(3)}`]) {
      for (const headers of [navigation, workerFetch]) {
        const res = await send(url, headers);
        expect(res.statusCode, url.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url.slice(0, 40)).toBeLessThan(500);
      }
    }
    // A catalogue search of any length is a page: sent to its decoded spelling.
    expect((await send(`/sell-my-device/%69${long}`, navigation)).statusCode).toBe(301);
    // Raw characters a browser would have escaped: a Location carries them escaped (Node refuses a header with some).
    const odd = await send('/sell-my-device/%69"<>\\`{|}^', navigation);
    expect(odd.statusCode).toBe(301);
    expect(odd.headers.location).toBe('/sell-my-device/i%22%3C%3E%5C%60%7B%7C%7D%5E');
  });

  it('random spellings: no 5xx, and every redirect is to a path of this site that answers without another redirect', async () => {
    const piece = fc.oneof(
      fc.constantFrom('/', 'quote', 'help', 'index.html', 'sell-my-device', 'postage-help', 'INDEX.HTML', '.', '..', '~', '\\', '?', '&', '#'),
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
      fc.constantFrom('%', '%z', '%G1'),
      fc.stringMatching(/^[a-zA-Z0-9\-._~!$'()*+,;=:@]{1,6}$/),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), fc.constantFrom(navigation, workerFetch), async (pieces, headers) => {
        const url = `/${pieces.join('')}`;
        const res = await send(url, headers);
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode !== 301) return;
        const location = String(res.headers.location);
        expect(location, url).toMatch(/^\/(?![/\\])/);
        const next = await send(location, headers);
        expect(next.statusCode, `${url} -> ${location}`).not.toBe(301);
        expect(next.statusCode, `${url} -> ${location}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
