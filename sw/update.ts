declare const self: ServiceWorkerGlobalScope;

/**
 * registerType 'prompt': a new worker waits until the seller presses Reload on
 * 'A new version is available', so a page is never swapped under a half-filled form.
 */
export function listenForSkipWaiting(): void {
  self.addEventListener('message', (event) => {
    if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
  });
}
