// The last answer of a few GETs, kept in IndexedDB (./idb.ts, a lazy chunk: nothing of it is in a
// station's first download). Saving never blocks or breaks a screen; reading gives null when there is nothing
// (or no IndexedDB: private modes, a first visit).
import { afterNextFrame } from '../ui/deferred/afterNextFrame';
import type { CachedAnswer, CachedAnswerName } from './idb';

export type { CachedAnswer, CachedAnswerName };

const loadIdb = () => import('./idb');

/** `savedAt`: when the answer arrived, for a caller that keeps it a little later (the POS menu). */
export function rememberAnswer(name: CachedAnswerName, data: unknown, savedAt = Date.now()): void {
  // The first save fetches and opens IndexedDB and copies the whole answer: 30 ms at 4× for a 100-table floor, kept out
  // of the time between the answer and its first draw.
  afterNextFrame(() => {
    void loadIdb()
      .then((idb) => idb.saveAnswer(name, data, savedAt))
      .catch(() => undefined);
  });
}

export async function recallAnswer<T>(name: CachedAnswerName): Promise<CachedAnswer<T> | null> {
  try {
    return await (await loadIdb()).readAnswer<T>(name);
  } catch {
    return null;
  }
}
