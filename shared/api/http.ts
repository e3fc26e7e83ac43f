// The browser's API client: ends the session the way spec 4 says (clear the stored user, go to '/').
import { clearSessionUser } from '../state/session';
import { clearAuthFlag } from './authFlag';
import { createApiClient } from './client';

export const api = createApiClient({
  onSessionEnded(reason) {
    clearSessionUser();
    if (reason === 'too-many-refresh-cycles') clearAuthFlag();
    window.location.replace('/');
  },
});
