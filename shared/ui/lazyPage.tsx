// A page whose code is a lazy chunk (the back office loads its screens on demand). React.lazy throws a chunk that
// cannot be fetched into the tree, which took the whole shell down (a blank page, sidebar gone, even once the server
// was back). Here the page's place in the shell says "Can't reach Brigade" with Retry instead, and the chunk is
// fetched again by itself: when the browser is back online, when the tab is shown again, and after a growing delay
// (a server that was down gives no browser event).
import { useEffect, useState, type ComponentType } from 'react';
import { Button } from './Button';
import { ErrorState, Loading } from './Surface';

const CHUNK_UNREACHABLE_TEXT = "Can't reach Brigade";
const CHUNK_UNREACHABLE_DETAIL = 'This page could not be loaded. It opens by itself when the connection returns.';
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

/** The script a failed import names ("Failed to fetch dynamically imported module: https://…/Page-abc.js"). */
function failedScriptUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /(https?:\/\/\S+?\.m?js)\b/.exec(error.message)?.[1] ?? null;
}

function withRetryParameter(href: string, attempt: number): string {
  const url = new URL(href, window.location.href);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/** Stylesheets that failed with the chunk (a link without a sheet) are asked for again, under a new address. */
function reloadFailedStylesheets(attempt: number): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet) continue;
    const again = link.cloneNode() as HTMLLinkElement;
    again.href = withRetryParameter(link.href, attempt);
    link.replaceWith(again);
  }
}

const RELOADED_AT_KEY = 'brigade:page-chunk-reload-at';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/** The server answered this address (any HTTP status): what failed was not the network. */
function wasAnswered(href: string): boolean {
  return performance.getEntriesByName(href).some((entry) => {
    const status = (entry as PerformanceResourceTiming).responseStatus;
    return status === undefined ? (entry as PerformanceResourceTiming).decodedBodySize > 0 : status > 0;
  });
}

/**
 * The chunk came under its new address but the import still failed: a chunk it needs failed with it (and the
 * browser keeps refusing that one's address), or a new version replaced the files. Only a new page fetches those
 * again; at most once a minute, so a server that keeps failing does not make the page reload over and over.
 */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

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
 * The page exported as `exportName` by the chunk `load` fetches (`() => import('./Screen')`, at module level).
 * The browser remembers a module it could not fetch and fails every later import of the same address at once, so a
 * retry imports the chunk under a new address (and asks again for the stylesheets that failed with it). A loaded
 * page is kept for the page's life: a drop afterwards changes nothing.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  exportName: Name,
): ComponentType {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  let failedUrl: string | null = null;
  let attempts = 0;

  function fetchPage(): Promise<ComponentType> {
    if (pending) return pending;
    attempts += 1;
    let imported: Promise<Module>;
    let retryUrl: string | null = null;
    if (failedUrl) {
      reloadFailedStylesheets(attempts);
      retryUrl = withRetryParameter(failedUrl, attempts);
      imported = import(/* @vite-ignore */ retryUrl) as Promise<Module>;
    } else imported = load();
    pending = imported.then(
      (module) => {
        loaded = module[exportName];
        return loaded;
      },
      (error: unknown) => {
        failedUrl = failedScriptUrl(error) ?? failedUrl;
        pending = null;
        if (retryUrl && wasAnswered(retryUrl)) reloadOnce();
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
