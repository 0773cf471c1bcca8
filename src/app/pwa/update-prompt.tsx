/// <reference types="vite-plugin-pwa/react" />
import { useCallback, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/button.tsx';
import { Toast } from '../../components/toast.tsx';
import { reloadIntoNewVersion } from './reload-into-new-version.ts';
import { useUpdateChecks } from './use-update-checks.ts';
import { useWaitingWorker } from './use-waiting-worker.ts';

/**
 * Registers the service worker (registerType 'prompt') and offers the waiting version. 'Reload' tells the
 * worker to skip waiting; the page reloads once the new worker controls it (reload-into-new-version.ts).
 */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, reg) => setRegistration(reg ?? null),
    // Without a worker the app still runs online; there is nothing useful to tell the seller.
    onRegisterError: () => undefined,
  });
  useUpdateChecks(registration);
  // workbox-window misses a version that was installing before it registered; the registration itself does not.
  useWaitingWorker(
    registration,
    useCallback(() => setNeedRefresh(true), [setNeedRefresh]),
  );

  if (!needRefresh) return null;
  return (
    <Toast
      role="alert"
      title="A new version is available"
      onDismiss={() => setNeedRefresh(false)}
      dismissLabel="Dismiss update notice"
      actions={
        <Button size="sm" onClick={() => reloadIntoNewVersion(() => updateServiceWorker(true))}>
          Reload
        </Button>
      }
    />
  );
}
