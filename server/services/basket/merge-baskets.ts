import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { basketItems, baskets, users } from '../../db/schema/index.ts';
import { findBasket } from './basket-owner.ts';
import { checkDiscount, defaultDiscountFor } from './discounts.ts';

/**
 * At login and register: the visitor's basket becomes the seller's. Its items move (by row, so each is kept once;
 * nothing is copied, so nothing can double), into the seller's basket when there is one, else the basket itself
 * changes hands. The discount: the seller's own if set, else the visitor's when it applies to this seller, else
 * a referred friend's referral code. `token` is the visitor's basket cookie (null: none); the route clears that
 * cookie afterwards, as the basket now goes with the session.
 */
export async function mergeVisitorBasket(db: Db, token: string | null, userId: number): Promise<void> {
  // No visitor basket: nothing to do, and no database work (register's timing must not depend on a new account).
  if (!token) return;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    const visitor = await findBasket(tx, { kind: 'visitor', token }, true);
    const own = await findBasket(tx, { kind: 'user', user }, true);
    const usable = async (code: string | null) => (code && (await checkDiscount(tx, code, user)).ok ? code : null);

    if (!visitor) {
      if (own && !own.discountCode) await setDiscount(tx, own.id, await defaultDiscountFor(tx, user));
      return;
    }
    if (!own) {
      const discountCode = (await usable(visitor.discountCode)) ?? (await defaultDiscountFor(tx, user));
      await tx
        .update(baskets)
        .set({ userId: user.id, tokenHash: null, discountCode, updatedAt: sql`now()` })
        .where(eq(baskets.id, visitor.id));
      return;
    }
    await tx.update(basketItems).set({ basketId: own.id }).where(eq(basketItems.basketId, visitor.id));
    const discountCode = (await usable(own.discountCode)) ?? (await usable(visitor.discountCode)) ?? (await defaultDiscountFor(tx, user));
    await setDiscount(tx, own.id, discountCode);
    await tx.delete(baskets).where(eq(baskets.id, visitor.id));
  });
}

async function setDiscount(db: Db, basketId: number, discountCode: string | null): Promise<void> {
  await db
    .update(baskets)
    .set({ discountCode, updatedAt: sql`now()` })
    .where(eq(baskets.id, basketId));
}
