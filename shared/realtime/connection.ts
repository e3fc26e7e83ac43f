// Keeps shared/state/connection current for the stations that show where they stand (POS and Orders,
// kitchen, board): the browser's online/offline events (instant when the Wi-Fi drops), the page socket's
// connect/disconnect (instant when the server stops or restarts), and a clock ticking once a second while not
// online so the chip can count. API answers report themselves (shared/api/http.ts). Started once per page, by the
// lazy chunk that also holds the chip (shared/shell/stationStatus.ts).
import { onApiContact } from '../api/http';
import { effect } from '../state';
import { isOnline, reportApiContact, reportBrowserOnline, reportSocketUp, tickConnectionClock } from '../state/connection';
import { getSocket } from './socket';

/** A page opening is not "reconnecting": the socket counts as down only after this without a first connection. */
const FIRST_CONNECTION_GRACE_MS = 5_000;

let isWatching = false;

export function watchConnection(): void {
  if (isWatching || typeof window === 'undefined') return;
  isWatching = true;
  onApiContact((isReachable) => reportApiContact(isReachable));
  window.addEventListener('online', () => reportBrowserOnline(true));
  window.addEventListener('offline', () => reportBrowserOnline(false));

  if (!navigator.onLine) reportBrowserOnline(false);

  const socket = getSocket();
  socket.on('connect', () => reportSocketUp(true));
  socket.on('disconnect', () => reportSocketUp(false));
  socket.on('connect_error', () => reportSocketUp(false));
  // Started when the page is idle (a lazy chunk): the grace counts from the page's start.
  const graceLeftMs = Math.max(0, FIRST_CONNECTION_GRACE_MS - performance.now());
  setTimeout(() => {
    if (!socket.connected) reportSocketUp(false);
  }, graceLeftMs);

  let clock: ReturnType<typeof setInterval> | null = null;
  effect(() => {
    if (isOnline.value) {
      if (clock) clearInterval(clock);
      clock = null;
    } else if (!clock) {
      clock = setInterval(() => tickConnectionClock(), 1_000);
    }
  });
}
