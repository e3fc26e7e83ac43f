// Code a first screen does not need (dialogs, quick navigation, the toaster, the create-order checks)
// lives in lazy chunks. These helpers fetch such a chunk when the browser is idle, so it is normally in before it
// is wanted (and still there if the network drops later), and load it in a component on demand.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { retryingImport } from './retryingImport';

const IDLE_TIMEOUT_MS = 2_000;
/** Safari before 18 has no requestIdleCallback: a moment after the first screen's own work is a fair stand-in. */
const IDLE_FALLBACK_MS = 500;

/** Runs `task` when the browser is idle; returns a cancel function, for effects. */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}

/**
 * Each loader's import, fetched again under a new address after a failure (./retryingImport.ts): the browser fails
 * every later import of an address it could not fetch, so a preload refused while the network was away would
 * otherwise refuse the dialog for the rest of the page's life.
 */
const retryingLoads = new WeakMap<() => Promise<unknown>, () => Promise<unknown>>();

function importOnceMore<M>(load: () => Promise<M>): Promise<M> {
  let retrying = retryingLoads.get(load);
  if (!retrying) {
    retrying = retryingImport(load, { reloadWhenStuck: false });
    retryingLoads.set(load, retrying);
  }
  return retrying() as Promise<M>;
}

/** Fetches lazy chunks when idle. A failure is ignored: the import runs again when the chunk is really needed. */
export function preloadWhenIdle(...loaders: (() => Promise<unknown>)[]): () => void {
  return whenIdle(() => {
    for (const load of loaders) void importOnceMore(load).catch(() => undefined);
  });
}

const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * The module `load` resolves to, once `isNeeded` has asked for it (null until then, and while it loads).
 * `load` must be a stable, module-level function and a plain import (`() => import('./Dialog')`: a retry imports the
 * chunk's own address). Unlike React.lazy, a failed fetch (offline) does not throw
 * into the tree: `onFailure` runs and the next `isNeeded` tries again. Works the same under preact/compat.
 */
export function useLazyModule<M>(load: () => Promise<M>, isNeeded: boolean, onFailure: (error: unknown) => void): M | null {
  const [module, setModule] = useState<M | null>(() => (loadedModules.get(load) as M | undefined) ?? null);
  const latestOnFailure = useRef(onFailure);
  useLayoutEffect(() => {
    latestOnFailure.current = onFailure;
  });

  useEffect(() => {
    if (!isNeeded || module) return;
    let isCurrent = true;
    importOnceMore(load).then(
      (loaded) => {
        loadedModules.set(load, loaded);
        if (isCurrent) setModule(() => loaded);
      },
      (error: unknown) => {
        if (isCurrent) latestOnFailure.current(error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, module, load]);

  return module;
}
