import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { startInstallPromptCapture } from './app/pwa/install-prompt.ts';
import { createAppRouter } from './app/router.tsx';
import { initAnalytics } from './lib/analytics.ts';
import { readConsent } from './lib/consent.ts';

// Before React renders: the browser may fire beforeinstallprompt very early.
startInstallPromptCapture();
// A seller who accepted on an earlier visit gets tracking initialised at start (spec section 4).
if (readConsent() === 'accepted') initAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
