import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server's periodic jobs, one row each (server/jobs): when it is next due, and how its last run ended.
 * A process claims a due row with FOR UPDATE SKIP LOCKED, so with several processes on one PostgreSQL each
 * run happens once; the row outlives restarts, so a job missed while the server was down runs at start.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});
