import { and, eq, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { site } from '@/shared/site.ts';
import { orders } from '../db/schema/index.ts';
import { expireRequotes } from '../services/orders/order-moves.ts';
import { mailPendingReturns } from '../services/orders/returns.ts';
import { pushSendJob } from './push-sender.ts';
import { createScheduler, type Job } from './scheduler.ts';

const minute = 60 * 1000;

/**
 * The server's durable jobs (README, Decisions: scheduler):
 * - expire-requotes: revised quotes unanswered 14 days are cancelled and returned; return e-mails not yet sent
 *   (declined or expired) are sent, so a mail that failed is tried again.
 * - label-retry: a label job that failed (or was left by a stopped process) is run again; its error stays
 *   on the order for `ops orders` until it succeeds.
 * - push-send: order updates due for the seller's browsers (services/push).
 */
export function createJobs(app: FastifyInstance) {
  const origin = () => app.config.PUBLIC_URL ?? site.origin;
  const jobs: Job[] = [
    {
      name: 'expire-requotes',
      everyMs: 10 * minute,
      async run(tx, now) {
        await expireRequotes(tx, now);
        return () => mailPendingReturns(app);
      },
    },
    {
      name: 'label-retry',
      everyMs: minute,
      async run(tx, now) {
        const stuck = await tx
          .select({ labelUuid: orders.labelUuid })
          .from(orders)
          .where(
            and(
              eq(orders.labelStatus, 'pending'),
              ne(orders.status, 'Cancelled'),
              or(isNotNull(orders.labelError), lte(orders.createdAt, new Date(now.getTime() - minute))),
            ),
          );
        return async () => {
          for (const row of stuck) await app.labels.runNow(row.labelUuid, origin()).catch(() => undefined);
        };
      },
    },
    pushSendJob(app),
  ];
  return createScheduler(app, jobs);
}
