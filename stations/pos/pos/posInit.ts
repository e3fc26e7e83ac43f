// Spec 2.5 / 7 GET /pos/init, issue 10 "cached start": every answer is kept in the browser; when the server cannot
// be reached (or fails), the POS opens with the last one kept on this device, and says how old it is. Totals on
// it come from the shared totals engine as always; the server reprices and checks every order when it gets it.
import type { ApiError } from '../../../shared/api/errors';
import { getPosInit } from '../../../shared/api/pos';
import type { PosInitResponse } from '../../../shared/contract/posWire';
import { recallAnswer, rememberAnswer } from '../../../shared/offline/answerCache';

export interface LoadedPosInit {
  init: PosInitResponse;
  /** When the kept answer was saved; null for the server's answer just now. */
  savedAt: number | null;
}

export async function loadPosInit(): Promise<LoadedPosInit> {
  try {
    const init = await getPosInit();
    rememberAnswer('pos-init', init);
    return { init, savedAt: null };
  } catch (error) {
    if ((error as ApiError | undefined)?.isSessionEnded) throw error;
    const kept = await recallAnswer<PosInitResponse>('pos-init');
    if (kept) return { init: kept.data, savedAt: kept.savedAt };
    throw error;
  }
}
