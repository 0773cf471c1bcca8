import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * A store for @fastify/rate-limit in PostgreSQL, so several server processes behind one load balancer count every
 * request once (an in-memory counter per process would let N processes allow N times the limit). One statement a
 * request: an upsert that restarts an ended window. Windows are fixed (the plugin's default); continueExceeding and
 * exponential backoff are not used by this app and not implemented.
 */
export function postgresRateLimitStore(db: Db) {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, _max?: number): void {
      const ended = sql`${rateLimits.resetAt} <= now()`;
      db.insert(rateLimits)
        .values({ key: this.prefix + key, count: 1, resetAt: sql`now() + ${timeWindow} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          current: rateLimits.count,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`,
        })
        .then(([row]) => callback(null, { current: row!.current, ttl: Number(row!.ttl) }))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    read(key: string, callback: Callback): void {
      db.select({ current: rateLimits.count, ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int` })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${this.prefix + key} and ${rateLimits.resetAt} > now()`)
        .then(([row]) => callback(null, row ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 }))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    // The plugin passes its merged route settings (typed as the route's options); routeInfo names the route.
    child(routeOptions: object): PostgresStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      const route = routeInfo?.method ? `${routeInfo.method}${routeInfo.url ?? ''}-` : '';
      return new PostgresStore(undefined, this.prefix + route);
    }
  }
  return PostgresStore;
}

/** Ended windows are deleted now and then, so the table holds only live counters. */
export function pruneRateLimits(db: Db): Promise<unknown> {
  return db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
}
