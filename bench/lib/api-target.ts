import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';

/** The API calls the diagnosis tools (`bench/profile-api.ts`, `bench/cpu-per-request.ts`) drive, one at a time. */
export type ApiCall = 'calculate' | 'devices' | 'basket-add';

/**
 * autocannon options for one call at 10 connections, for `amount` requests or `duration` seconds. `body` is a quote
 * request's JSON (calculate and basket add); a basket add gets a fresh Idempotency-Key each time, so every add is a
 * visitor's first (a new basket), never a replay.
 */
export function apiCallTarget(call: ApiCall, url: string, body: string, run: { amount: number } | { duration: number }): autocannon.Options {
  const headers = { 'content-type': 'application/json' };
  if (call === 'devices') return { url: `${url}/api/devices`, headers: { 'accept-encoding': 'gzip, br' }, connections: 10, ...run };
  if (call === 'calculate') return { url: `${url}/api/quote/calculate`, method: 'POST', headers, body, connections: 10, ...run };
  return {
    url,
    connections: 10,
    ...run,
    requests: [
      {
        method: 'POST',
        path: '/api/basket/add',
        headers,
        body,
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
      },
    ],
  };
}

/** Resolves once `url` answers 2xx (a server started from another tree prints nothing the tool waits on). */
export async function untilAnswering(url: string): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (tries > 600) throw new Error(`${url} not answering after 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
