import { useSyncExternalStore } from 'react';
import { readConsent, writeConsent } from '../../lib/consent.ts';
import type { ConsentChoice } from '../../lib/consent.ts';
import { initAnalytics } from '../../lib/analytics.ts';

/**
 * The seller's cookie choice as React state. The cookie is the source of truth; the in-memory copy only covers
 * browsers that refuse the cookie, so the banner still goes away for this visit.
 */
const listeners = new Set<() => void>();
let memoryChoice: ConsentChoice | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ConsentChoice | null {
  return readConsent() ?? memoryChoice;
}

/** docs/product.md#4-states-and-transitions: store the value and hide the banner; 'accepted' also runs tracking initialisation. */
export function chooseConsent(choice: ConsentChoice): void {
  writeConsent(choice);
  if (readConsent() !== choice) memoryChoice = choice;
  if (choice === 'accepted') initAnalytics();
  for (const listener of listeners) listener();
}

export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
