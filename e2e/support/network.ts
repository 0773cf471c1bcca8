import type { BrowserContext, Route } from '@playwright/test';

/**
 * docs/offline.md, Reachability: the three states of a dead spot, each a way to take the server away in a test.
 * - cut: `context.setOffline(true)` (navigator.onLine may be false; every request fails at once);
 * - lie-fi failing: the context stays online, and every /api/ request is aborted (DNS, captive portal, no data);
 * - lie-fi hanging: the context stays online, and every /api/ request is held by a route handler that never
 *   answers (the app's own timeouts must let the seller go on).
 */
export const networkModes = ['cut', 'lie-fi failing', 'lie-fi hanging'] as const;
export type NetworkMode = (typeof networkModes)[number];

const api = '**/api/**';
const held: Route[] = [];

export async function goDark(context: BrowserContext, mode: NetworkMode): Promise<void> {
  if (mode === 'cut') return context.setOffline(true);
  if (mode === 'lie-fi failing') await context.route(api, (route) => route.abort('internetdisconnected'));
  // Held, never answered: the request stays pending until the page itself gives up on it.
  else await context.route(api, (route) => void held.push(route));
}

/** The signal is back: requests reach the server again (held ones stay unanswered; the app has timed them out). */
export async function reconnect(context: BrowserContext, mode: NetworkMode): Promise<void> {
  if (mode === 'cut') return context.setOffline(false);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  held.length = 0;
}
