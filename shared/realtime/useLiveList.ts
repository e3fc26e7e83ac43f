// The station side of a live list: on mount, start the list over the page's socket and write every answer
// into the station's store (replacing the list); on unmount, remove every listener and timer.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { restartLive, setLiveConnectionLost, setLiveData, setLiveFailed, setLiveRefreshing, type LiveListStore } from '../state/ordersLive';
import { startLiveList, type LiveList, type NewOrderEvent } from './liveList';
import { getSocket } from './socket';

export interface UseLiveListOptions {
  onNewOrder?: (event: NewOrderEvent) => void;
  /** A refetch failed while a list is on screen (the first load's failure is `status: 'error'`). */
  onRefetchError?: (error: unknown) => void;
}

/** Returns `refresh`: refetch now (coalesced with any refetch already running). */
export function useLiveList<T>(store: LiveListStore<T>, load: () => Promise<T>, options: UseLiveListOptions = {}): () => Promise<void> {
  // The latest callbacks without restarting the list on every render.
  const latest = useRef({ load, options });
  useLayoutEffect(() => {
    latest.current = { load, options };
  });
  const liveRef = useRef<LiveList | null>(null);

  useEffect(() => {
    let isActive = true;
    restartLive(store);
    const live = startLiveList({
      socket: getSocket(),
      async refetch() {
        setLiveRefreshing(store, true);
        try {
          const data = await latest.current.load();
          if (isActive) setLiveData(store, data);
        } catch (error) {
          if (isActive && setLiveFailed(store)) latest.current.options.onRefetchError?.(error);
        } finally {
          setLiveRefreshing(store, false);
        }
      },
      onNewOrder: (event) => latest.current.options.onNewOrder?.(event),
      onConnectionLostChange: (isLost) => setLiveConnectionLost(store, isLost),
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
