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
