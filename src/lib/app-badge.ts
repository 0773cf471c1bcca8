import { useEffect } from 'react';

interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * The number on the installed app's icon (Badging API: Chromium on desktop and Android, Safari for a home-screen
 * app): actions queued offline and not yet sent. Feature-detected; elsewhere nothing happens.
 */
function showQueuedOnAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const badging = navigator as Navigator & BadgingNavigator;
  if (typeof badging.setAppBadge !== 'function' || typeof badging.clearAppBadge !== 'function') return;
  // A refusal (not installed, permission) is not the seller's problem: the queue is shown in the page anyway.
  const done = count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge();
  void done.catch(() => undefined);
}

/** Keeps the app badge at `count` while mounted (the page's list of queued actions is the source). */
export function useAppBadge(count: number): void {
  useEffect(() => showQueuedOnAppBadge(count), [count]);
}
