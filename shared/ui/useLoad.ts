// Loading a screen's data: 'loading' first, then 'ready' or 'error' (spec 8 load-failure texts are the
// caller's). `reload()` keeps the current data on screen while it runs (spec 7: lists reload after
// each change) and only the latest answer is applied.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export interface Loaded<T> {
  state: LoadState<T>;
  reload: () => Promise<void>;
  /** Local edits (optimistic updates) to the loaded data. */
  update: (change: (data: T) => T) => void;
}

type LoadKey = string | number;

const LOADING = { status: 'loading' } as const;

/** `key` restarts the load from 'loading' when it changes (e.g. another item id). */
export function useLoad<T>(load: () => Promise<T>, key: LoadKey = ''): Loaded<T> {
  // The state remembers which key it belongs to: another key reads as 'loading' until its answer.
  const [entry, setEntry] = useState<{ key: LoadKey; state: LoadState<T> }>({ key, state: LOADING });
  const loadRef = useRef(load);
  const latestRef = useRef(0);

  useLayoutEffect(() => {
    loadRef.current = load;
  });

  const fetchFor = useCallback(async (forKey: LoadKey) => {
    const ticket = ++latestRef.current;
    let next: LoadState<T>;
    try {
      next = { status: 'ready', data: await loadRef.current() };
    } catch (error) {
      next = { status: 'error', error };
    }
    if (ticket === latestRef.current) setEntry({ key: forKey, state: next });
  }, []);

  useEffect(() => {
    void fetchFor(key);
    return () => {
      // Answers arriving after unmount (or for an older key) are dropped.
      latestRef.current += 1;
    };
  }, [key, fetchFor]);

  const reload = useCallback(() => fetchFor(key), [fetchFor, key]);

  const update = useCallback((change: (data: T) => T) => {
    setEntry((current) =>
      current.state.status === 'ready' ? { key: current.key, state: { status: 'ready', data: change(current.state.data) } } : current,
    );
  }, []);

  return { state: entry.key === key ? entry.state : LOADING, reload, update };
}
