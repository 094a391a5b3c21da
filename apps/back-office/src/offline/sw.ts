/**
 * The back office's service worker (Workbox): the app's files are kept on the device, so a page
 * reopened without network (a courier's phone in a cellar, a tab the phone closed) still starts.
 * Pages are asked of the server first, and only answered from the device when it cannot be
 * reached; the staff API is never answered from here (its answers are the server's alone).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** Past this wait a page comes from the device: a bad signal should not hang the courier's page. */
const NETWORK_WAIT_SECONDS = 4;

const pages = new NetworkFirst({
  cacheName: 'back-office-pages',
  networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
});

// Registered before the precache's own route, so that a page is fresh whenever the server answers.
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      // Every address is the same page: the one kept with the app's files opens any of them.
      return (await matchPrecache('index.html')) ?? Response.error();
    }
  }),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version takes over at once: its files are the ones the server now has.
void self.skipWaiting();
clientsClaim();
