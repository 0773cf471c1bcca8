import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdempotent } from '@server/http/idempotency/idempotent.ts';
import { hashKey, lockId } from '@server/http/idempotency/idempotency-key.ts';
import type { Db } from '@server/db/client.ts';
import { tryLockKey } from '@server/services/idempotency/idempotency-store.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * runIdempotent's own promises, on a small app over the real database: only a 2xx answer is remembered (every
 * flagged route today throws its refusals, so the routes alone could never show it), a secret reaches the reply
 * only when there is one, and the key's lock is taken on a free key. Survivors of the mutation run
 * (npm run test:mutation -- idempotency, 2026-11-23) named each of these.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: FastifyInstance;
let runs = 0;
const secretsHandedOn: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  app.decorate('database', t.app.database);
  await app.register(cookie);
  // Answers the status the body asks for, with a secret when the body carries one.
  app.post<{ Body: { status: number; secret?: string } }>('/change', async (request, reply) => {
    const { body } = await runIdempotent(
      request,
      reply,
      async () => {
        runs += 1;
        return { statusCode: request.body.status, body: { run: runs }, ...(request.body.secret ? { secret: request.body.secret } : {}) };
      },
      (secret) => secretsHandedOn.push(secret),
    );
    return body;
  });
  // The same change with no onSecret: a secret is then simply not handed on.
  app.post(
    '/no-handler',
    async (request, reply) => (await runIdempotent(request, reply, async () => ({ statusCode: 201, body: { ok: true }, secret: 's3cret' }))).body,
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const send = (key: string, payload: object, url = '/change') => app.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload });

describe('runIdempotent remembers only a 2xx answer', () => {
  it.each([199, 300, 400, 409])('a %i answer is not stored: the same key and body run the change again', async (status) => {
    const key = randomUUID();
    const before = runs;
    const first = await send(key, { status });
    const again = await send(key, { status });
    expect(first.statusCode).toBe(status);
    expect(again.statusCode).toBe(status);
    // (A 1xx answer carries no body, so the runs are counted here rather than read from the reply.)
    expect(runs - before).toBe(2);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each([200, 201, 299])('a %i answer is stored: the same key and body replay it without running the change', async (status) => {
    const key = randomUUID();
    const before = runs;
    const first = await send(key, { status });
    const again = await send(key, { status });
    expect(runs - before).toBe(1);
    expect(again.statusCode).toBe(status);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('the secret a reply needs again', () => {
  it('is handed on first and on replay when the change had one, and never when it had none', async () => {
    secretsHandedOn.length = 0;
    const withSecret = randomUUID();
    await send(withSecret, { status: 200, secret: 'token-1' });
    await send(withSecret, { status: 200, secret: 'token-1' });
    expect(secretsHandedOn).toEqual(['token-1', 'token-1']);

    secretsHandedOn.length = 0;
    const without = randomUUID();
    await send(without, { status: 200 });
    await send(without, { status: 200 });
    expect(secretsHandedOn).toEqual([]);
  });

  it('without an onSecret, a change with a secret still answers (first and replay)', async () => {
    const key = randomUUID();
    expect((await send(key, {}, '/no-handler')).statusCode).toBe(201);
    const replay = await send(key, {}, '/no-handler');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});

describe("the key's lock", () => {
  it('is taken on a free key (PostgreSQL refuses a held one: concurrency-once.test.ts)', async () => {
    const taken = await t.app.database.db.transaction(async (tx) => tryLockKey(tx as unknown as Db, lockId(hashKey(randomUUID()))));
    expect(taken).toBe(true);
  });
});
