import { useSyncExternalStore } from 'react';

/**
 * The height of what is fixed to the bottom of the screen (the cookie banner, while it shows), so toasts float
 * above it: on a phone the update notice covered the banner's buttons (an outside review at 390 px).
 * A value for the few elements that use it, not a custom property on the page (decision 176).
 */
let room = 0;
const listeners = new Set<() => void>();

export function setFixedBottomRoom(px: number): void {
  if (px === room) return;
  room = px;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Pixels taken at the bottom of the screen by fixed content (0 when none). */
export function useFixedBottomRoom(): number {
  return useSyncExternalStore(
    subscribe,
    () => room,
    () => 0,
  );
}
