import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baskets, type UserRow } from '../../db/schema/index.ts';
import { defaultDiscountFor } from './discounts.ts';
import { hashBasketToken, newBasketToken } from './basket-token.ts';

/**
 * Whose basket a call reaches: the signed-in seller's, else the one behind the visitor's cookie token (read from the
 * request by server/http/basket-cookie.ts basketOwner).
 */
export type BasketOwner = { kind: 'user'; user: UserRow } | { kind: 'visitor'; token: string | null };

export type BasketRow = typeof baskets.$inferSelect;

/**
 * The owner's basket, or null. A visitor's cookie only opens a basket nobody has claimed: once a basket became a
 * seller's, the cookie left behind on a shared computer opens nothing. `lock` takes the row lock (FOR UPDATE) so
 * two checkouts of one basket run one after the other.
 */
export async function findBasket(db: Db, owner: BasketOwner, lock = false): Promise<BasketRow | null> {
  if (owner.kind === 'visitor' && !owner.token) return null;
  const where =
    owner.kind === 'user' ? eq(baskets.userId, owner.user.id) : and(eq(baskets.tokenHash, hashBasketToken(owner.token!)), isNull(baskets.userId));
  const query = db.select().from(baskets).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The owner's basket for an add, made when missing, in one statement for a basket that exists: the UPDATE that
 * marks it changed also takes its row lock, so two adds to one basket run one after the other and the item limit
 * (checked in the add's next statement) holds. A visitor without a basket gets a new token, and the basket is made
 * by the add's next statement (basket-store.ts insertQuotedItem) rather than here. `token` is set when a visitor
 * needs a new cookie.
 */
export async function openBasketForAdd(db: Db, owner: BasketOwner): Promise<{ basket: number | { tokenHash: string }; token: string | null }> {
  if (owner.kind === 'user' || owner.token) {
    const where =
      owner.kind === 'user' ? eq(baskets.userId, owner.user.id) : and(eq(baskets.tokenHash, hashBasketToken(owner.token!)), isNull(baskets.userId));
    const [touched] = await db
      .update(baskets)
      .set({ updatedAt: sql`now()` })
      .where(where)
      .returning({ id: baskets.id });
    if (touched) return { basket: touched.id, token: owner.kind === 'visitor' ? owner.token : null };
  }
  if (owner.kind === 'user') {
    // A referred friend's first basket starts with their friend's code applied (the reward of the terms).
    const discountCode = await defaultDiscountFor(db, owner.user);
    const [row] = await db
      .insert(baskets)
      .values({ userId: owner.user.id, discountCode })
      // Two first adds racing: the second finds the first's basket.
      .onConflictDoUpdate({ target: baskets.userId, set: { updatedAt: sql`now()` } })
      .returning({ id: baskets.id });
    return { basket: row!.id, token: null };
  }
  const token = newBasketToken();
  return { basket: { tokenHash: hashBasketToken(token) }, token };
}
