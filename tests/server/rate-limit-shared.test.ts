import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { rateLimits } from '../../server/db/schema/index.ts';
import { postgresRateLimitStore } from '../../server/services/rate-limit-store.ts';
import { prefetchCap } from '../../server/services/rate-limits/leased-counters.ts';
import { bestAnswers, fetchQuestions, questionList } from './helpers/quote-fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';

// Several server processes on one PostgreSQL must share their counters; PGlite is one process (memory is enough).
describe.runIf(process.env.DATABASE_URL)('rate limits shared by every process on one PostgreSQL', () => {
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let secondDb: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;

  beforeAll(async () => {
    first = await createTestApp();
    secondDb = await openDatabase({ databaseUrl: first.databaseUrl });
    dataDir = mkdtempSync(path.join(tmpdir(), 'qmt-test-'));
    second = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, DIST_DIR: '/nonexistent' }), database: secondDb, serveApp: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    rmSync(dataDir, { recursive: true, force: true });
    await first.close();
  });

  it('counts a request to either process against the same limit', async () => {
    const found = await fetchQuestions(first.app, 'iPhone 13');
    const payload = {
      deviceId: found.deviceId,
      selected_answers: bestAnswers('phone', questionList(found.questions, 'standard')),
      quoteType: 'standard',
    };
    const remaining = [];
    for (const app of [first.app, second, first.app, second]) {
      const res = await app.inject({ method: 'POST', url: '/api/quote/calculate', payload });
      expect(res.statusCode).toBe(200);
      remaining.push(Number(res.headers['x-ratelimit-remaining']));
    }
    const start = remaining[0]!;
    expect(remaining).toEqual([start, start - 1, start - 2, start - 3]);
  });

  it('restarts a window that has ended, and keys stay apart', async () => {
    const Store = postgresRateLimitStore(first.database.db);
    const store = new Store();
    const incr = (key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
      );
    expect((await incr('a', 60_000)).current).toBe(1);
    const again = await incr('a', 60_000);
    expect(again.current).toBe(2);
    expect(again.ttl).toBeGreaterThan(50_000);
    expect((await incr('b', 60_000)).current).toBe(1);
    await first.database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'a'));
    expect((await incr('a', 60_000)).current).toBe(1);
  });
});

// Two processes on one PostgreSQL under a burst from one client: the limit holds, without a statement a request
// (docs/decisions/150-rate-limits-leased-from-postgresql.md).
describe.runIf(process.env.DATABASE_URL)('rate limits leased from PostgreSQL by two processes under a burst', () => {
  let upserts = 0;
  const countUpserts = (sql: string) => {
    if (/^insert into "rate_limits"/.test(sql)) upserts += 1;
  };
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let secondDb: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;

  beforeAll(async () => {
    first = await createTestApp({ onStatement: countUpserts });
    secondDb = await openDatabase({ databaseUrl: first.databaseUrl, onStatement: countUpserts });
    dataDir = mkdtempSync(path.join(tmpdir(), 'qmt-test-'));
    second = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, DIST_DIR: '/nonexistent' }), database: secondDb, serveApp: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    rmSync(dataDir, { recursive: true, force: true });
    await first.close();
  });

  it('admits at most the limit over both processes, refuses the rest, with far fewer statements than requests', async () => {
    const found = await fetchQuestions(first.app, 'iPhone 13');
    const payload = {
      deviceId: found.deviceId,
      selected_answers: bestAnswers('phone', questionList(found.questions, 'standard')),
      quoteType: 'standard',
    };
    const limit = Number((await first.app.inject({ method: 'POST', url: '/api/quote/calculate', payload })).headers['x-ratelimit-limit']);
    upserts = 0;
    const requests = 2 * limit;
    const statuses: number[] = [];
    // Bursts of 40 at once, half on each process, as two loaded processes behind a load balancer see them.
    for (let sent = 0; sent < requests; sent += 40) {
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, index) => (index % 2 ? second : first.app).inject({ method: 'POST', url: '/api/quote/calculate', payload })),
      );
      statuses.push(...replies.map((reply) => reply.statusCode));
    }
    const admitted = statuses.filter((status) => status === 200).length;
    // The first request above was admitted too.
    expect(admitted + 1).toBeLessThanOrEqual(limit);
    expect(admitted + 1).toBeGreaterThanOrEqual(limit - prefetchCap(limit));
    expect(statuses.filter((status) => status === 429)).toHaveLength(requests - admitted);
    expect(upserts).toBeLessThan(requests / 5);
    const [row] = await first.database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} like '%/api/quote/calculate%'`);
    expect(row!.count).toBeGreaterThanOrEqual(admitted + 1);
  });
});
