// Spec 2.5 / 7 GET /pos/init, with a cached start: every answer is kept in the browser; when the server cannot
// be reached (or fails), the POS opens with the last one kept on this device, and says how old it is. Totals on
// it come from the shared totals engine as always; the server reprices and checks every order when it gets it.
import { hasAuthFlag } from '../../../shared/api/authFlag';
import type { ApiError } from '../../../shared/api/errors';
import { getPosInit, type PosInit } from '../../../shared/api/pos';
import { hasAnyScope } from '../../../shared/domain/access/scopes';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { recallAnswer, rememberAnswer } from '../../../shared/offline/answerCache';
import { sessionUser } from '../../../shared/state/session';
import { whenIdleAfterFirstInput } from './firstInput';

/** Without a first tap or key, the menu is kept for offline starts after this long anyway. */
const KEEP_MENU_WITHOUT_INPUT_MS = 3_000;

export interface LoadedPosInit {
  init: PosInit;
  /** When the kept answer was saved; null for the server's answer just now. */
  savedAt: number | null;
}

/** The call started with the bundle, taken by the first load. */
let earlyInit: Promise<PosInit> | null = null;

/**
 * Cold start: a signed-in cashier opening the POS gets the menu asked for as the bundle starts, while
 * React mounts and the guard runs, instead of after them. Only for a user the POS will let in: anyone else would
 * just earn a refused call (and a refresh cycle) before the guard shows them the way out.
 */
export function prefetchPosInit(): void {
  const path = window.location.pathname.replace(/\/+$/, '').toLowerCase();
  if (earlyInit || path !== PAGES.pos.path || !hasAuthFlag() || !hasAnyScope(sessionUser.peek(), PAGES.pos.scopes)) return;
  earlyInit = getPosInit();
  // A failure is the first load's to handle (kept menu, error state); never an unhandled rejection here.
  earlyInit.catch(() => undefined);
}

function takeInit(): Promise<PosInit> {
  const early = earlyInit;
  earlyInit = null;
  return early ?? getPosInit();
}

export async function loadPosInit(): Promise<LoadedPosInit> {
  try {
    const init = await takeInit();
    const arrivedAt = Date.now();
    // Keeping it is a ~1 MB structured clone into IndexedDB (30-40 ms on a cheap tablet): after the
    // cashier's first tap, or a few seconds, so it never holds up the first Add.
    whenIdleAfterFirstInput(() => rememberAnswer('pos-init:minor', init, arrivedAt), KEEP_MENU_WITHOUT_INPUT_MS);
    return { init, savedAt: null };
  } catch (error) {
    if ((error as ApiError | undefined)?.isSessionEnded) throw error;
    const kept = await recallAnswer<PosInit>('pos-init:minor');
    if (kept) return { init: kept.data, savedAt: kept.savedAt };
    throw error;
  }
}
