import { useSyncExternalStore } from 'react';
import { isPrerendering } from './analytics.ts';

const subscribe = () => () => undefined;

/**
 * isPrerendering() for deciding what to render. It is true while the build renders HTML and also during the
 * hydration of that HTML, so the browser's first render matches the markup (no cookie banner, no prompts);
 * right after hydration it is the real value and those parts appear. A page the browser renders itself
 * (no pre-rendered HTML) gets the real value at once.
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(subscribe, isPrerendering, () => true);
}
