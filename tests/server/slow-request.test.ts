import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

/**
 * An outside review: a body sent one byte every few seconds held its connection for over 600 s, so a few such
 * clients could hold every socket the process has. A request must now arrive whole within `requestTimeout` (60 s in
 * the app; 1 s here), checked every 5 s: the whole 100-byte body would take 20 s.
 */
let port = 0;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ fastify: { requestTimeout: 1_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 180_000);
afterAll(() => t.close());

/** Sends the headers and the first byte of a 100-byte body, then one byte every `everyMs`; resolves with what came back and when. */
function trickle(everyMs: number): Promise<{ reply: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      socket.write('POST /api/quote/calculate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
      timer = setInterval(() => socket.writable && socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ reply, afterMs: Date.now() - started });
    });
  });
}

describe('a request sent too slowly', () => {
  it('gets a 408 in the API shape and its connection closed, however it keeps trickling', async () => {
    const { reply, afterMs } = await trickle(200);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply).toContain('{"success":false,"message":"The request took too long."}');
    expect(afterMs).toBeLessThan(8_000);
  }, 20_000);

  it('a request that arrives in time is answered as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/devices`);
    expect(response.status).toBe(200);
  });
});
