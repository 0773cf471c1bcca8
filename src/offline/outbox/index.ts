// The outbox (docs/offline.md): queue an action at the tap, drain it once across tabs, show its state.
export { enqueue } from './enqueue.ts';
export type { EnqueueOptions } from './enqueue.ts';
export { cancelQueuedAdd, discardAction, dismissResult, isCancellable, quoteAnotherUnit, settleQueuedDraft, retryAction } from './manage.ts';
export { requestDrain, startOutboxSync } from './sync.ts';
export { keepQueuedBasketRows } from './watch-queued.ts';
export type { QueuedBasketRow } from './basket-change.ts';
export { outboxSignals } from './signals.ts';
export type { CompletedDetail } from './signals.ts';
export { rowStatusText, useOnline, useReachability, useOutboxRow, useOutboxRows, useSyncResult, useSyncResults } from './hooks.ts';
export type { OutboxAction, OutboxRow, OutboxState, SyncResult } from './types.ts';
