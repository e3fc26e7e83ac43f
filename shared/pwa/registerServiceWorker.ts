// The stations (POS, kitchen, board) register the service worker (./sw.ts, served at /sw.js) once the
// first screen is up: a lazy chunk fetched when the browser is idle, importing nothing (so it splits no shared
// chunk off a station's first download). Browsers allow service workers only in a secure context (https, or
// localhost): a station opened over plain http on the LAN has no offline start, but its outbox and cached lists
// (IndexedDB) still work while the page stays open.

/** Where the server answers the worker (the root: its scope is every page). */
const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
    // No worker (an older server, or blocked by the browser): the station works as before, without an offline start.
  });
}
