/// <reference lib="webworker" />
// The game's service worker, built by vite-plugin-pwa (injectManifest) into dist/sw.js. What it
// caches and how a new build is picked up: docs/operations.md, "Installable game and updates".
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** How long a start waits for the server before it starts from the cached page. */
const NAVIGATION_TIMEOUT_MS = 8000;

/**
 * Starting the game is a navigation: it asks the server first, so an online start always gets the
 * newest build (and the reload of an outdated page, §8, really updates it). Only when the server
 * cannot be reached does the cached page start the game, from the cached assets. The API, its
 * documentation and the legal pages are never answered from here.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request, { signal: AbortSignal.timeout(NAVIGATION_TIMEOUT_MS) });
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/legal\//] },
  ),
);

// The build's files (hashed names: a name never changes its content) answer from the cache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new build's worker takes over at once; a page already running keeps what it has loaded.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
