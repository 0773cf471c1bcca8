import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';

export interface Job {
  name: string;
  everyMs: number;
  /**
   * The job's database work, inside the transaction that holds its claimed row. It returns what must happen
   * after the commit (e-mails, label files), or nothing.
   */
  run(tx: Db, now: Date): Promise<(() => Promise<unknown>) | void>;
}

export interface Scheduler {
  /** Runs every job that is due and claimable now; resolves when their work (and follow-ups) is done. */
  runDue(): Promise<string[]>;
}

/** How often each process looks for due jobs. A job's own `everyMs` decides how often it really runs. */
const tickMs = 30 * 1000;

/**
 * Durable periodic jobs inside the server (no extra process, works the same on PGlite and PostgreSQL): one row per
 * job in scheduled_jobs with the time it is next due. Each process ticks at start and every 30 s; a due row is
 * claimed with SELECT ... FOR UPDATE SKIP LOCKED in a transaction that also does the job's work and moves
 * `run_at` on, so with several processes on one PostgreSQL one of them runs it and the others skip it.
 * A failed run records `last_error` (savepoint) and is due again at the next interval.
 */
export function createScheduler(app: FastifyInstance, jobs: Job[]): Scheduler {
  const db = () => app.database.db;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function runOne(job: Job): Promise<boolean> {
    const now = app.clock.now();
    const outcome = await db().transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.runAt, now)))
        .for('update', { skipLocked: true });
      if (!row) return null;
      let after: (() => Promise<unknown>) | void = undefined;
      let lastError: string | null = null;
      try {
        after = await tx.transaction(async (savepoint) => job.run(savepoint as unknown as Db, now));
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        app.log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
      await tx
        .update(scheduledJobs)
        .set({ runAt: new Date(now.getTime() + job.everyMs), lastRunAt: now, lastError })
        .where(eq(scheduledJobs.name, job.name));
      return { after };
    });
    if (!outcome) return false;
    if (outcome.after) await outcome.after();
    return true;
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        if (await runOne(job)) ran.push(job.name);
      } catch (error) {
        app.log.error({ err: error, job: job.name }, 'scheduled job could not run');
      }
    }
    return ran;
  }

  const tick = () => {
    running = running.then(runDue);
  };

  app.addHook('onReady', async () => {
    // Every job exists once; a new one is due at once.
    await db()
      .insert(scheduledJobs)
      .values(jobs.map((job) => ({ name: job.name, runAt: app.clock.now() })))
      .onConflictDoNothing({ target: scheduledJobs.name });
    tick();
    timer = setInterval(tick, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return {
    async runDue() {
      // One run at a time in a process: a test's call waits for the start-up run.
      const result = running.then(runDue);
      running = result;
      return result;
    },
  };
}
