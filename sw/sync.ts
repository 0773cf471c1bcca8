import { outboxSyncTag, workerMessages } from '../src/contract/worker.ts';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

/**
 * Background Sync (Chromium only, a bonus; docs/offline.md#outbox-rule-5-when-the-drainer-runs): when the connection returns the browser wakes
 * the worker with the outbox's tag, and the worker asks every open page to drain. The queue itself lives in
 * IndexedDB and is sent by the page's drainer (one at a time across tabs); the worker never sends it, so Safari
 * and Firefox, which lack this event, lose nothing but the wake-up.
 */
export function listenForOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== outboxSyncTag) return;
    sync.waitUntil(askPagesToDrain());
  });
}

export async function askPagesToDrain(): Promise<number> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: workerMessages.drainOutbox });
  return pages.length;
}
