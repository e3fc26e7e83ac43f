// The page's one API client (spec 4): every call of every shared/api module goes through it, so the page has
// one refresh counter and one in-flight refresh. The session ends the way spec 4 says: clear the stored user
// (and the flag cookie after too many cycles) and go to '/'.
import { clearSessionUser } from '../state/session';
import { clearAuthFlag } from './authFlag';
import { createApiClient } from './client';

let contactListener: ((isReachable: boolean) => void) | null = null;
/** The last request's outcome, for a listener that starts late (the status chip is a lazy chunk). */
let lastContact: boolean | null = null;

/**
 * The stations that show where they stand listen to every answer (or its absence), starting with the
 * last one so far; the back office does not, so this is all its first download carries of it.
 */
export function onApiContact(listener: (isReachable: boolean) => void): void {
  contactListener = listener;
  if (lastContact !== null) listener(lastContact);
}

export const api = createApiClient({
  onSessionEnded(reason) {
    clearSessionUser();
    if (reason === 'too-many-refresh-cycles') clearAuthFlag();
    window.location.replace('/');
  },
  onContact(isReachable) {
    lastContact = isReachable;
    contactListener?.(isReachable);
  },
});
