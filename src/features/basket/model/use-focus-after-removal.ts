import { useEffect, useRef, useState } from 'react';

/**
 * Where focus goes when a device is removed from the Order Summary: to the card that took its place (or the one
 * before, or the step's heading when none is left). The Remove button went with its card, so focus fell to the
 * page's body and a keyboard or screen-reader seller started again from the top (outside review 8). Focus the seller
 * has moved elsewhere meanwhile is left where it is.
 */
export function useFocusAfterRemoval(itemIds: readonly number[]) {
  const cards = useRef(new Map<number, HTMLLIElement>());
  const [removed, setRemoved] = useState<{ itemId: number; index: number } | null>(null);
  useEffect(() => {
    if (!removed || itemIds.includes(removed.itemId)) return;
    setRemoved(null);
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = itemIds[removed.index] ?? itemIds[removed.index - 1];
    const target = next === undefined ? document.getElementById('checkout-step-title') : cards.current.get(next);
    target?.focus();
  }, [itemIds, removed]);
  return {
    card: (itemId: number) => (element: HTMLLIElement | null) => {
      if (element) cards.current.set(itemId, element);
      else cards.current.delete(itemId);
    },
    removing: (itemId: number) => setRemoved({ itemId, index: itemIds.indexOf(itemId) }),
  };
}
