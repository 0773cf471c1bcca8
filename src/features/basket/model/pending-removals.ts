import { useLiveQuery } from 'dexie-react-hooks';
import type { Basket } from '@/contract/basket.ts';
import { discountPence, penceToPounds, poundsToPence } from '@/contract/pricing.ts';
import { db } from '@/offline/db.ts';

const noRemovals: ReadonlySet<number> = new Set();

/**
 * The items whose removal waits in the outbox (queued or being sent, in any tab; a refused one is not counted: the
 * item stays), live. Until the outbox has been read: none.
 */
export function useQueuedRemovals(): ReadonlySet<number> {
  return (
    useLiveQuery(async () => {
      const rows = await db.outbox.toArray();
      return new Set(rows.flatMap((row) => (row.type === 'remove-from-basket' && row.state !== 'failed' ? [row.payload.itemId] : [])));
    }, []) ?? noRemovals
  );
}

/**
 * The basket as it will be once these items are gone, totals worked out as the server does (server/services/basket/
 * basket-view.ts): `originalPrice` sums the offers still valid at `now`, `totalPrice` adds the discount, `itemCount`
 * counts the valid items. A removal tapped with no signal showed the item gone but the totals as before, and a reload
 * in the dead spot brought the item back from the last-known copy with its Remove button (an outside review).
 */
export function basketWithout<B extends Basket>(basket: B, itemIds: ReadonlySet<number>, now: number): B {
  if (!basket.contents.some((item) => itemIds.has(item.id))) return basket;
  const contents = basket.contents.filter((item) => !itemIds.has(item.id));
  const live = contents.filter((item) => Date.parse(item.expires_at) > now);
  const originalPence = live.reduce((sum, item) => sum + poundsToPence(item.offer_price), 0);
  const { discount } = basket;
  const addedPence = discount
    ? discountPence(
        {
          type: discount.type,
          value: discount.type === 'fixed' ? poundsToPence(discount.value) : discount.value,
          capPence: discount.terms.cap === null ? null : poundsToPence(discount.terms.cap),
        },
        originalPence,
      )
    : 0;
  return {
    ...basket,
    contents,
    originalPrice: penceToPounds(originalPence),
    totalPrice: penceToPounds(originalPence + addedPence),
    discount: discount && { ...discount, discount: penceToPounds(addedPence) },
    itemCount: live.length,
  };
}
