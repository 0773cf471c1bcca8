import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import { createRegistration, login, nextAddress, register } from './helpers/accounts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  // Issue 13: per account and address pair (a per-account ceiling from everywhere would let anyone lock the owner out).
  it('login: 429 with a message after 10 tries on one account from one address; other accounts still work', async () => {
    const { body } = await register(t.app);
    const from = nextAddress();
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: body.username, password }, remoteAddress: from });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong password here')).statusCode).toBe(401);
    const limited = await attempt(body.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // The window ends on its own (no permanent lock-out): Retry-After is at most the 15-minute window.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const other = await register(t.app);
    expect((await login(t.app, other.body.username, other.body.password)).statusCode).toBe(200);
  });

  it('login: 429 from every address once the per-account ceiling (100 tries an hour) is reached', async () => {
    const { body } = await register(t.app);
    for (let i = 0; i < 100; i++) expect((await login(t.app, body.username, 'wrong password here')).statusCode).toBe(401);
    expect((await login(t.app, body.username, body.password)).statusCode).toBe(429);
  });

  it('login: 429 after 30 tries from one address across accounts', async () => {
    const address = '127.0.200.1';
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: `spray${i}@example.test`, password: 'Summer2024!' },
        remoteAddress: address,
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(30)).statusCode).toBe(429);
  });

  it('register, request-reset and resend are limited per account (a ceiling over every address)', async () => {
    const email = `limits.${Date.now()}@example.test`;
    const cases = [
      { url: '/api/users/request-reset', payload: { email }, max: 10 },
      { url: '/api/users/resend-verification', payload: { email }, max: 10 },
      { url: '/api/users/register', payload: createRegistration({ username: email }), max: 20 },
    ];
    for (const { url, payload, max } of cases) {
      for (let i = 0; i < max; i++) {
        const ok = await t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
        expect(ok.statusCode, url).toBe(200);
      }
      const limited = await t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
      expect(limited.statusCode, url).toBe(429);
      expect(limited.json().success).toBe(false);
    }
  });
});

describe('cookies over HTTPS', () => {
  it('are Secure and __Host- prefixed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qmt-tls-'));
    const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    const tls = await createTestApp({ fastify: { https: { cert: readFileSync(cert), key: readFileSync(key) } } as FastifyServerOptions });
    try {
      const address = await tls.app.listen({ port: 0, host: '127.0.0.1' });
      const body = JSON.stringify(createRegistration());
      const setCookie = await new Promise<string[]>((resolve, reject) => {
        const req = request(
          `${address}/api/users/register`,
          { method: 'POST', rejectUnauthorized: false, headers: { 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            resolve(res.headers['set-cookie'] ?? []);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      // The session, and beside it the readable "signed in" hint (no secret, issue 15): every cookie Secure.
      const session = setCookie.filter((line) => line.includes('qmt_session='));
      expect(session).toHaveLength(1);
      expect(session[0]).toMatch(/^__Host-qmt_session=[\w-]{43};/);
      expect(session[0]).toContain('HttpOnly');
      expect(session[0]).toContain('SameSite=Lax');
      expect(session[0]).toContain('Path=/');
      expect(session[0]).not.toContain('Domain');
      expect(setCookie.map((line) => line.split('=')[0])).toEqual(expect.arrayContaining(['__Host-qmt_session', 'qmt_signed_in']));
      for (const line of setCookie) expect(line).toContain('Secure');
    } finally {
      await tls.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
