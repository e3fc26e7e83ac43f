// Spec 4 "after each change the lists reload", 7 Realtime, reconnection: a station list kept live over the
// page's one socket. It connects manually, once its first list is drawn; refetches on `new_order` / `order_update`
// (bursts coalesced into one call, at most one call in flight plus one queued), refetches on every (re)connection,
// and reports "connection lost" after `lostAfterMs` without a connection, cleared when it is back.
//
// Two cases socket.io does not recover by itself, both real over a shift:
//  - the server shut down cleanly (`io server disconnect`): no automatic reconnection;
//  - the handshake was refused (`connect_error` with `socket.active` false), e.g. the 15-minute access cookie
//    expired while the server was away. A refetch first (the API client refreshes the session on its 401),
//    then a manual connect, with a growing delay.
// A refetch that fails is tried again with the same growing delay until one succeeds (before, a failed
// refetch after a reconnection left the old list up until the next event, however long that took).
import { afterNextFrame } from '../ui/deferred/afterNextFrame';
import type { PageSocket } from './socket';

/**
 * What the helper needs of a socket (the page's socket, or a fake one in tests).
 * @internal Exported for tests: the tests give the list a fake socket of this shape.
 */
export type LiveSocket = Pick<PageSocket, 'connected' | 'active' | 'connect' | 'on' | 'off'>;

export interface NewOrderEvent {
  tokenNo: number;
  orderId: number;
}

export interface LiveListOptions {
  socket: LiveSocket;
  /** Loads the list and applies it (replacing the previous one). Failures are the caller's to show. */
  refetch: () => Promise<unknown>;
  /** Before the refetch a `new_order` triggers (the Orders screen and the kitchen play a sound). */
  onNewOrder?: (event: NewOrderEvent) => void;
  /** `sinceMs`: when the connection went (or when the first connection was first awaited). */
  onConnectionLostChange?: (isLost: boolean, sinceMs: number) => void;
  /** Events arriving within this window share one refetch. */
  coalesceMs?: number;
  /** The banner shows after 5 s without a connection. */
  lostAfterMs?: number;
  /** Delays of the manual reconnections and of the tries after a failed refetch, the last one repeating. */
  retryDelaysMs?: readonly number[];
}

export interface LiveList {
  /** Refetch now (the Refresh button, after the station's own change). */
  refresh: () => Promise<void>;
  /** Removes every listener and timer; the socket itself stays up for the rest of the page. */
  stop: () => void;
}

const LIVE_LIST_DEFAULTS = {
  /** The connect request waits for the first load at most this long (a slow first answer does not hold it). */
  connectWithinMs: 1_000,
  coalesceMs: 150,
  lostAfterMs: 5_000,
  retryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000],
} as const;

function clearTimer(timer: ReturnType<typeof setTimeout> | null): null {
  if (timer) clearTimeout(timer);
  return null;
}

