import { isWorkerMessage, workerMessages } from '../src/contract/worker.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * registerType 'prompt': a new worker waits until the seller presses Reload on
 * 'A new version is available', so a page is never swapped under a half-filled form.
 */
export function listenForSkipWaiting(): void {
  self.addEventListener('message', (event) => {
    if (isWorkerMessage(event.data, workerMessages.skipWaiting)) void self.skipWaiting();
  });
}
