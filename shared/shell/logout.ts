// Spec 2.3 user menu → Logout; spec 4: sign-out removes the stored user and sends the user to '/'.
import { clearAuthFlag } from '../api/authFlag';
import { signout } from '../api/session';
import { ERROR_DEFAULTS } from '../domain/messages';
import { PUBLIC_PATHS } from '../domain/navigation/sitemap';
import { clearSessionUser } from '../state/session';
import { setFlash } from './flash';
import { goTo, isSameStation } from './station';
import { notifyApiError, notifySuccess } from './toast';

export async function logout(): Promise<void> {
  try {
    const { message } = await signout();
    clearSessionUser();
    // The server clears its cookies; dropping the readable flag too keeps '/' from skipping the form.
    clearAuthFlag();
    if (isSameStation(PUBLIC_PATHS.login)) notifySuccess(message);
    else setFlash({ kind: 'success', message });
    goTo(PUBLIC_PATHS.login);
  } catch (error) {
    notifyApiError(error, ERROR_DEFAULTS.logout);
  }
}
