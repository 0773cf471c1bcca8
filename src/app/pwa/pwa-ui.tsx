import { lazy, Suspense } from 'react';
import { ToastRegion } from '../../components/toast.tsx';
import { afterFirstView } from '../../lib/after-first-view.ts';
import { importModuleUntilLoaded } from '../../lib/import-until-loaded.ts';
import { usePrerendering } from '../../lib/use-prerendering.ts';

// Its own chunk: workbox-window is only needed where a service worker can exist.
// Registered after the first view: the worker's install fetches the whole precache, which must not compete with the page.
const UpdatePrompt = lazy(() =>
  afterFirstView()
    .then(() => importModuleUntilLoaded(() => import('./update-prompt.tsx')))
    .then((module) => ({ default: module.UpdatePrompt })),
);

/** Only the production build has a service worker (devOptions are off); jsdom and old browsers have none. */
const canRegister = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * The update prompt, bottom right. Installation is not offered here (a fixed card covered the page's own
 * buttons on phones): components/install-offer.tsx offers it in the flow, after a quote, an order, on the dashboard.
 */
export function PwaUi() {
  if (usePrerendering()) return null;
  return (
    <ToastRegion>
      {canRegister && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </ToastRegion>
  );
}
