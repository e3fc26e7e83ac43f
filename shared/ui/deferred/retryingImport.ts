// A lazy chunk that can be fetched again after a failure. The browser remembers a module it could not fetch and fails
// every later import of the same address at once (Chromium does, measured), so an import that failed is tried again
// under a new address, and the stylesheets that failed with it are asked for again too. If the chunk then comes but
// the import still fails, a chunk it needs failed with it (the browser keeps refusing that one's address) or a new
// version replaced the files: only a new page fetches those again, at most once a minute, so a server that keeps
// failing does not make the page reload over and over.

const RELOADED_AT_KEY = 'brigade:page-chunk-reload-at';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

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

/** The server answered this address (any HTTP status): what failed was not the network. */
function wasAnswered(href: string): boolean {
  return performance.getEntriesByName(href).some((entry) => {
    const status = (entry as PerformanceResourceTiming).responseStatus;
    return status === undefined ? (entry as PerformanceResourceTiming).decodedBodySize > 0 : status > 0;
  });
}

function reloadOnce(): void {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}

/**
 * `load` is the chunk's import (`() => import('./Screen')`). The function returned imports it; after a failure, each
 * call imports it under a new address. The caller decides when to call again (and keeps what it loaded).
 * `reloadWhenStuck`: a page (nothing on it yet to lose) reloads when only a new page can fetch the chunk; a dialog
 * inside a screen does not (a cashier's cart is on it), and its caller reports the failure.
 */
export function retryingImport<Module>(load: () => Promise<Module>, { reloadWhenStuck = true } = {}): () => Promise<Module> {
  let failedUrl: string | null = null;
  let attempts = 0;
  return () => {
    attempts += 1;
    let retryUrl: string | null = null;
    let imported: Promise<Module>;
    if (failedUrl) {
      reloadFailedStylesheets(attempts);
      retryUrl = withRetryParameter(failedUrl, attempts);
      imported = import(/* @vite-ignore */ retryUrl) as Promise<Module>;
    } else imported = load();
    return imported.catch((error: unknown) => {
      failedUrl = failedScriptUrl(error) ?? failedUrl;
      if (reloadWhenStuck && retryUrl && wasAnswered(retryUrl)) reloadOnce();
      throw error;
    });
  };
}
