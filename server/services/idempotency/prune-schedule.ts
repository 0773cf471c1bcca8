import type { FastifyInstance } from 'fastify';
import { pruneIdempotencyKeys } from './idempotency-store.ts';

const everyHour = 60 * 60 * 1000;

/** Old Idempotency-Key records are deleted at start and hourly (each process; the delete is idempotent). */
export function scheduleIdempotencyPrune(app: FastifyInstance): void {
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    running = pruneIdempotencyKeys(app.database.db).catch((error: unknown) => app.log.error({ err: error }, 'idempotency prune failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, everyHour);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // The database closes after the app: a prune still running must finish first.
    await running;
  });
}
