// The station side of a live list: on mount, start the list over the page's socket and write every answer
// into the station's store (replacing the list); on unmount, remove every listener and timer.
// The list is kept in the browser (`cacheName`) and shown, marked "stale since", when the server cannot
// be reached at the first load; any list that stops following the server is marked stale with the time it
// stopped; and orders never shown before are announced once each (`onNewOrders`), however the list arrived.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { recallAnswer, rememberAnswer, type CachedAnswerName } from '../offline/answerCache';
import {
  markLiveStale,
  restartLive,
  setLiveConnectionLost,
  setLiveData,
  setLiveFailed,
  setLiveRefreshing,
  type LiveListStore,
} from '../state/ordersLive';
import { startLiveList, type LiveList, type NewOrderEvent } from './liveList';
import { createNewOrderTracker } from './newOrders';
import { getSocket } from './socket';

export interface UseLiveListOptions<T> {
  onNewOrder?: (event: NewOrderEvent) => void;
  /** A refetch failed while a current list is on screen (not repeated while it stays stale). */
  onRefetchError?: (error: unknown) => void;
  /** Keep the last list in the browser; the first load falls back to it when the server cannot be reached. */
  cacheName?: CachedAnswerName;
  /** The order ids of a list, for `onNewOrders`. */
  orderIdsOf?: (data: T) => readonly number[];
  /** Orders in the new list never shown before on this screen (not called for the first list). */
  onNewOrders?: (orderIds: number[]) => void;
}

/** Returns `refresh`: refetch now (coalesced with any refetch already running). */
export function useLiveList<T>(store: LiveListStore<T>, load: () => Promise<T>, options: UseLiveListOptions<T> = {}): () => Promise<void> {
  // The latest callbacks without restarting the list on every render.
  const latest = useRef({ load, options });
  useLayoutEffect(() => {
    latest.current = { load, options };
  });
  const liveRef = useRef<LiveList | null>(null);

  useEffect(() => {
    let isActive = true;
    let isLost = false;
    let lastLoadedAt = 0;
    const isReady = () => store.status.value === 'ready';
    const tracker = createNewOrderTracker();
    const { cacheName } = latest.current.options;

    function show(data: T, staleSince: number | null) {
      setLiveData(store, data, staleSince);
      const { orderIdsOf, onNewOrders } = latest.current.options;
      if (!orderIdsOf) return;
      const fresh = tracker.observe(orderIdsOf(data));
      if (fresh.length > 0) onNewOrders?.(fresh);
    }

    restartLive(store);
    const live = startLiveList({
      socket: getSocket(),
      async refetch() {
        setLiveRefreshing(store, true);
        try {
          const data = await latest.current.load();
          if (!isActive) return;
          lastLoadedAt = Date.now();
          // Loaded while the socket is away: current now, but it will not follow the next changes.
          show(data, isLost ? lastLoadedAt : null);
          if (cacheName) rememberAnswer(cacheName, data);
        } catch (error) {
          if (isActive) {
            if (!isReady() && cacheName) {
              const cached = await recallAnswer<T>(cacheName);
              if (cached && isActive && !isReady()) show(cached.data, cached.savedAt);
            }
            const wasCurrent = isReady() && store.staleSince.value === null;
            if (isReady()) markLiveStale(store, Date.now());
            if (setLiveFailed(store) && wasCurrent) latest.current.options.onRefetchError?.(error);
          }
          // The live list tries again by itself, with a growing delay.
          throw error;
        } finally {
          setLiveRefreshing(store, false);
        }
      },
      onNewOrder: (event) => latest.current.options.onNewOrder?.(event),
      onConnectionLostChange(lost, sinceMs) {
        isLost = lost;
        setLiveConnectionLost(store, lost);
        if (lost && isReady()) markLiveStale(store, Math.max(sinceMs, lastLoadedAt));
      },
    });
    liveRef.current = live;
    return () => {
      isActive = false;
      live.stop();
      liveRef.current = null;
      setLiveConnectionLost(store, false);
    };
  }, [store]);

  return useCallback(() => liveRef.current?.refresh() ?? Promise.resolve(), []);
}
