import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Responses outside 2xx plus connection errors: a figure is only worth something when this is 0. */
  failed: number;
}

/** What one run sends: autocannon's options, where a request may ask for a fresh Idempotency-Key each time. */
export type LoadTarget = Omit<autocannon.Options, 'requests' | 'setupClient'> & {
  requests?: (Omit<autocannon.Request, 'setupRequest' | 'onResponse'> & { freshIdempotencyKey?: boolean })[];
};

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'autocannon-child.ts');

/**
 * autocannon in a process of its own. In the bench's process the client shared a heap and an event loop with the
 * bench, and for the cheapest calls the client, not the server, was the bound (2026-12-04: GET /api/devices at 40 %
 * of the hello in-process, 51-53 % with the client in its own process).
 */
export function runLoad(target: LoadTarget): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, ['--import', 'tsx', child, JSON.stringify(target)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    run.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    run.on('error', reject);
    run.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Measured) : reject(new Error(`autocannon exited with ${code}`))));
  });
}
