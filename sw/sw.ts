/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerRuntimeRoutes } from './routes.ts';
import { listenForSkipWaiting } from './update.ts';

declare const self: ServiceWorkerGlobalScope;

// The shell, every route chunk, icons and device images, listed by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page opens offline: navigations get the precached shell, but never the API.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

registerRuntimeRoutes();
listenForSkipWaiting();
