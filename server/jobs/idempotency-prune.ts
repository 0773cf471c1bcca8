import type { FastifyInstance } from 'fastify';
import { schedulePrune } from './prune-schedule.ts';
import { pruneIdempotencyKeys } from '../services/idempotency/idempotency-store.ts';

/** Old Idempotency-Key records are deleted at start and hourly. */
export function scheduleIdempotencyPrune(app: FastifyInstance): void {
  schedulePrune(app, 'idempotency', () => pruneIdempotencyKeys(app.database.db));
}
