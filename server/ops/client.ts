import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { idempotentEndpoints, matchEndpoint } from '../../src/contract/index.ts';
import { readOperatorSecret } from '../services/ops/operator-secret.ts';
import { readServerFile } from '../services/ops/server-file.ts';

export class OpsError extends Error {}

export interface OpsClient {
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
}

/**
 * Talks to the running server's /api/ops endpoints on loopback. The CLI never opens the database itself:
 * PGlite belongs to the server process.
 */
export function createOpsClient(dataDir: string, urlOverride?: string): OpsClient {
  const secret = readOperatorSecret(dataDir);
  const url = urlOverride ?? readServerFile(dataDir)?.url;
  if (!secret || !url) {
    throw new OpsError(`No running server found for DATA_DIR ${dataDir}. Start it with \`npm start\` (or \`npm run serve\`) first.`);
  }
  return {
    call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
      const target = new URL(path, url);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      // The contract's flag: a change the operator's command may repeat (a retried call) carries a key.
      const key = matchEndpoint(idempotentEndpoints, method, target.pathname) ? { 'idempotency-key': randomUUID() } : {};
      return new Promise<T>((resolve, reject) => {
        const req = send(
          target,
          {
            method,
            // Loopback to our own server: its certificate may be self-signed (see README, phone testing).
            rejectUnauthorized: false,
            headers: { authorization: `Bearer ${secret}`, ...key, ...(payload ? { 'content-type': 'application/json' } : {}) },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => {
              const json = text ? (JSON.parse(text) as { message?: string }) : {};
              if ((res.statusCode ?? 500) >= 400) reject(new OpsError(json.message ?? `The server answered ${res.statusCode}.`));
              else resolve(json as T);
            });
          },
        );
        req.on('error', () => reject(new OpsError(`The server at ${url} is not answering. Is it running (npm start)?`)));
        req.end(payload);
      });
    },
  };
}
