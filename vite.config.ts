import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './scripts/prerender.ts';
import { preloadHelperWithoutCss } from './scripts/preload-helper-without-css.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { reactSentinelsWithoutStacks } from './scripts/react-sentinels.ts';
import { piecesImportChunks } from './scripts/pieces-import-chunks.ts';
import { routePreloads } from './scripts/route-preloads.ts';
import { preloadedPages } from './src/app/preloaded-pages.ts';
import { prerenderedFile, prerenderedPaths } from './src/prerender/routes.ts';

// The API runs on the same origin in production; in `npm run dev` Vite proxies /api to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // React DOM's module-level sentinels made without an Error's stack (docs/decisions/199).
    reactSentinelsWithoutStacks(),
    // React Router's production build, which its package does not export (docs/decisions/211).
    reactRouterProduction(),
    // Vite's preload helper as the one thing it does here, running the import: no later chunk has a stylesheet (decision 211).
    preloadHelperWithoutCss(),
    // The pages the shell renders in the browser fetch their chunks at once, not as a waterfall (issue 15).
    piecesImportChunks(fileURLToPath(new URL('.', import.meta.url)), 'src/app/module-pieces.ts'),
    routePreloads(fileURLToPath(new URL('.', import.meta.url)), preloadedPages, 'src/app/module-pieces.ts'),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'QuickMobile Trade: sell your phone, tablet, laptop or watch',
        short_name: 'QuickMobile',
        description: 'Instant trade-in quotes for used, cracked or faulty devices. Free tracked postage, paid by bank transfer. Works offline.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#0b5cad',
        lang: 'en-GB',
        categories: ['shopping', 'utilities'],
        icons: [
          { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A long press on the icon (Android, Windows, ChromeOS): straight to the catalogue or the seller's orders.
        shortcuts: [
          {
            name: 'Sell a device',
            short_name: 'Sell',
            url: '/sell-my-device',
            icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My trade-ins',
            short_name: 'Trade-ins',
            url: '/dashboard',
            icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // A competitor's quote shared from another app opens Challenge Us filled in (docs/decisions/112-app-like-extras.md).
        // The enctype is the default, said so Chromium stops warning about it in every page's console (an outside review).
        share_target: {
          action: '/best-price-promise',
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          params: { title: 'title', text: 'text', url: 'url' },
        },
      },
      injectManifest: {
        // Shell, pre-rendered pages, route chunks, icons and device images: everything needed offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,txt}', 'prerendered/*.json'],
        // Social preview and the source logo are for crawlers and builds, not for offline use. The content pages'
        // HTML is kept once visited, and the shell renders them offline (docs/decisions/135-precache-shell-and-landing-pages.md).
        globIgnores: ['og-image.png', 'logo.svg', ...prerenderedPaths.map(prerenderedFile)],
      },
      devOptions: { enabled: false },
      // The static pages are rendered to HTML after the app is built and before the worker's precache list is.
      integration: {
        beforeBuildServiceWorker: async (options) => {
          await prerenderPages({ root: fileURLToPath(new URL('.', import.meta.url)), outDir: options.injectManifest.globDirectory });
        },
      },
    }),
  ],
  // The import alias (tsconfig.base.json `paths`): `@/...` is src/, `@server/...` is server/.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@server\//, replacement: fileURLToPath(new URL('./server/', import.meta.url)) },
    ],
  },
  server: { proxy: { '/api': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser that runs the app supports modulepreload: the polyfill would only add to the first load.
    modulePreload: false,
    rollupOptions: {
      output: {
        // The first view's libraries as two files instead of a spray of small shared chunks (each file costs its own
        // request and compresses alone): React with its scheduler, and TanStack Query (docs/decisions/100).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // zod (loaded after the first view) as three chunks: its core's schema types with what they import, the rest
            // of its core, and the classic API; src/app/module-pieces.ts evaluates them in three idle moments, where
            // together they were one task over 50 ms at 4x CPU (docs/decisions/175-zod-in-pieces.md).
            { name: 'zod-schemas', test: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/](schemas|compile)\.js$/ },
            { name: 'zod-core', test: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The small modules every first view runs (shared with later routes, so each was a chunk of its own):
            // one file, compressed as one (about 1 KB gzip less than 16 files, and 15 requests fewer).
            {
              name: 'shell',
              test: /[\\/]src[\\/](shared[\\/](auth[\\/]session-hint|site|paths|devices[\\/]display-name)|lib[\\/](consent|send-event|analytics|api[\\/](reachability|api-error|refetch-when-reachable)|install-prompt|after-first-view|yield-to-browser|use-slow|catalogue-snapshot|use-prerendering|query-keys|auth[\\/]auth-context)|offline[\\/]outbox[\\/]signals|components[\\/](visually-hidden|spinner|button|toast|product-icons|seo|icons|button-link|sell-this-phone[\\/]sell-this-phone-later))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], setupFiles: ['tests/setup/fail-on-console.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // A whole app rendered in jsdom takes 1-3 s; under a clean clone's full load two such tests passed 5 s.
          testTimeout: 15_000,
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // One test per finding of the attack on the running server (issue 13); `npm test` runs them.
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
