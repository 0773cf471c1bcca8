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

// zod checks once whether it may compile parsers with `new Function`; the CSP (no 'unsafe-eval') refuses, and Chromium
// records that refusal as a CSP issue on every page (Lighthouse best practices). jitless: zod never asks. zod loads
// after the first view, so setting its global config here comes first.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Before React renders: the browser may fire beforeinstallprompt very early.
startInstallPromptCapture();
// A seller who accepted on an earlier visit gets tracking initialised at start (docs/product.md#4-states-and-transitions).
if (readConsent() === 'accepted') initAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A static page arrives pre-rendered (scripts/prerender.ts): React adopts that HTML instead of redrawing it.
const prerendered = container.firstElementChild !== null;
// A catalogue page was rendered with the build's catalogue (its <head> preloads it): hydrate with the same.
const withCatalogue = prerendered && document.querySelector(`link[rel="preload"][href="${catalogueSnapshotUrl}"]`) !== null;
const loadSnapshot = (): Promise<CatalogueSnapshot | null> =>
  fetch(catalogueSnapshotUrl)
    .then((response) => (response.ok ? (response.json() as Promise<CatalogueSnapshot>) : null))
    .catch(() => null);
const [catalogueSnapshot] = await Promise.all([
  withCatalogue ? loadSnapshot() : null,
  prerendered ? loadMatchedRoutes(appRoutes, window.location.pathname) : undefined,
]);

const router = createAppRouter();

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
}
else createRoot(container).render(app);
