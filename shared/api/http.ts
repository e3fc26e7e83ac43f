// The page's one API client (spec 4): every call of every shared/api module goes through it, so the page has
// one refresh counter and one in-flight refresh. The session ends the way spec 4 says: clear the stored user
// (and the flag cookie after too many cycles) and go to '/'.
import { reportApiContact } from '../state/connection';
import { clearSessionUser } from '../state/session';
import { clearAuthFlag } from './authFlag';
import { createApiClient } from './client';

export const api = createApiClient({
  onSessionEnded(reason) {
    clearSessionUser();
    if (reason === 'too-many-refresh-cycles') clearAuthFlag();
    window.location.replace('/');
  },
  // Issue 10: every answer (or its absence) tells the status chip where the page stands.
  onContact: (isReachable) => reportApiContact(isReachable),
});
