/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { prerenderedHomeFile } from '../src/shared/prerendered-files.ts';
import { registerContentPages, registerSpellingRedirects } from './pages.ts';
import { prerenderedPageVariants } from './prerendered.ts';
import { listenForPush } from './push.ts';
import { registerRuntimeRoutes } from './routes.ts';
import { listenForOutboxSync } from './sync.ts';
import { listenForSkipWaiting } from './update.ts';

declare const self: ServiceWorkerGlobalScope;

// The shell, the pre-rendered landing pages, every route chunk, icons and device images, listed by the build.
// A precached page ('/sell-my-device') is answered with its own HTML ('/sell-my-device/index.html').
// (Read once: the build replaces exactly one `self.__WB_MANIFEST`.)
const manifest = self.__WB_MANIFEST;
precache(manifest);
// A page spelt otherwise than the app links it ('/quote/index.html', '/%71uote') goes to its own address first.
registerSpellingRedirects(manifest);
// '/' is the pre-rendered home page, not the shell Workbox's directoryIndex would find (dist/index.html): first.
registerRoute(({ request, url }) => request.mode === 'navigate' && url.pathname === '/', createHandlerBoundToURL(`/${prerenderedHomeFile}`));
addRoute({ urlManipulation: prerenderedPageVariants });
cleanupOutdatedCaches();
// The content pages ('/help', ...): their HTML once visited, else the shell renders them.
registerContentPages(manifest);

// Any other page opens offline: navigations get the precached shell, but never the API.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

registerRuntimeRoutes();
// On a first visit the page that registered the worker is not controlled by it: without this, its later route chunks
// go to the network even once everything is precached, and Select offline after 'Save for offline' failed to load
// its page. Pages an older worker controls are not concerned (an update still waits for Reload: update.ts).
clientsClaim();
listenForSkipWaiting();
listenForOutboxSync();
listenForPush();
