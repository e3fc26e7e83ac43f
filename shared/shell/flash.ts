// A toast that survives one full page load (e.g. the logout message when the POS sends the user to '/').
import { FLASH_STORAGE_KEY } from '../domain/access/session';

export interface FlashMessage {
  kind: 'success' | 'error';
  message: string;
}

export function setFlash(flash: FlashMessage): void {
  try {
    sessionStorage.setItem(FLASH_STORAGE_KEY, JSON.stringify(flash));
  } catch {
    // No storage: the message is simply not carried over.
  }
}

export function takeFlash(): FlashMessage | null {
  try {
    const raw = sessionStorage.getItem(FLASH_STORAGE_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(FLASH_STORAGE_KEY);
    const value = JSON.parse(raw) as Partial<FlashMessage>;
    if ((value.kind === 'success' || value.kind === 'error') && typeof value.message === 'string') {
      return { kind: value.kind, message: value.message };
    }
  } catch {
    // Ignore malformed or unavailable storage.
  }
  return null;
}
