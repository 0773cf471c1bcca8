import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteFor } from '../server/helpers/orders.ts';
import { createTestApp } from '../server/helpers/test-app.ts';

/**
 * Issue 13 item 8: a Content-Security-Policy with default-src 'self' and a script-src without 'unsafe-inline'
 * (inline scripts of the served HTML, pre-rendered pages included, allowed by hash), a Permissions-Policy, and the
 * `__Host-` prefix for the basket cookie over HTTPS like the session's. (That the built app still works under the
 * policy is shown by the browser tests: a CSP violation is a console error, which fails them.)
 */
const dist = mkdtempSync(path.join(tmpdir(), 'qmt-csp-dist-'));
const shellScript = 'window.__shell = 1;';
const pageScript = 'document.documentElement.dataset.page = "faq";';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${shellScript}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
  );
  mkdirSync(path.join(dist, 'faq'));
  writeFileSync(
    path.join(dist, 'faq', 'index.html'),
    `<!doctype html><html><head><script type="application/ld+json">{"@type":"FAQPage"}</script><script>${pageScript}</script></head><body>FAQ</body></html>`,
  );
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), shellScript);
  writeFileSync(path.join(dist, 'assets', 'app.css'), 'body{margin:0}');
  t = await createTestApp({ distDir: dist, serveApp: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

let listening: Promise<string> | undefined;
/** Sends `raw` on a real connection (Node's parser runs only there, not under inject) and returns what comes back. */
async function rawExchange(raw: string): Promise<string> {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = new URL(await listening);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(address.port), address.hostname, () => socket.end(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses before the app sees them', () => {
  // An outside review: a 20 KB URL was answered 431 with Fastify's own body and none of the security headers.
  it.each([
    ['a URL past 16 KB', `GET /api/users/orders/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 431, 'The request is too large.'],
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 400, 'The request is not valid.'],
    // Node's own refusal of this one was an empty 400 with no headers (an outside review).
    ['an HTTP/1.1 request without Host', 'GET /api/devices HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'The request is not valid.'],
    ['a page asked for without Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'The request is not valid.'],
    // RFC 9112 3.2 wants 400 for these too; they were served (an outside review).
    [
      'two Host headers',
      'GET /api/devices HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
      400,
      'The request is not valid.',
    ],
    ['a Host no URL could carry', 'GET /api/devices HTTP/1.1\r\nHost: <script>\r\nConnection: close\r\n\r\n', 400, 'The request is not valid.'],
    ['a Host with a space', 'GET /api/devices HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n', 400, 'The request is not valid.'],
    // Answered by Node itself before (an outside review): a bare 417, and CONNECT closed without a word.
    ['an Expect the server cannot meet', 'GET /api/devices HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: foo\r\n\r\n', 417, 'The request is not valid.'],
    ['CONNECT', 'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n', 405, 'The request is not valid.'],
  ])('%s: the API’s error shape, with the JSON answers’ CSP, nosniff and no framing', async (_name, raw, status, message) => {
    const answer = await rawExchange(raw);
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(JSON.parse(body ?? '')).toEqual({ success: false, message });
    const headers = head.toLowerCase();
    expect(headers).toMatch(/^content-security-policy: default-src 'none'; frame-ancestors 'none'$/m);
    expect(headers).toMatch(/^x-content-type-options: nosniff$/m);
    expect(headers).toMatch(/^x-frame-options: deny$/m);
  });
});

it.each([
  ['an HTTP/1.0 request, which may leave Host out', 'GET /api/devices HTTP/1.0\r\n\r\n'],
  ['an empty Host (allowed)', 'GET /api/devices HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n'],
  ['an IPv6 Host with a port', 'GET /api/devices HTTP/1.1\r\nHost: [::1]:3000\r\nConnection: close\r\n\r\n'],
  ['a name with a port', 'GET /api/devices HTTP/1.1\r\nHost: trade-in.example.co.uk:443\r\nConnection: close\r\n\r\n'],
])('%s is served', async (_name, raw) => {
  const answer = await rawExchange(raw);
  expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1.1 200 /);
});

describe('Content-Security-Policy and Permissions-Policy', () => {
  it.each(['/', '/faq', '/no/such/page'])('%s: default-src self, scripts from self or by hash, never unsafe-inline', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = directives(String(res.headers['content-security-policy']));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    const scripts = policy.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // The shell's and the pre-rendered page's inline scripts, computed from the served HTML; not the JSON-LD data.
    expect(scripts).toEqual(expect.arrayContaining([sha(shellScript), sha(pageScript)]));
    expect(scripts).toHaveLength(3);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
  });

  // Issue 14: a JSON answer is data, never a page. Its policy lets nothing load or run if a browser opens it, and the
  // document's headers (about 550 bytes) stay off every API reply. The last two are answered by the router before any hook runs.
  it.each([
    ['GET', '/api/devices', 200],
    ['POST', '/api/quote/calculate', 400],
    ['GET', '/api/no/such/call', 404],
    ['GET', '/api/users/orders/%E0%A4%A', 400],
    ['GET', `/api/users/orders/${'1'.repeat(1000)}`, 414],
  ] as const)('%s %s: JSON with default-src none, nosniff and no framing, without the document headers', async (method, url, status) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    for (const name of ['permissions-policy', 'cross-origin-opener-policy']) expect(res.headers[name], name).toBeUndefined();
  });

  it('a 304 of the catalogue carries the JSON answers’ headers too (a browser merges them into the JSON it keeps)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/devices' });
    const again = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers['permissions-policy']).toBeUndefined();
  });
});

describe('a built script or stylesheet', () => {
  // Issue 15: the document's headers were 750 bytes on each of the 40 to 60 files of a cold page.
  it.each(['/assets/app.js', '/assets/app.css'])('%s carries nosniff and the referrer policy, not the document headers', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it.each(['/assets/app.js', '/assets/app.css'])('%s revalidated (304) carries the same few headers', async (url) => {
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(again.headers[name], name).toBeUndefined();
    }
  });

  it.each(['/assets/missing.js', '/assets/../index.html', '/assets/app.js/'])('%s, not a built file, keeps every header', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the basket cookie over HTTPS', () => {
  it('is Secure and __Host- prefixed, and opens the basket', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qmt-tls-'));
    const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    const tls = await createTestApp({ fastify: { https: { cert: readFileSync(cert), key: readFileSync(key) } } as FastifyServerOptions });
    const call = (address: string, method: string, url: string, headers: Record<string, string>, body?: string) =>
      new Promise<{ status: number; setCookie: string[]; body: string }>((resolve, reject) => {
        const req = request(`${address}${url}`, { method, rejectUnauthorized: false, headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body: text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const address = await tls.app.listen({ port: 0, host: '127.0.0.1' });
      const added = await call(address, 'POST', '/api/basket/add', { 'content-type': 'application/json' }, JSON.stringify(await quoteFor(tls)));
      expect(added.status, added.body).toBe(200);
      expect(added.setCookie).toHaveLength(1);
      expect(added.setCookie[0]).toMatch(/^__Host-qmt_basket=[\w-]{43};/);
      expect(added.setCookie[0]).toContain('Secure');
      expect(added.setCookie[0]).toContain('HttpOnly');
      expect(added.setCookie[0]).toContain('Path=/');
      expect(added.setCookie[0]).not.toContain('Domain');
      const count = await call(address, 'GET', '/api/basket/count', { cookie: added.setCookie[0]!.split(';')[0]! });
      expect(JSON.parse(count.body).itemCount).toBe(1);
    } finally {
      await tls.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
