import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../server/http/errors.ts';
import { disconnectLogMessage, ServerLogController } from '../../server/http/quiet-disconnects.ts';

/** An outside review: a client that disconnected mid-response was logged at error level ("premature close"). */
type Line = { level: number; msg: string };
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A real server on a free port, its log lines collected; `withHandler`: the API's own error handler too. */
async function serverLogging(withHandler: boolean) {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
    logController: new ServerLogController(),
  });
  if (withHandler) registerErrorHandler(app);
  let arrived: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (arrived = resolve));
  // A response whose body has not started when the client goes (a slow download, a large page).
  app.get('/slow', (_request, reply) => {
    arrived();
    return reply.send(new Readable({ read() {} }));
  });
  app.get('/boom', () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  return { lines, port: (app.server.address() as AddressInfo).port, started };
}

describe.each([false, true])('a client that disconnects mid-response (API error handler: %s)', (withHandler) => {
  it('is logged at info, not error; a real fault still logs at error', async () => {
    const { lines, port, started } = await serverLogging(withHandler);
    const client = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    client.on('error', () => undefined);
    client.end();
    await started;
    client.destroy();
    await expect.poll(() => lines.filter((line) => line.msg === disconnectLogMessage)).toHaveLength(1);
    expect(lines.find((line) => line.msg === disconnectLogMessage)?.level).toBe(30);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);

    const boom = await fetch(`http://127.0.0.1:${port}/boom`);
    expect(boom.status).toBe(500);
    await expect.poll(() => lines.filter((line) => line.level === 50)).toHaveLength(1);
  });
});

/** The review again: an aborted static file ("premature close" on /favicon.svg, sent compressed) was still an error line. */
// A fresh database for the real app first: more than the default time on a shared machine.
describe('a client that goes away during a static file of the real app', { timeout: 180_000 }, () => {
  it('is logged at info, like the API, by whichever part of the server notices', async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { randomBytes } = await import('node:crypto');
    const { createTestApp } = await import('./helpers/test-app.ts');
    const dist = mkdtempSync(path.join(tmpdir(), 'qmt-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    // Large and compressible, as a real icon is compressible: it goes out through the compression stream.
    writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${randomBytes(3_000_000).toString('hex')} --></svg>`);
    const lines: Line[] = [];
    const t = await createTestApp({
      distDir: dist,
      serveApp: true,
      fastify: { logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } } },
    });
    close = async () => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    for (let i = 0; i < 3; i += 1) {
      const client = httpRequest({ host: '127.0.0.1', port, path: '/favicon.svg', headers: { 'accept-encoding': 'gzip' } });
      client.on('error', () => undefined);
      client.on('response', () => client.destroy());
      client.end();
    }
    await expect.poll(() => lines.filter((line) => line.msg === disconnectLogMessage).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // Every premature close has had time to be reported by now: the whole file is in no client's hands.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
