// The pages the service worker keeps for a start without network: which cached page a navigation falls
// back to. The build's copy of the same list (which HTML entry the server answers at each URL) is vite.config.ts
// PRECACHED_PAGES; ./offlinePages.test.ts checks they agree.
// Only the stations that must keep working through a drop: POS (and Orders, the same bundle), kitchen,
// public board and the print popups. The back office always needs the server.
import { PAGES, PUBLIC_PATHS, stationForPath, type Station } from '../domain/navigation/sitemap';

interface OfflinePage {
  station: Station;
  /** The HTML entry the server answers this URL with (dist/entries/<entry>.html). */
  entry: string;
  /** The URL the page is cached under (and fetched from when the worker installs). */
  url: string;
}

/** @internal Exported for tests: the tests check every page it lists. */
export const OFFLINE_PAGES: readonly OfflinePage[] = [
  { station: 'pos', entry: 'pos', url: PAGES.pos.path },
  { station: 'kitchen', entry: 'kitchen', url: PAGES.kitchen.path },
  { station: 'display', entry: 'display', url: PAGES.publicDisplay.path },
  { station: 'print-receipt', entry: 'print-receipt', url: PUBLIC_PATHS.printReceipt },
  { station: 'print-token', entry: 'print-token', url: PUBLIC_PATHS.printToken },
];

/** The cached page a navigation to `pathname` may fall back to offline (Orders → the POS page), or null. */
export function offlinePageFor(pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const station = stationForPath(clean);
  return OFFLINE_PAGES.find((page) => page.station === station)?.url ?? null;
}
