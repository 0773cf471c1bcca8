import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';

export interface ChangeResult<T> {
  statusCode: number;
  body: T;
}

/**
 * Runs a state-changing call (a contract endpoint marked `idempotent`) as one database transaction.
 * Route handlers write their change through `tx` only, so whatever is recorded beside the change
 * (the Idempotency-Key and its stored response, OFFLINE.md) commits or rolls back with it.
 */
export async function idempotent<T>(request: FastifyRequest, reply: FastifyReply, change: (tx: Db) => Promise<ChangeResult<T>>): Promise<T> {
  const result = await request.server.database.db.transaction((tx) => change(tx as unknown as Db));
  reply.code(result.statusCode);
  return result.body;
}
