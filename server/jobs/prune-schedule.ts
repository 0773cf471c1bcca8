import type { FastifyInstance } from 'fastify';

const everyHour = 60 * 60 * 1000;

/** A clean-up run at start and hourly in each process (the delete is idempotent); the last run finishes before close. */
export function schedulePrune(app: FastifyInstance, label: string, prune: () => Promise<unknown>): void {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = prune().catch((error: unknown) => app.log.error({ err: error }, `${label} prune failed`));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyHour);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // The database closes after the app: a prune still running must finish first.
    await running;
  });
}
