import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../components/skip-link.tsx';
import { ToastHost } from '../../components/toast.tsx';
import { afterFirstView } from '../../lib/after-first-view.ts';
import { importModuleUntilLoaded } from '../../lib/import-until-loaded.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { usePrerendering } from '../../lib/use-prerendering.ts';
import { chooseConsent, useConsent } from '../consent/consent-store.ts';
import { PwaUi } from '../pwa/pwa-ui.tsx';
import { Footer } from '../shell/footer.tsx';
import { TopBar } from '../shell/top-bar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { useCatalogueWarmUp } from './use-catalogue-warm-up.ts';
import { useOutboxSync } from './use-outbox-sync.ts';
import { useQuoteCodeWarmUp } from './use-quote-code-warm-up.ts';
import { useRouteEffects } from './use-route-effects.ts';
import { useSessionCheck } from './use-session-check.ts';

// The outbox's status (and Dexie under it) loads after the first view: it shows nothing until there is something to
// say, and keeping it out of the first load and its hydration holds the budgets (the chunk is precached for offline starts).
const SyncStatus = lazy(() =>
  afterFirstView()
    .then(() => importModuleUntilLoaded(() => import('../shell/sync-status.tsx')))
    .then((module) => ({ default: module.SyncStatus })),
);

// The cookie banner's code comes after the first view too: the pre-rendered HTML never holds it, and its room is
// reserved from the start, so nothing moves when it arrives (issue 15's budget for the JS fetched to show /).
const CookieBanner = lazy(() =>
  afterFirstView()
    .then(() => importModuleUntilLoaded(() => import('../shell/cookie-banner.tsx')))
    .then((module) => ({ default: module.CookieBanner })),
);

/** What the layout pads its bottom with while the banner shows, until the banner has measured itself. */
const bannerRoomBeforeMeasured = '10rem';

export interface RootLayoutProps {
  /** Overrides the session's state for the top bar's account icon (tests of the shell alone). */
  signedIn?: boolean;
}

/** The shell around every route: skip link, fixed top bar, page, footer, cookie banner and PWA prompts. */
export function RootLayout({ signedIn }: RootLayoutProps) {
  useRouteEffects();
  useSessionCheck();
  const auth = useAuth();
  useCatalogueWarmUp();
  useQuoteCodeWarmUp();
  useOutboxSync();
  // The banner is left out of pre-rendered HTML (it would flash for sellers who already chose) and of its hydration.
  const prerendering = usePrerendering();
  const bannerVisible = useConsent() === null && !prerendering;
  return (
    // While the cookie banner shows, the page ends its measured height above the bottom (the banner writes it there).
    <div className="flex min-h-dvh flex-col" style={bannerVisible ? { paddingBottom: bannerRoomBeforeMeasured } : undefined}>
      <SkipLink />
      <TopBar signedIn={signedIn ?? auth.status === 'authenticated'} />
      <NavigationProgress />
      {/* At least a screen tall: the footer starts below the fold, so a page drawn late never pushes it in view (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-16">
        {!prerendering && (
          <Suspense fallback={null}>
            <SyncStatus />
          </Suspense>
        )}
        <Outlet />
      </main>
      <Footer />
      {bannerVisible && (
        <Suspense fallback={null}>
          <CookieBanner onChoose={chooseConsent} />
        </Suspense>
      )}
      <PwaUi />
      <ToastHost />
    </div>
  );
}
