// The last answer of a few GETs, kept in IndexedDB (./idb.ts, a lazy chunk: nothing of it is in a
// station's first download). Saving never blocks or breaks a screen; reading gives null when there is nothing
// (or no IndexedDB: private modes, a first visit).
import type { CachedAnswer, CachedAnswerName } from './idb';

export type { CachedAnswer, CachedAnswerName };

const loadIdb = () => import('./idb');

/** How long a hidden tab (no frames) waits before saving anyway. */
const SAVE_WITHOUT_FRAME_MS = 500;

/**
 * Runs `task` once the frame that shows the answer is drawn: the first save fetches and opens IndexedDB and copies the
 * whole answer, work that would otherwise sit between the answer and its first draw (a 100-table floor, 30 ms at 4×).
 */
function afterNextFrame(task: () => void): void {
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, SAVE_WITHOUT_FRAME_MS);
}

/** `savedAt`: when the answer arrived, for a caller that keeps it a little later (the POS menu). */
export function rememberAnswer(name: CachedAnswerName, data: unknown, savedAt = Date.now()): void {
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
