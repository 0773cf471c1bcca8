import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { createLeasedCounters, type Claimed } from './rate-limits/leased-counters.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const ttlLeft = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`;

/** Adds `units` to a key's count in one upsert, restarting a window that has ended; answers the count and time left. */
export async function claimRateLimit(db: Db, key: string, units: number, windowMs: number): Promise<Claimed> {
  const ended = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: units, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then excluded.count else ${rateLimits.count} + excluded.count end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, ttl: ttlLeft });
  return { count: row!.count, ttl: Number(row!.ttl) };
}

/**
 * A store for @fastify/rate-limit in PostgreSQL, so several server processes behind one load balancer count every
 * request (an in-memory counter per process would let N processes allow N times the limit). The counts live in
 * `rate_limits`; each process claims places in a window ahead when a key is busy (rate-limits/leased-counters.ts),
 * so a busy key costs a statement per batch of requests, not per request, and the limit is still never passed
 * (docs/decisions/150-rate-limits-leased-from-postgresql.md). Windows are fixed (the plugin's default);
 * continueExceeding and exponential backoff are not used by this app and not implemented.
 */
export function postgresRateLimitStore(db: Db) {
  const counters = createLeasedCounters((key, units, windowMs) => claimRateLimit(db, key, units, windowMs));

  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      counters.incr(this.prefix + key, timeWindow, max ?? Number.MAX_SAFE_INTEGER).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      db.select({ current: rateLimits.count, ttl: ttlLeft })
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
