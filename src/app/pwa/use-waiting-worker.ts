import { useEffect } from 'react';

/**
 * Calls `onWaiting` whenever a new worker version is waiting behind the active one, including one that was already
 * installing when the page registered. workbox-window listens for 'updatefound' only from its own register() on, and
 * the page registers after its first view: a new version the browser found on the navigation itself finished
 * installing unseen, and 'A new version is available' came one visit late (or, when the page's own start-up check
 * ran beside another, not at all).
 */
export function useWaitingWorker(registration: ServiceWorkerRegistration | null, onWaiting: () => void): void {
  useEffect(() => {
    if (!registration) return;
    const stops: Array<() => void> = [];
    // A first install has no active worker and never waits; only a version behind a running one is offered.
    const offerIfWaiting = () => {
      if (registration.waiting && registration.active) onWaiting();
    };
    const watch = (worker: ServiceWorker | null) => {
      if (!worker) return;
      const onStateChange = () => {
        if (worker.state === 'installed') offerIfWaiting();
      };
      worker.addEventListener('statechange', onStateChange);
      stops.push(() => worker.removeEventListener('statechange', onStateChange));
    };
    const onUpdateFound = () => watch(registration.installing);

    offerIfWaiting();
    watch(registration.installing);
    registration.addEventListener('updatefound', onUpdateFound);
    return () => {
      registration.removeEventListener('updatefound', onUpdateFound);
      for (const stop of stops) stop();
    };
  }, [registration, onWaiting]);
}
