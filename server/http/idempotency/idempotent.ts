import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../errors.ts';
import {
  callerScopes,
  fingerprint,
  hashKey,
  idempotencyMessages,
  lockId,
  openSecret,
  readIdempotencyKey,
  scopeMatches,
  sealSecret,
} from './idempotency-key.ts';
import { findKey, storeKey, tryLockKey, type StoredKey } from '../../services/idempotency/idempotency-store.ts';

export interface ChangeResult<T> {
  statusCode: number;
  body: T;
  /**
   * Something the reply needs besides its body that a replay must be able to send again (a new basket's
   * cookie token). Stored encrypted under the Idempotency-Key; handed to `onSecret` on every reply.
   */
  secret?: string;
}

/** What a wrapped handler reaches through its request (server/plugins/idempotency.ts sets it). */
export interface IdempotencyScope {
  /** The transaction the change writes through; the key's record is stored in it too. */
  tx: Db;
  secret?: string;
}

/**
 * Work a flagged route does once its change is committed (mail, a label job), on the first answer and on every
 * replay alike (each is safe to repeat); what it returns is the body sent (the stored one stays as committed).
 */
declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyScope | null;
  }
  interface FastifyContextConfig {
    // Method syntax: a route may narrow the request and body it is given.
    afterCommit?(request: FastifyRequest, body: never): unknown;
  }
}

/**
 * Runs a state-changing call (a contract endpoint flagged `idempotent`) as one database transaction.
 * When the request carries `Idempotency-Key` (docs/offline.md#outbox-rule-3-an-idempotency-key-on-every-send),
 * the key is locked for the transaction and:
 * - a key already answered for this caller and payload replays the stored status and body (nothing changes);
 * - the same key with another payload (or from another caller) is 422;
 * - a key whose first request is still running is 409 (the client retries, then gets the replay);
 * - otherwise the change runs and its 2xx response is stored in the SAME transaction, so the record exists
 *   exactly when the change does. A failed change (4xx/5xx) stores nothing: retrying the key runs it again.
 * Routes never call this: the idempotency plugin wraps every flagged route in it when the route is registered.
 */
export async function runIdempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: (tx: Db) => Promise<ChangeResult<T>>,
  onSecret?: (secret: string) => void,
): Promise<{ body: T; replayed: boolean }> {
  const key = readIdempotencyKey(request);
  const result = await request.server.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (key === null) return { ...(await change(tx)), replayed: false };

    const keyHash = hashKey(key);
    // PGlite is one session whose transactions run one after the other, and an advisory lock is its session's own:
    // the lock could never be refused there, so it costs a statement for nothing. A twin request waits for this
    // transaction and then finds its record (the replay).
    const locked = request.server.database.kind === 'pglite' || (await tryLockKey(tx, lockId(keyHash)));
    if (!locked) throw new HttpError(409, idempotencyMessages.inFlight);
    const scopes = callerScopes(request);
    const print = fingerprint(request);
    const stored = await findKey(tx, keyHash);
    if (stored) return replayStored<T>(stored, key, scopes, print);

    const outcome = await change(tx);
    if (outcome.statusCode >= 200 && outcome.statusCode < 300) {
      await storeKey(tx, {
        keyHash,
        scope: scopes[0]!,
        fingerprint: print,
        statusCode: outcome.statusCode,
        response: outcome.body as object,
        secret: outcome.secret === undefined ? null : sealSecret(key, outcome.secret),
      });
    }
    return { ...outcome, replayed: false };
  });

  return sendAnswer(reply, result, onSecret);
}

/** A change's answer on its reply (first time or replay alike), shared with the batched changes (batched.ts). */
export function sendAnswer<T>(
  reply: FastifyReply,
  result: ChangeResult<T> & { replayed: boolean },
  onSecret?: (secret: string) => void,
): { body: T; replayed: boolean } {
  if (result.replayed) reply.header('Idempotent-Replayed', 'true');
  if (result.secret !== undefined) onSecret?.(result.secret);
  reply.code(result.statusCode);
  return { body: result.body, replayed: result.replayed };
}

/**
 * The answer a stored key gives: its status, body and secret again, when the caller is one of the record's and the
 * payload is the same; otherwise 422. Shared with the batched changes (batched.ts).
 */
export function replayStored<T>(stored: StoredKey, key: string, scopes: string[], print: string): ChangeResult<T> & { replayed: true } {
  if (!scopeMatches(stored.scope, scopes) || stored.fingerprint !== print) throw new HttpError(422, idempotencyMessages.reused);
  const secret = stored.secret ? openSecret(key, stored.secret) : null;
  return { statusCode: stored.statusCode, body: stored.response as T, ...(secret ? { secret } : {}), replayed: true };
}

function scopeOf(request: FastifyRequest): IdempotencyScope {
  if (!request.idempotency) throw new Error(`${request.method} ${request.routeOptions.url} is not flagged idempotent in the contract.`);
  return request.idempotency;
}

/** The transaction a flagged route's change writes through (never the pool: the record and the change commit together). */
export function changeTx(request: FastifyRequest): Db {
  return scopeOf(request).tx;
}
