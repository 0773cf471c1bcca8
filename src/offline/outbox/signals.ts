import type { OutboxRow } from './types.ts';

/** What the drainer did, for the app (the basket badge) to follow: one event per confirmed action. */
export interface CompletedDetail {
  row: OutboxRow;
  itemCount: number;
}

/**
 * In-tab notifications between the outbox's parts: 'enqueued' wakes the drainer at once; 'completed' tells the
 * app the server confirmed an action. Other tabs see the Dexie tables change (liveQuery), not these events.
 */
export const outboxSignals = new EventTarget();

export function signalEnqueued(): void {
  outboxSignals.dispatchEvent(new Event('enqueued'));
}

export function signalCompleted(detail: CompletedDetail): void {
  outboxSignals.dispatchEvent(new CustomEvent<CompletedDetail>('completed', { detail }));
}
