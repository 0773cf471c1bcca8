import type { Basket } from '@/contract/basket.ts';
import { discountPence, penceToPounds } from '@/contract/pricing.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { findBasket, type BasketOwner, type BasketRow } from './basket-owner.ts';
import { countLiveBasketItems, listBasketItems, toBasketItem } from './basket-store.ts';
import { checkDiscount, toDiscount, type DiscountTerms } from './discounts.ts';

export const emptyBasket: Basket = { success: true, contents: [], totalPrice: 0, originalPrice: 0, discount: null, itemCount: 0 };

/**
 * GET /api/basket's body. Totals (docs/product.md#9-business-constants-and-limits): `originalPrice` sums the offers still valid at `now`, `totalPrice`
 * adds the discount; an expired item stays listed (EXPIRED) but counts in neither the totals nor `itemCount`.
 * A code that no longer applies (retired, or the seller's first order went ahead) is left out here and refused
 * at checkout with its reason.
 */
export async function viewBasket(db: Db, basket: BasketRow | null, user: UserRow | null, now = new Date()): Promise<Basket> {
  if (!basket) return emptyBasket;
  const rows = await listBasketItems(db, basket.id);
  const live = rows.filter((row) => row.item.expiresAt > now);
  const originalPence = live.reduce((sum, row) => sum + row.item.offerPricePence, 0);
  const terms = basket.discountCode ? await usableTerms(db, basket.discountCode, user, now) : null;
  const addedPence = terms ? discountPence(terms, originalPence) : 0;
  return {
    success: true,
    contents: rows.map((row) => toBasketItem(row, now)),
    originalPrice: penceToPounds(originalPence),
    totalPrice: penceToPounds(originalPence + addedPence),
    discount: terms ? toDiscount(terms, originalPence) : null,
    itemCount: live.length,
  };
}

async function usableTerms(db: Db, code: string, user: UserRow | null, now: Date): Promise<DiscountTerms | null> {
  const check = await checkDiscount(db, code, user, now);
  return check.ok ? check.terms : null;
}

/** GET /api/basket: the owner's basket as the seller sees it (the empty basket when they have none). */
export async function ownBasket(db: Db, owner: BasketOwner, now: Date): Promise<Basket> {
  return viewBasket(db, await findBasket(db, owner), owner.kind === 'user' ? owner.user : null, now);
}

/** GET /api/basket/count: the items still priced at `now` (an expired item stays listed but is not counted). */
export async function basketItemCount(db: Db, owner: BasketOwner, now: Date): Promise<number> {
  const basket = await findBasket(db, owner);
  return basket === null ? 0 : countLiveBasketItems(db, basket.id, now);
}
