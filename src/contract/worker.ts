/**
 * What crosses between the page (src/) and the service worker (sw/): the Background Sync tag and the message
 * types, written once so neither side can drift (docs/offline.md#outbox-rule-5-when-the-drainer-runs).
 */

/** The tag the page registers while actions wait offline; the worker answers it by asking pages to drain. */
export const outboxSyncTag = 'qmt-outbox';

export const workerMessages = {
  /** Worker -> page: drain the outbox now (sent on the Background Sync event). */
  drainOutbox: 'DRAIN_OUTBOX',
  /**
   * Page -> worker: activate the waiting version. The page's side is sent by workbox-window
   * (`updateServiceWorker(true)` posts `{ type: 'SKIP_WAITING' }`), so the value is fixed by that library.
   */
  skipWaiting: 'SKIP_WAITING',
} as const;

export type WorkerMessageType = (typeof workerMessages)[keyof typeof workerMessages];

/** True when a message event's data is `{ type }` of the given kind. */
export function isWorkerMessage(data: unknown, type: WorkerMessageType): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}
