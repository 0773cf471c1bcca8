/** How long Reload waits for the new worker to take control before reloading anyway. */
export const reloadFallbackMs = 4000;

interface ReloadDeps {
  reload?: () => void;
  workers?: Pick<ServiceWorkerContainer, 'addEventListener'> | undefined;
}

/**
 * Reload on 'A new version is available': tell the waiting worker to skip waiting, then reload once it controls the
 * page, so the new code and the new worker's cache always go together. Workbox reloads only on its own 'controlling'
 * event, which some update paths never fire (vite-plugin-pwa issues 583 and 789: a tap on Reload with no effect; seen
 * once on CI), so the page listens for the controller change itself and, if none comes within a few seconds, reloads
 * anyway: the prompt comes back if the worker is still waiting, and the tap is never ignored.
 */
export function reloadIntoNewVersion(skipWaiting: () => Promise<void>, deps: ReloadDeps = {}): void {
  const { reload = () => window.location.reload(), workers = navigator.serviceWorker } = deps;
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  workers?.addEventListener('controllerchange', reloadOnce, { once: true });
  window.setTimeout(reloadOnce, reloadFallbackMs);
  // A failed message leaves the fallback to reload.
  skipWaiting().catch(() => undefined);
}
