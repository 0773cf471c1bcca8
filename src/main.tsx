import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { startInstallPromptCapture } from './lib/install-prompt.ts';
import { appRoutes, createAppRouter } from './app/router.tsx';
import { initAnalytics } from './lib/analytics.ts';
import { readConsent } from './lib/consent.ts';
import { loadMatchedRoutes } from './prerender/hydrate.ts';

// Before React renders: the browser may fire beforeinstallprompt very early.
startInstallPromptCapture();
// A seller who accepted on an earlier visit gets tracking initialised at start (spec section 4).
if (readConsent() === 'accepted') initAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A static page arrives pre-rendered (scripts/prerender.ts): React adopts that HTML instead of redrawing it.
const prerendered = container.firstElementChild !== null;
if (prerendered) await loadMatchedRoutes(appRoutes, window.location.pathname);

const router = createAppRouter();

// The same tree as src/prerender/render.tsx renders inside #root, or hydration would not match.
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
