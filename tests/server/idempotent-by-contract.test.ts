import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotentEndpoints } from '../../src/contract/index.ts';
import { referralCashouts, users } from '../../server/db/schema/index.ts';
import { readOperatorSecret } from '../../server/services/ops/operator-secret.ts';
import { validBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The contract's `idempotent: true` is what makes a route idempotent on the server (issue 17): every flagged
 * endpoint's route is wrapped when it is registered, none by hand. Cash-out and the operator's moves, flagged with
 * this change, replay a repeated key instead of acting twice.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('idempotency driven by the contract', () => {
  it('every endpoint the contract flags idempotent is registered wrapped in the Idempotency-Key mechanism', () => {
    expect(idempotentEndpoints.length).toBeGreaterThanOrEqual(12);
    const flagged = idempotentEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    for (const route of flagged) expect(t.app.hasRoute({ method: route.split(' ')[0] as 'POST', url: route.split(' ')[1]! })).toBe(true);
    expect(flagged.filter((route) => !t.app.idempotentRoutes.has(route))).toEqual([]);
  });

  it('cash-out: the same key twice pays the balance once and replays the first answer', async () => {
    const seller = await verifiedSeller(t);
    await t.database.db.update(users).set({ referralBalancePence: 1000 }).where(eq(users.id, seller.user.id));
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/referral/cashout',
        headers: { cookie: seller.cookie, 'idempotency-key': key },
        payload: validBank,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const paid = await t.database.db.select().from(referralCashouts).where(eq(referralCashouts.userId, seller.user.id));
    expect(paid.map((row) => row.amountPence)).toEqual([1000]);
  });

  it('an operator call: the same key twice is answered from the record', async () => {
    const secret = readOperatorSecret(t.config.dataDir)!;
    const key = randomUUID();
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/ops/requotes/expire', headers: { authorization: `Bearer ${secret}`, 'idempotency-key': key } });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });
});
