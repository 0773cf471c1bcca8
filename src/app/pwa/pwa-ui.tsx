import { lazy, Suspense } from 'react';
import { ToastRegion } from '../../components/toast.tsx';
import { usePrerendering } from '../../lib/use-prerendering.ts';
import { IosInstallHint } from './ios-install-hint.tsx';

// Its own chunk: workbox-window is only needed where a service worker can exist.
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })));

/** Only the production build has a service worker (devOptions are off); jsdom and old browsers have none. */
const canRegister = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The update prompt and the iOS install hint, stacked in one bottom-right region. */
export function PwaUi({ bannerVisible }: { bannerVisible: boolean }) {
  if (usePrerendering()) return null;
  return (
    <ToastRegion>
      {canRegister && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <IosInstallHint suppressed={bannerVisible} />
    </ToastRegion>
  );
}
