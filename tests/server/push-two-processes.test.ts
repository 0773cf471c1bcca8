import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { pushSubscriptions, scheduledJobs } from '../../server/db/schema/index.ts';
import { testClock } from './helpers/clock.ts';
import { ops, placeOrder, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Two app instances with their own connection pools on one PostgreSQL (two server processes sharing DATA_DIR, as
 * README shows): each order update is claimed by one of them and reaches the push service once.
 */
describe.skipIf(!process.env.DATABASE_URL)('push-send with two server processes on one PostgreSQL', () => {
  const clock = testClock();
  const paths: string[] = [];
  let pushService: Server;
  let base = '';
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let closeSecond: () => Promise<void>;

  beforeAll(async () => {
    pushService = createServer((request, response) => {
      paths.push(request.url!);
      request.resume();
      request.on('end', () => response.writeHead(201).end());
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    t = await createTestApp({ clock });
    const database = await openDatabase({ databaseUrl: t.databaseUrl! });
    second = await buildApp({ config: loadConfig({ DATA_DIR: t.config.dataDir, DIST_DIR: '/nonexistent' }), database, serveApp: false, clock });
    await second.ready();
    closeSecond = async () => {
      await second.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
    await new Promise((resolve) => pushService.close(resolve));
  });

  it('each device-arrived update is sent once, whichever process claims it', async () => {
    const seller = await verifiedSeller(t);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await t.database.db.insert(pushSubscriptions).values({
      userId: seller.user.id,
      endpoint: `${base}/seller`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    for (let i = 0; i < 6; i += 1) {
      const { order_id: id } = await placeOrder(t, seller);
      expect((await ops(t, 'POST', `/api/ops/orders/${id}/deliver`)).statusCode).toBe(200);
    }
    for (let round = 0; round < 3; round += 1) {
      clock.advanceMs(20_000);
      await t.database.db.update(scheduledJobs).set({ runAt: clock.now() }).where(eq(scheduledJobs.name, 'push-send'));
      const [a, b] = await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      expect(
        [...a, ...b].filter((name) => name === 'push-send'),
        `round ${round}`,
      ).toHaveLength(1);
    }
    expect(paths.filter((path) => path === '/seller')).toHaveLength(6);
  });
});
