import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { findKeys, storeKeys, tryLockKeys, type StoredKey } from '../../services/idempotency/idempotency-store.ts';
import { HttpError } from '../errors.ts';
import { callerScopes, fingerprint, hashKey, idempotencyMessages, lockId, readIdempotencyKey, sealSecret } from './idempotency-key.ts';
import { replayStored, sendAnswer, type ChangeResult } from './idempotent.ts';

/**
 * Writes the changes of several requests at once, in the transaction it is given: a few statements for all of them
 * rather than a few each. One result per input, in their order. Throwing fails them all (each is then tried alone).
 */
export type BatchWriter<I, T> = (tx: Db, inputs: I[]) => Promise<ChangeResult<T>[]>;

type Answer<T> = ChangeResult<T> & { replayed: boolean };

interface KeyOf {
  raw: string;
  hash: string;
  scopes: string[];
  print: string;
}

interface Waiting<I, T> {
  input: I;
  key: KeyOf | null;
  settle(answer: { ok: Answer<T> } | { error: unknown }): void;
}

export interface ChangeBatcher<I, T> {
  /** Waits for the batch this change joins to commit; its answer (or a replay of its key's, or the error). */
  run(input: I, key: KeyOf | null): Promise<Answer<T>>;
}

/** A request's change joined to a batch (the route config's `batch` answers it: server/plugins/idempotency.ts). */
export interface BatchedChange<I = unknown, T = unknown> {
  batcher: ChangeBatcher<I, T>;
  input: I;
}

/** More rows than this in one statement would hold the server's one database thread too long on PGlite. */
const maxBatch = 64;

/**
 * Group commit for a flagged call that many callers make at once (a visitor's first basket add,
 * docs/decisions/215-first-adds-are-written-together.md). Changes that arrive together are written in ONE
 * transaction by the route's `write`, with their Idempotency-Key records, keeping every promise of runIdempotent:
 * - each answer is sent only after the transaction holding its change and its key's record has committed;
 * - a key already stored replays its answer (or 422 for another caller or payload) and changes nothing;
 * - on PostgreSQL a key whose first request is still running elsewhere is 409 (its advisory lock, as runIdempotent);
 * - two requests with one key never share a batch: the second waits for the next, and finds the first's record.
 * No timer: a batch starts as soon as the one before it ends, so a lone change waits for nothing, and under load the
 * changes that arrived while a batch was writing go together in the next. A batch that fails is tried again one
 * change at a time, so one bad change fails only itself.
 */
export function createChangeBatcher<I, T>(database: Database, write: BatchWriter<I, T>): ChangeBatcher<I, T> {
  let queue: Waiting<I, T>[] = [];
  let draining = false;

  /** Up to maxBatch waiting changes, never two with one key (a later twin stays queued, in order). */
  function take(): Waiting<I, T>[] {
    const batch: Waiting<I, T>[] = [];
    const keys = new Set<string>();
    const rest: Waiting<I, T>[] = [];
    for (const waiting of queue) {
      if (batch.length >= maxBatch || (waiting.key && keys.has(waiting.key.hash))) rest.push(waiting);
      else {
        batch.push(waiting);
        if (waiting.key) keys.add(waiting.key.hash);
      }
    }
    queue = rest;
    return batch;
  }

  async function commit(batch: Waiting<I, T>[]): Promise<Map<Waiting<I, T>, { ok: Answer<T> } | { error: unknown }>> {
    return database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const answers = new Map<Waiting<I, T>, { ok: Answer<T> } | { error: unknown }>();
      let keyed = batch.filter((waiting) => waiting.key !== null);
      if (keyed.length > 0 && database.kind === 'postgres') {
        const locked = await tryLockKeys(
          tx,
          keyed.map((waiting) => lockId(waiting.key!.hash)),
        );
        keyed.forEach((waiting, index) => {
          if (!locked[index]) answers.set(waiting, { error: new HttpError(409, idempotencyMessages.inFlight) });
        });
        keyed = keyed.filter((waiting) => !answers.has(waiting));
      }
      if (keyed.length > 0) {
        const stored = new Map<string, StoredKey>();
        for (const row of await findKeys(
          tx,
          keyed.map((waiting) => waiting.key!.hash),
        ))
          stored.set(row.keyHash, row);
        for (const waiting of keyed) {
          const record = stored.get(waiting.key!.hash);
          if (!record) continue;
          try {
            answers.set(waiting, { ok: replayStored<T>(record, waiting.key!.raw, waiting.key!.scopes, waiting.key!.print) });
          } catch (error) {
            answers.set(waiting, { error });
          }
        }
      }
      const fresh = batch.filter((waiting) => !answers.has(waiting));
      if (fresh.length === 0) return answers;
      const results = await write(
        tx,
        fresh.map((waiting) => waiting.input),
      );
      const records: Parameters<typeof storeKeys>[1] = [];
      fresh.forEach((waiting, index) => {
        const result = results[index]!;
        answers.set(waiting, { ok: { ...result, replayed: false } });
        // As runIdempotent: only a 2xx answer is remembered; the record commits with the change.
        if (waiting.key && result.statusCode >= 200 && result.statusCode < 300) {
          records.push({
            keyHash: waiting.key.hash,
            scope: waiting.key.scopes[0]!,
            fingerprint: waiting.key.print,
            statusCode: result.statusCode,
            response: result.body as object,
            secret: result.secret === undefined ? null : sealSecret(waiting.key.raw, result.secret),
          });
        }
      });
      await storeKeys(tx, records);
      return answers;
    });
  }

  async function flush(batch: Waiting<I, T>[]): Promise<void> {
    try {
      const answers = await commit(batch);
      for (const waiting of batch) waiting.settle(answers.get(waiting)!);
    } catch (error) {
      if (batch.length === 1) batch[0]!.settle({ error });
      else for (const waiting of batch) await flush([waiting]);
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) await flush(take());
    draining = false;
  }

  return {
    run(input, key) {
      return new Promise<Answer<T>>((resolve, reject) => {
        queue.push({ input, key, settle: (answer) => ('ok' in answer ? resolve(answer.ok) : reject(answer.error)) });
        if (draining) return;
        draining = true;
        // The changes that arrive in this turn of the event loop go in the first batch with this one.
        setImmediate(() => void drain());
      });
    },
  };
}

/** runIdempotent for a change joined to a batch: the same key rules and the same answer on the reply. */
export async function runBatched<I, T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { batcher, input }: BatchedChange<I, T>,
  onSecret?: (secret: string) => void,
): Promise<{ body: T; replayed: boolean }> {
  const raw = readIdempotencyKey(request);
  const key = raw === null ? null : { raw, hash: hashKey(raw), scopes: callerScopes(request), print: fingerprint(request) };
  return sendAnswer(reply, await batcher.run(input, key), onSecret);
}
