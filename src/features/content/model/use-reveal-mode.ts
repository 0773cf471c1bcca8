import { useSyncExternalStore } from 'react';

/**
 * How the cards appear (docs/product.md#2-screens-and-routes and docs/product.md#9-business-constants-and-limits): 'reveal' fades each card in as it scrolls into view, from
 * 768 px wide and when the system allows motion; 'static' shows them all at once. 'pending' is the
 * pre-rendered HTML and the hydration pass, before the screen is known: the cards are then hidden by CSS on
 * wide screens only (so they do not flash before fading in) and shown as they are on phones.
 */
export type RevealMode = 'pending' | 'reveal' | 'static';

const query = '(min-width: 768px) and (prefers-reduced-motion: no-preference)';

// Without matchMedia (very old browsers, jsdom) there is no way to know: show everything at once.
const hasMatchMedia = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = (): RevealMode => (hasMatchMedia() && window.matchMedia(query).matches ? 'reveal' : 'static');
const getServerSnapshot = (): RevealMode => 'pending';

export function useRevealMode(): RevealMode {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
