import { startTransition, useEffect, useState } from 'react';
import { isPrerendering } from './analytics.ts';

// Set by main.tsx while React adopts pre-rendered HTML; cleared once that first commit is done.
let hydratingPrerenderedPage = false;

export function startHydratingPrerenderedPage(): void {
  hydratingPrerenderedPage = true;
}

export function endHydratingPrerenderedPage(): void {
  hydratingPrerenderedPage = false;
}

/**
 * isPrerendering() for deciding what to render. It is true while the build renders HTML and also during the
 * hydration of that HTML, so the browser's first render matches the markup (no cookie banner, no prompts);
 * right after hydration it becomes the real value in a transition, so React redraws the page in slices instead of
 * one long task (docs/decisions/100). A page the browser renders itself gets the real value at once.
 */
export function usePrerendering(): boolean {
  const [prerendering, setPrerendering] = useState(() => hydratingPrerenderedPage || isPrerendering());
  useEffect(() => {
    const actual = isPrerendering();
    if (actual !== prerendering) startTransition(() => setPrerendering(actual));
  }, [prerendering]);
  return prerendering;
}
