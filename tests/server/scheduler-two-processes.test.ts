import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { orderReturns, orders, scheduledJobs } from '../../server/db/schema/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { testClock } from './helpers/clock.ts';
import { ops, placeOrder, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Two app instances, each with its own connection pool, DATA_DIR and mailbox, on one PostgreSQL (as two server
 * processes behind a load balancer would be): the scheduler's job row is claimed by one of them per run, and each
 * expired revised quote is cancelled, recorded and mailed once. PGlite is one connection: nothing to race there.
 */
describe.skipIf(!process.env.DATABASE_URL)('scheduler with two server processes on one PostgreSQL', () => {
  const clock = testClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let closeSecond: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    const database = await openDatabase({ databaseUrl: t.databaseUrl! });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qmt-test-'));
    second = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, DIST_DIR: '/nonexistent' }), database, serveApp: false, clock });
    await second.ready();
    closeSecond = async () => {
      await second.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
  });

  it('each run is claimed by one process; each expired requote is returned and mailed once', async () => {
    const seller = await verifiedSeller(t);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { order_id: id } = await placeOrder(t, seller);
      for (const move of ['deliver', 'checkin']) await ops(t, 'POST', `/api/ops/orders/${id}/${move}`);
      expect((await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: 'Dented' })).statusCode).toBe(200);
      ids.push(id);
    }
    await t.app.background.drain();
    clock.advanceDays(14);

    for (let round = 0; round < 4; round += 1) {
      await t.database.db.update(scheduledJobs).set({ runAt: clock.now() }).where(eq(scheduledJobs.name, 'expire-requotes'));
      const [a, b] = await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      const runs = [...a, ...b].filter((name) => name === 'expire-requotes');
      expect(runs, `round ${round}`).toHaveLength(1);
    }
    await Promise.all([t.app.background.drain(), second.background.drain()]);

    const rows = await t.database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((row) => row.status === 'Cancelled')).toBe(true);
    const returns = await t.database.db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids));
    expect(returns).toHaveLength(ids.length);
    const mailboxes = [...(await readMailbox(t.config.dataDir)), ...(await readMailbox(second.config.dataDir))];
    for (const id of ids) {
      expect(
        mailboxes.filter((mail) => mail.subject === `Your order QMT-${id}: your device will be returned`),
        `QMT-${id}`,
      ).toHaveLength(1);
    }
  });

  it('two processes sending the same pending return mails send each once (the mail is claimed)', async () => {
    const seller = await verifiedSeller(t);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { order_id: id } = await placeOrder(t, seller);
      for (const move of ['deliver', 'checkin']) await ops(t, 'POST', `/api/ops/orders/${id}/${move}`);
      await ops(t, 'POST', `/api/ops/orders/${id}/revise`, { price: 10, reason: 'Dented' });
      ids.push(id);
    }
    await t.app.background.drain();
    clock.advanceDays(15);
    const { mailPendingReturns } = await import('../../server/services/orders/returns.ts');
    const { expireRequotes } = await import('../../server/services/orders/order-moves.ts');
    // Both processes expire at once (as the operator's command and the scheduler could), then both mail.
    await Promise.all([
      t.database.db.transaction((tx) => expireRequotes(tx as never, clock.now())),
      second.database.db.transaction((tx) => expireRequotes(tx as never, clock.now())),
    ]);
    await Promise.all([mailPendingReturns(t.app), mailPendingReturns(second)]);
    const mailboxes = [...(await readMailbox(t.config.dataDir)), ...(await readMailbox(second.config.dataDir))];
    for (const id of ids) {
      expect(
        mailboxes.filter((mail) => mail.subject === `Your order QMT-${id}: your device will be returned`),
        `QMT-${id}`,
      ).toHaveLength(1);
    }
  });
});
