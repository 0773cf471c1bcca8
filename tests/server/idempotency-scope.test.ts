import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/contract/index.ts';
import { orders } from '../../server/db/schema/index.ts';
import { placeOrder, quoteFor, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Whose key it is and which call it was for (found unguarded by npm run test:mutation -- idempotency): a stored
 * Idempotency-Key answers only the signed-in seller who sent it, and only the same call with the same body.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Seller = Awaited<ReturnType<typeof verifiedSeller>>;
const reused = 'This Idempotency-Key was already used for a different request.';

function send(seller: Seller, url: string, key: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie: seller.cookie, 'idempotency-key': key }, ...(payload ? { payload } : {}) });
}

describe('an Idempotency-Key belongs to one signed-in seller and one call', () => {
  it("another seller sending a seller's key and body is refused (422), not shown the first seller's reply", async () => {
    const first = await verifiedSeller(t);
    const second = await verifiedSeller(t);
    const quote = await quoteFor(t);
    const key = randomUUID();
    const mine = await send(first, '/api/basket/add', key, quote);
    expect(mine.statusCode).toBe(200);
    const theirs = await send(second, '/api/basket/add', key, quote);
    expect(theirs.statusCode).toBe(422);
    expect(errorBody.parse(theirs.json()).message).toBe(reused);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a key used to accept a revised quote cannot then decline it (same body, another call): 422 and the order stays accepted', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    await t.database.db
      .update(orders)
      .set({ status: 'Revised - Awaiting Response', revisedAt: new Date(), revisedPricePence: 1000, revisedReason: 'Dented' })
      .where(eq(orders.id, id));
    const key = randomUUID();
    expect((await send(seller, '/api/orders/requote/accept', key, { order_id: id })).statusCode).toBe(200);
    const decline = await send(seller, '/api/orders/requote/decline', key, { order_id: id });
    expect(decline.statusCode).toBe(422);
    expect(errorBody.parse(decline.json()).message).toBe(reused);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe('Awaiting Payout');
  });
});
