import { useEffect } from 'react';

const hourMs = 60 * 60 * 1000;

/**
 * docs/offline.md: check for a new service worker on start, whenever the page becomes visible again and hourly.
 * Checks are skipped offline (they would only fail) and while a new worker is already installing.
 */
export function useUpdateChecks(registration: ServiceWorkerRegistration | null): void {
  useEffect(() => {
    if (!registration) return;
    const check = () => {
      if (!navigator.onLine || registration.installing) return;
      // A failed check (flaky network, server restart) is retried at the next trigger.
      registration.update().catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(check, hourMs);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
    };
  }, [registration]);
}
