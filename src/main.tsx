import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { startInstallPromptCapture } from './lib/install-prompt.ts';
import { appRoutes, createAppRouter } from './app/router.tsx';
import { initAnalytics } from './lib/analytics.ts';
import { catalogueSnapshotUrl, type CatalogueSnapshot } from './lib/catalogue-snapshot.tsx';
import { readConsent } from './lib/consent.ts';
import { startHydratingPrerenderedPage } from './lib/use-prerendering.ts';
import { loadMatchedRoutes } from './prerender/hydrate.ts';
import { showCodeMissingNotice } from './prerender/code-missing-notice.ts';
import { loadInPiecesAfterFirstView } from './lib/after-first-view.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { failedModuleUrl, importUntilLoaded } from './lib/import-until-loaded.ts';
import { checkFailedCode } from './prerender/code-reload.ts';

// The inline loader that started this script (src/prerender/app-loader.ts) stops waiting for it: it has come. When it
// says false, another copy of this script (its retry of a download that hung) has started the app already.
if (window.__qmtAppStarted?.() === false) throw new Error('The app has already started');

// zod checks once whether it may compile parsers with `new Function`; the CSP (no 'unsafe-eval') refuses, and Chromium
// records that refusal as a CSP issue on every page (Lighthouse best practices). jitless: zod never asks. zod loads
// after the first view, so setting its global config here comes first.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Before React renders: the browser may fire beforeinstallprompt very early.
startInstallPromptCapture();
// A seller who accepted on an earlier visit gets tracking initialised at start (docs/product.md#4-states-and-transitions).
if (readConsent() === 'accepted') initAnalytics();

// zod, the contract and Dexie evaluate in short pieces after the first view, before the work that needs them.
loadInPiecesAfterFirstView(() => import('./app/module-pieces.ts').then((pieces) => pieces.afterFirstViewModules));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A static page arrives pre-rendered (scripts/prerender.ts): React adopts that HTML instead of redrawing it.
const prerendered = container.firstElementChild !== null;
// A catalogue page was rendered with the build's catalogue (its <head> preloads it): hydrate with the same.
const withCatalogue = prerendered && document.querySelector(`link[rel="preload"][href="${catalogueSnapshotUrl}"]`) !== null;
// The page's code or catalogue missing (a first visit whose signal went after the HTML came): the page stays as it
// is, with a word below it, and both are fetched again until they arrive (importUntilLoaded), then React takes over.
let hideNotice: (() => void) | undefined;
const codeMissing = () => void (hideNotice ??= showCodeMissingNotice());
// The snapshot gives up after this long and is asked for again under a new query: one that hung (lie-fi on a first
// visit) held the start-up for good, with no word, and the same URL would only meet the preload that hangs (outside
// review 7).
const snapshotPatienceMs = 8_000;
let snapshotTries = 0;
async function fetchSnapshot(): Promise<CatalogueSnapshot | null> {
  const url = snapshotTries++ ? `${catalogueSnapshotUrl}?try=${snapshotTries}` : catalogueSnapshotUrl;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(snapshotPatienceMs) });
    if (!response.ok) return null;
    return await (response.json() as Promise<CatalogueSnapshot>).catch((error: unknown) => {
      // A body cut off by the patience is a failure; one that is not JSON is no snapshot.
      if (error instanceof DOMException) throw error;
      return null;
    });
  } catch (error) {
    codeMissing();
    throw error;
  }
}
const loadSnapshot = (): Promise<CatalogueSnapshot | null> => importUntilLoaded(fetchSnapshot);
// Start-up in pieces, each in a task of its own (the scripts' evaluation, matching the URL, creating the router,
// then hydrating): at 4x CPU each piece is 15-30 ms where together they were one 60-90 ms task.
const snapshotLoading = withCatalogue ? loadSnapshot() : null;
await yieldToBrowser();
// The failed file is asked for (code-reload.ts): one the server answers for without giving it changes the notice's
// words; a retry that failed too while the file can be fetched means the browser keeps a failed part of the page's
// code, so the page, not yet started, is loaded again.
let pageCodeFailures = 0;
const pageCodeFailed = (error: unknown) => {
  codeMissing();
  const url = failedModuleUrl(error);
  const stuck = ++pageCodeFailures > 1;
  if (url) void checkFailedCode(url, stuck);
};
const routesLoading = prerendered ? loadMatchedRoutes(appRoutes, window.location.pathname, pageCodeFailed) : undefined;
const [catalogueSnapshot] = await Promise.all([snapshotLoading, routesLoading]);
if (hideNotice) {
  hideNotice();
  // Taps held meanwhile (src/lib/early-taps.ts) are dropped, not replayed minutes later: the notice said the buttons
  // did not work yet, so a seller expects to tap again, not to be taken somewhere by an old tap.
  // Emptied in place: the inline script keeps holding taps in this array until the app is ready.
  window.__qmtEarlyTaps?.splice(0);
}
await yieldToBrowser();
const router = createAppRouter();
await yieldToBrowser();

// The same tree as src/prerender/render.tsx renders inside #root, or hydration would not match.
const app = (
  <StrictMode>
    <AppProviders catalogueSnapshot={catalogueSnapshot}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// In a transition, React hydrates in slices of a few milliseconds and yields between them, so hydrating the page
// is no long task (a default-priority hydration runs in one block).
if (prerendered) {
  startHydratingPrerenderedPage();
  startTransition(() => void hydrateRoot(container, app));
} else createRoot(container).render(app);
