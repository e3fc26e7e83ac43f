// Every station says where it stands: what the page knows about its link to the server, from three
// witnesses: the browser (navigator.onLine and its online/offline events: instant when the Wi-Fi drops), every
// API answer (shared/api/http.ts reports each one) and the realtime socket (shared/realtime/connection.ts).
// The status chip (shared/shell/StatusChip.tsx) and the stations read `connectionStatus`; only the writers
// below change these signals.
import { computed, signal } from './signals';

export type ConnectionState = 'online' | 'reconnecting' | 'offline';

export interface ConnectionStatus {
  state: ConnectionState;
  /** When contact was lost (null while online): the chip counts the seconds since. */
  lostSinceMs: number | null;
}

/**
 * Without contact for this long, "reconnecting" becomes "offline" (a blip is not an outage).
 * @internal Exported for tests: the tests advance the clock by it.
 */
export const RECONNECTING_FOR_MS = 30_000;

const browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine !== false;

export const isBrowserOnline = signal(browserOnline);
/** The last API call got an answer from Brigade. */
const isApiReachable = signal(true);
/** The page's socket is connected, or the page does not use one, or it is still making its first connection. */
const isSocketUp = signal(true);
/**
 * When the page last lost contact (any witness); null while all is well.
 * @internal Exported for tests: the tests set when the connection was lost.
 */
export const lostSinceMs = signal<number | null>(browserOnline ? null : Date.now());
/** Ticks once a second while not online (shared/realtime/connection.ts), so the seconds stay current. */
export const connectionClockMs = signal(Date.now());

export const connectionStatus = computed<ConnectionStatus>(() => {
  const isUp = isBrowserOnline.value && isApiReachable.value && isSocketUp.value;
  if (isUp) return { state: 'online', lostSinceMs: null };
  const since = lostSinceMs.value ?? connectionClockMs.value;
  if (!isBrowserOnline.value) return { state: 'offline', lostSinceMs: since };
  return { state: connectionClockMs.value - since < RECONNECTING_FOR_MS ? 'reconnecting' : 'offline', lostSinceMs: since };
});

export const isOnline = computed(() => connectionStatus.value.state === 'online');

function settle(now: number): void {
  const isUp = isBrowserOnline.value && isApiReachable.value && isSocketUp.value;
  if (isUp) lostSinceMs.value = null;
  else if (lostSinceMs.value === null) lostSinceMs.value = now;
  connectionClockMs.value = now;
}

// Writers (the API client, the socket watcher and the browser events call these).

export function reportApiContact(isReachable: boolean, now = Date.now()): void {
  if (isApiReachable.value === isReachable) return;
  isApiReachable.value = isReachable;
  settle(now);
}

export function reportSocketUp(isUp: boolean, now = Date.now()): void {
  if (isSocketUp.value === isUp) return;
  isSocketUp.value = isUp;
  settle(now);
}

export function reportBrowserOnline(isOnlineNow: boolean, now = Date.now()): void {
  if (isBrowserOnline.value === isOnlineNow) return;
  isBrowserOnline.value = isOnlineNow;
  settle(now);
}

export function tickConnectionClock(now = Date.now()): void {
  connectionClockMs.value = now;
}
