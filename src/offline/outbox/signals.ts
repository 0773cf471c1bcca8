import type { OutboxRow } from './types.ts';

/** What the drainer did, for the app (the basket badge) to follow: one event per confirmed action. */
export interface CompletedDetail {
  row: OutboxRow;
  itemCount: number;
}

/**
 * In-tab notifications between the outbox's parts: 'enqueued' wakes the drainer at once; 'completed' tells the
 * app the server confirmed an action, 'dropped' that it refused a removal. Other tabs see the Dexie tables change
 * (liveQuery), and hear 'completed' and 'dropped' too (below): the basket there is read again as well.
 */
export const outboxSignals = new EventTarget();

/**
 * One channel per tab, for sending and hearing: a BroadcastChannel never delivers to the object that posted, so a
 * tab does not hear its own news twice. Without it (the second tab of an outside review showed "Your basket is empty"
 * and no badge count for a device the first tab had sent) the other tabs learned of the landing only at a reload.
 */
type OutboxMessage = { type: 'completed'; detail: CompletedDetail } | { type: 'dropped' };
let channel: BroadcastChannel | null | undefined;

function tabsChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('qmt-outbox');
  return channel;
}

function tell(message: OutboxMessage): void {
  const target = tabsChannel();
  if (!target) return;
  // A detail that cannot be cloned must not stop this tab's own follow-up.
  try {
    target.postMessage(message);
  } catch {
    // The other tabs catch up at their next read.
  }
}

function emit(message: OutboxMessage): void {
  if (message.type === 'completed') outboxSignals.dispatchEvent(new CustomEvent<CompletedDetail>('completed', { detail: message.detail }));
  else outboxSignals.dispatchEvent(new Event('dropped'));
}

export function signalEnqueued(): void {
  outboxSignals.dispatchEvent(new Event('enqueued'));
}

export function signalCompleted(detail: CompletedDetail): void {
  emit({ type: 'completed', detail });
  tell({ type: 'completed', detail });
}

export function signalDropped(): void {
  emit({ type: 'dropped' });
  tell({ type: 'dropped' });
}

/** Another tab's drainer confirmed or dropped an action: this tab's listeners hear it as their own. Started once. */
export function hearOtherTabs(): void {
  const source = tabsChannel();
  if (!source) return;
  source.onmessage = (event: MessageEvent<OutboxMessage>) => {
    const message = event.data;
    if (message?.type === 'completed' || message?.type === 'dropped') emit(message);
  };
}
