/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { prerenderedPageVariants } from './prerendered.ts';
import { registerRuntimeRoutes } from './routes.ts';
import { listenForOutboxSync } from './sync.ts';
import { listenForSkipWaiting } from './update.ts';

declare const self: ServiceWorkerGlobalScope;

// The shell, the pre-rendered pages, every route chunk, icons and device images, listed by the build.
// A pre-rendered page ('/help') is answered with its own HTML ('/help/index.html').
precacheAndRoute(self.__WB_MANIFEST, { urlManipulation: prerenderedPageVariants });
cleanupOutdatedCaches();

// Any other page opens offline: navigations get the precached shell, but never the API.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

registerRuntimeRoutes();
listenForSkipWaiting();
listenForOutboxSync();
