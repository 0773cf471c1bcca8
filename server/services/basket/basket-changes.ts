import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { applyDiscountResponse, Basket, removeDiscountResponse } from '@/contract/basket.ts';
import type { Db } from '../../db/client.ts';
import { basketItems, baskets } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { findBasket, type BasketOwner } from './basket-owner.ts';
import { touchBasket } from './basket-store.ts';
import { viewBasket } from './basket-view.ts';
import { checkDiscount } from './discounts.ts';

export const basketChangeMessages = {
  emptyBasket: 'Your basket is empty.',
  discountApplied: 'Discount applied successfully!',
  discountRemoved: 'Discount removed.',
} as const;

function userOf(owner: BasketOwner) {
  return owner.kind === 'user' ? owner.user : null;
}

/**
 * POST /api/basket/remove: only the owner's own basket is touched; an item already gone (or never theirs) is not an
 * error. Answers the whole basket, so the page redraws from it. `tx` is the call's transaction.
 */
export async function removeFromBasket(tx: Db, owner: BasketOwner, itemId: number, now: Date): Promise<Basket> {
  const basket = await findBasket(tx, owner);
  if (basket) {
    const removed = await tx
      .delete(basketItems)
      .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basket.id)))
      .returning({ id: basketItems.id });
    if (removed.length > 0) await touchBasket(tx, basket.id);
  }
  return viewBasket(tx, basket, userOf(owner), now);
}

/**
 * One code per basket (docs/product.md#3-entities-and-their-fields); applying another replaces it. A 400 with the
 * catalogue's words (docs/product.md#8-error-and-message-catalogue) when there is no basket or the code does not apply.
 */
export async function applyDiscount(tx: Db, owner: BasketOwner, rawCode: string, now: Date): Promise<z.infer<typeof applyDiscountResponse>> {
  const user = userOf(owner);
  const basket = await findBasket(tx, owner, true);
  if (!basket) throw new HttpError(400, basketChangeMessages.emptyBasket);
  const check = await checkDiscount(tx, rawCode, user, now);
  if (!check.ok) throw new HttpError(400, check.message);
  await setBasketDiscount(tx, basket.id, check.terms.code);
  const view = await viewBasket(tx, { ...basket, discountCode: check.terms.code }, user, now);
  return {
    success: true,
    message: basketChangeMessages.discountApplied,
    discount: view.discount!,
    totalPrice: view.totalPrice,
    originalPrice: view.originalPrice,
  };
}

/** No basket, or no code: the outcome the seller asked for already holds, so it is not an error. */
export async function removeDiscount(tx: Db, owner: BasketOwner, now: Date): Promise<z.infer<typeof removeDiscountResponse>> {
  const basket = await findBasket(tx, owner, true);
  if (basket?.discountCode) await setBasketDiscount(tx, basket.id, null);
  const view = await viewBasket(tx, basket && { ...basket, discountCode: null }, userOf(owner), now);
  return { success: true, message: basketChangeMessages.discountRemoved, totalPrice: view.totalPrice, originalPrice: view.originalPrice };
}

async function setBasketDiscount(tx: Db, basketId: number, code: string | null): Promise<void> {
  await tx
    .update(baskets)
    .set({ discountCode: code, updatedAt: sql`now()` })
    .where(eq(baskets.id, basketId));
}
