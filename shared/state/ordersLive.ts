// The state of one live station list (Orders, Kitchen, Your Orders). The list is replaced on every
// refetch, never appended to, so a screen left open all shift holds one list at a time.
import { batch, signal, type Signal } from './signals';

type LiveListStatus = 'loading' | 'ready' | 'error';

export interface LiveListStore<T> {
  /** The last list the server sent (the empty value until then). */
  readonly data: Signal<T>;
  /** 'error' only when nothing was ever loaded; a failed refetch keeps the last list on screen. */
  readonly status: Signal<LiveListStatus>;
  /** True after 5 s without a socket connection, false again once it is back. */
  readonly isConnectionLost: Signal<boolean>;
  readonly isRefreshing: Signal<boolean>;
  /**
   * Since when the list on screen may differ from the server's (ms), or null while it is current:
   * the connection went, a refetch failed, or the list came from the browser's cache (its saved time).
   */
  readonly staleSince: Signal<number | null>;
}

export function createLiveListStore<T>(empty: T): LiveListStore<T> {
  return {
    data: signal<T>(empty),
    status: signal<LiveListStatus>('loading'),
    isConnectionLost: signal(false),
    isRefreshing: signal(false),
    staleSince: signal<number | null>(null),
  };
}

// Writers (the realtime bridge calls these; components only read).

/** A list from the server (`staleSince` null: current) or from the browser's cache (its saved time). */
export function setLiveData<T>(store: LiveListStore<T>, data: T, staleSince: number | null = null): void {
  batch(() => {
    store.data.value = data;
    store.status.value = 'ready';
    store.staleSince.value = staleSince;
  });
}

/** The list on screen stopped following the server at `sinceMs` (an earlier time already set stays). */
export function markLiveStale<T>(store: LiveListStore<T>, sinceMs: number): void {
  if (store.staleSince.value === null) store.staleSince.value = sinceMs;
}

/** A failed load: 'error' when nothing is on screen yet; returns true when a list stays on screen. */
export function setLiveFailed<T>(store: LiveListStore<T>): boolean {
  if (store.status.value === 'ready') return true;
  store.status.value = 'error';
  return false;
}

/** A station opened again after a failed first load starts over as 'loading'. */
export function restartLive<T>(store: LiveListStore<T>): void {
  if (store.status.value === 'error') store.status.value = 'loading';
}

export function setLiveRefreshing<T>(store: LiveListStore<T>, isRefreshing: boolean): void {
  store.isRefreshing.value = isRefreshing;
}

export function setLiveConnectionLost<T>(store: LiveListStore<T>, isLost: boolean): void {
  store.isConnectionLost.value = isLost;
}
