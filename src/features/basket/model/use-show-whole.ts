import { useEffect, useRef, type RefObject } from 'react';

/**
 * Once `shown` turns true, scrolls the element into full view if part of it is off screen or under what the page
 * reserves (the fixed top bar, and the cookie banner until the seller chooses: the root's scroll padding), by the
 * least distance. Not if the seller has scrolled since the component appeared: their scroll wins.
 */
export function useShowWhole(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  const startY = useRef<number | null>(null);
  useEffect(() => {
    startY.current = window.scrollY;
  }, []);
  useEffect(() => {
    if (!shown) return;
    const frame = window.requestAnimationFrame(() => {
      const element = ref.current;
      if (!element || startY.current === null || Math.abs(window.scrollY - startY.current) > 1) return;
      // `nearest` honours the root's scroll-padding (top bar, cookie banner): no scroll when it is already whole.
      element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ref, shown]);
}
