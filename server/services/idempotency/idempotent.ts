import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
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
import { findKey, storeKey, tryLockKey } from './idempotency-store.ts';

export interface ChangeResult<T> {
  statusCode: number;
  body: T;
  /**
   * Something the reply needs besides its body that a replay must be able to send again (a new basket's
   * cookie token). Stored encrypted under the Idempotency-Key; handed to `options.secret` on every reply.
   */
  secret?: string;
}

export interface IdempotentOptions {
  /** Called with the change's `secret`, on the first reply and on every replay (e.g. to set a cookie). */
  secret?: (secret: string) => void;
}

/**
 * Runs a state-changing call (a contract endpoint marked `idempotent`) as one database transaction.
 * Route handlers write their change through `tx` only. When the request carries `Idempotency-Key`
 * (docs/offline.md#outbox-rule-3-an-idempotency-key-on-every-send), the key is locked for the transaction and:
 * - a key already answered for this caller and payload replays the stored status and body (nothing changes);
 * - the same key with another payload (or from another caller) is 422;
 * - a key whose first request is still running is 409 (the client retries, then gets the replay);
 * - otherwise the change runs and its 2xx response is stored in the SAME transaction, so the record exists
 *   exactly when the change does. A failed change (4xx/5xx) stores nothing: retrying the key runs it again.
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: (tx: Db) => Promise<ChangeResult<T>>,
  options: IdempotentOptions = {},
): Promise<T> {
  const key = readIdempotencyKey(request);
  const result = await request.server.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (key === null) return { ...(await change(tx)), replayed: false };

    const keyHash = hashKey(key);
    if (!(await tryLockKey(tx, lockId(keyHash)))) throw new HttpError(409, idempotencyMessages.inFlight);
    const scopes = callerScopes(request);
    const print = fingerprint(request);
    const stored = await findKey(tx, keyHash);
    if (stored) {
      if (!scopeMatches(stored.scope, scopes) || stored.fingerprint !== print) throw new HttpError(422, idempotencyMessages.reused);
      const secret = stored.secret ? openSecret(key, stored.secret) : null;
      return { statusCode: stored.statusCode, body: stored.response as T, ...(secret ? { secret } : {}), replayed: true };
    }

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

  if (result.replayed) reply.header('Idempotent-Replayed', 'true');
  if (result.secret !== undefined) options.secret?.(result.secret);
  reply.code(result.statusCode);
  return result.body;
}