export function startLiveList(options: LiveListOptions): LiveList {
  const { socket } = options;
  const coalesceMs = options.coalesceMs ?? LIVE_LIST_DEFAULTS.coalesceMs;
  const lostAfterMs = options.lostAfterMs ?? LIVE_LIST_DEFAULTS.lostAfterMs;
  const retryDelaysMs = options.retryDelaysMs ?? LIVE_LIST_DEFAULTS.retryDelaysMs;

  let isStopped = false;
  let isLost = false;
  let lostTimer: ReturnType<typeof setTimeout> | null = null;
  let coalesceTimer: ReturnType<typeof setTimeout> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let reconnectAttempt = 0;
  let refetchRetryTimer: ReturnType<typeof setTimeout> | null = null;
  let failedRefetches = 0;
  let inFlight: Promise<void> | null = null;
  let isQueued = false;
  /** When the connection went (or the first one was first awaited). */
  let goneSinceMs = Date.now();

  function setLost(next: boolean) {
    if (isLost === next) return;
    isLost = next;
    options.onConnectionLostChange?.(next, goneSinceMs);
  }

  function armLostTimer() {
    if (isStopped || isLost || lostTimer) return;
    goneSinceMs = Date.now();
    lostTimer = setTimeout(() => {
      lostTimer = null;
      if (!socket.connected) setLost(true);
    }, lostAfterMs);
  }

  function scheduleRefetchRetry() {
    if (isStopped || refetchRetryTimer) return;
    const delay = retryDelaysMs[Math.min(failedRefetches, retryDelaysMs.length - 1)] ?? 5_000;
    failedRefetches += 1;
    refetchRetryTimer = setTimeout(() => {
      refetchRetryTimer = null;
      void runRefetch();
    }, delay);
  }

  /** One call at a time; anything asked meanwhile becomes one more call after it. */
  function runRefetch(): Promise<void> {
    if (isStopped) return Promise.resolve();
    if (inFlight) {
      isQueued = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        await options.refetch();
        failedRefetches = 0;
        refetchRetryTimer = clearTimer(refetchRetryTimer);
      } catch {
        // The caller shows its own load error (and keeps the last list, marked stale); try again by itself.
        scheduleRefetchRetry();
      } finally {
        inFlight = null;
        if (isQueued && !isStopped) {
          isQueued = false;
          requestRefetch();
        }
      }
    })();
    return inFlight;
  }

  function requestRefetch() {
    if (isStopped || coalesceTimer) return;
    coalesceTimer = setTimeout(() => {
      coalesceTimer = null;
      void runRefetch();
    }, coalesceMs);
  }

  function scheduleManualReconnect() {
    if (isStopped || reconnectTimer) return;
    const delay = retryDelaysMs[Math.min(reconnectAttempt, retryDelaysMs.length - 1)] ?? 5_000;
    reconnectAttempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (isStopped || socket.connected || socket.active) return;
      // The refetch renews an expired session (the client refreshes on 401) before the new handshake.
      void runRefetch().then(() => {
        if (!isStopped && !socket.connected && !socket.active) socket.connect();
      });
    }, delay);
  }

  const handleConnect = () => {
    lostTimer = clearTimer(lostTimer);
    reconnectTimer = clearTimer(reconnectTimer);
    reconnectAttempt = 0;
    setLost(false);
    // Whatever happened while away (or between the first load and joining the rooms) is refetched.
    requestRefetch();
  };

  const handleDisconnect = (reason: string) => {
    armLostTimer();
    // A clean server shutdown is not retried by socket.io; a client-side disconnect (sign-out) is left alone.
    if (reason === 'io server disconnect') scheduleManualReconnect();
  };

  const handleConnectError = () => {
    armLostTimer();
    if (!socket.active) scheduleManualReconnect();
  };

  const handleNewOrder = (event: NewOrderEvent) => {
    options.onNewOrder?.(event);
    requestRefetch();
  };

  const handleOrderUpdate = () => {
    requestRefetch();
  };

  socket.on('connect', handleConnect);
  socket.on('disconnect', handleDisconnect);
  socket.on('connect_error', handleConnectError);
  socket.on('new_order', handleNewOrder);
  socket.on('order_update', handleOrderUpdate);

  // Spec 4: connected manually, never automatically. A socket refused earlier is not `active`. The first connect
  // request waits for the frame that draws the first load, so the socket.io client's evaluation and handshake (15 ms
  // of a 100-table floor's first draw at 4×) come after it; whatever changes meanwhile is refetched on connect.
  let isConnectAsked = false;
  const connectOnce = () => {
    if (isConnectAsked || isStopped) return;
    isConnectAsked = true;
    if (!socket.connected && !socket.active) socket.connect();
  };
  void runRefetch().then(() => afterNextFrame(connectOnce));
  const connectTimer = setTimeout(connectOnce, LIVE_LIST_DEFAULTS.connectWithinMs);
  if (!socket.connected) armLostTimer();

  return {
    refresh: () => runRefetch(),
    stop() {
      isStopped = true;
      clearTimeout(connectTimer);
      lostTimer = clearTimer(lostTimer);
      coalesceTimer = clearTimer(coalesceTimer);
      reconnectTimer = clearTimer(reconnectTimer);
      refetchRetryTimer = clearTimer(refetchRetryTimer);
      socket.off('connect', handleConnect);
      socket.off('disconnect', handleDisconnect);
      socket.off('connect_error', handleConnectError);
      socket.off('new_order', handleNewOrder);
      socket.off('order_update', handleOrderUpdate);
    },
  };
}
