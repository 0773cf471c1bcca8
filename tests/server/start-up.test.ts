import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Starts `server/main.ts` as `npm run serve` does and resolves with its first line of output. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ line: string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return new Promise((resolve) => {
    // The first line on stdout (the URL), or what stderr said if the process ended without one.
    const done = () => resolve({ line: out.split('\n')[0] || err.trim(), stop });
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) done();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', done);
  });
}

describe('npm run serve', () => {
  it('refuses to start on a bad setting, naming the key', async () => {
    const { line, stop } = await startServer({ PORT: 'eighty' });
    expect(line).toBe('Invalid configuration: PORT Invalid input: expected number, received NaN');
    expect(await stop()).toBe(1);
  }, 120_000);

  it('serves HTTPS when TLS_CERT and TLS_KEY are set, and shuts down cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qmt-tls-'));
    dirs.push(dir);
    const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    const { line, stop } = await startServer({ DATA_DIR: path.join(dir, 'data'), TLS_CERT: cert, TLS_KEY: key });
    const url = /running at (https:\/\/\S+)/.exec(line)?.[1];
    expect(url, line).toBeDefined();
    const status = await new Promise<number>((resolve, reject) => {
      request(`${url}api/devices`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
    expect(await stop()).toBe(0);
    // A fresh DATA_DIR means a PGlite initdb: allow for a busy machine.
  }, 180_000);
});
