// A page whose code is a lazy chunk (the back office loads its screens on demand). React.lazy throws a chunk that
// cannot be fetched into the tree, which took the whole shell down (a blank page, sidebar gone, even once the server
// was back). Here the page's place in the shell says "Can't reach Brigade" with Retry instead, and the chunk is
// fetched again by itself: when the browser is back online, when the tab is shown again, and after a growing delay
// (a server that was down gives no browser event).
import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '../Button';
import { retryingImport } from './retryingImport';
import { ErrorState, Loading } from '../Surface';

const CHUNK_UNREACHABLE_TEXT = "Can't reach Brigade";
const CHUNK_UNREACHABLE_DETAIL = 'This page could not be loaded. It opens by itself when the connection returns.';
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

/** Waits for a way back (online, tab shown, the next delay), then calls `retry` once. */
function useRetryWhenBack(isFailed: boolean, failures: number, retry: () => void): void {
  useEffect(() => {
    if (!isFailed) return;
    const delay = RETRY_DELAYS_MS[Math.min(failures - 1, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
    const timer = window.setTimeout(retry, delay);
    const handleVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', handleVisible);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', handleVisible);
    };
  }, [isFailed, failures, retry]);
}

/**
 * The page exported as `exportName` by the chunk `load` fetches (`() => import('./Screen')`, at module level); a
 * retry imports it under a new address (./retryingImport.ts). A loaded page is kept for the page's life: a drop
 * afterwards changes nothing.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  exportName: Name,
): ComponentType {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const importChunk = retryingImport(load);

  function fetchPage(): Promise<ComponentType> {
    pending ??= importChunk().then(
      (module) => {
        loaded = module[exportName];
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function LazyPage() {
    const [Page, setPage] = useState<ComponentType | null>(() => loaded);
    const [isFailed, setIsFailed] = useState(false);
    const [failures, setFailures] = useState(0);
    const [retry] = useState(() => () => setIsFailed(false));

    useEffect(() => {
      if (Page || isFailed) return;
      let isCurrent = true;
      fetchPage().then(
        (page) => {
          if (isCurrent) setPage(() => page);
        },
        () => {
          if (!isCurrent) return;
          setFailures((count) => count + 1);
          setIsFailed(true);
        },
      );
      return () => {
        isCurrent = false;
      };
    }, [Page, isFailed]);
    useRetryWhenBack(isFailed, failures, retry);

    if (Page) return <Page />;
    if (!isFailed) return <Loading />;
    return (
      <ErrorState message={CHUNK_UNREACHABLE_TEXT}>
        <p>{CHUNK_UNREACHABLE_DETAIL}</p>
        <Button variant="secondary" icon="refresh" onClick={retry}>
          Retry
        </Button>
      </ErrorState>
    );
  }
  return LazyPage;
}
