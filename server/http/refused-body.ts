import type { IncomingMessage } from 'node:http';

/** A refused body larger than this is not read: the connection is closed instead, as Fastify does. */
const readAtMostBytes = 16 * 1024 * 1024;
/** A sender slower than this (a trickle meant to hold the connection) is cut off. */
const waitAtMostMs = 10_000;

/**
 * A body over the limit is refused before it has all arrived, and Fastify closes the connection with the 413. A
 * client still sending then meets a reset and often never reads the answer: a browser's fetch reports a network
 * error, which the app would take for a lost signal. The rest is read and dropped first (within bounds), so the 413
 * and its message arrive. True when the body ended: the connection can then stay open.
 */
export function dropRestOfBody(raw: IncomingMessage): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  const declared = Number(raw.headers['content-length']);
  if (declared > readAtMostBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onError).off('close', onError);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > readAtMostBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), waitAtMostMs);
    raw.on('data', onData).on('end', onEnd).on('error', onError).on('close', onError);
    raw.resume();
  });
}
