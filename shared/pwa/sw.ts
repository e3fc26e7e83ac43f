// The stations' service worker (served at /sw.js, scope '/'; built by vite-plugin-pwa in the last build
// pass, which injects the precache list). What it does, and only this:
//  - precaches the station pages (POS, kitchen, board, print popups: ./offlinePages.ts) and every script and style
//    they can load, so a reload without network still opens them;
//  - navigations to those pages go to the network first (the HTML is no-cache, so online nothing changes), and
//    fall back to the cached page when the network fails, answers 5xx or takes more than 4 s;
//  - assets come from the precache (content-hashed names), anything else from the network.
// It never answers /api/v1 or /socket.io: API data offline comes from the stations' own IndexedDB cache, shown
// with its age ("menu from 14:05", "stale since 14:05"), never passed off as a fresh answer.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { offlinePageFor } from './offlinePages';

// The DOM lib is the project's; only what this worker uses of its own global scope is declared here.
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
};

const NAVIGATION_TIMEOUT_MS = 4_000;

async function fetchWithin(request: Request, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

async function handleNavigation({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const cachedPage = offlinePageFor(url.pathname);
  if (!cachedPage) return fetch(request);
  let response: Response | null = null;
  let failure: unknown = null;
  try {
    response = await fetchWithin(request, NAVIGATION_TIMEOUT_MS);
    // A server that answers at all is the truth, except a balancer's "no node up" (502/503/504).
    if (response.status < 500) return response;
  } catch (error) {
    failure = error;
  }
  const cached = await matchPrecache(cachedPage);
  if (cached) return cached;
  if (response) return response;
  throw failure;
}

// A new build takes over at once: its pages and assets replace the old ones (old hashed files are gone from
// the server anyway).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Registered before the precache route, so the navigation route (network first) wins for page URLs.
registerRoute(new NavigationRoute(handleNavigation));
// Workbox's injection point: the build replaces it with the precache list (its name is fixed by Workbox).
// oxlint-disable-next-line no-underscore-dangle
precacheAndRoute(self.__WB_MANIFEST);
