// Spec 9 toasts, one config for every station: success 2000 ms, error and blank 4000 ms,
// loading until replaced, at most 20 at a time, at most 350 px wide.
import { useEffect } from 'react';
import { toast, Toaster, useToasterStore, type DefaultToastOptions } from 'react-hot-toast';
import { messageOf, type ApiError } from '../api/errors';
import { takeFlash } from './flash';

export const TOAST_LIMIT = 20;

const TOAST_OPTIONS: DefaultToastOptions = {
  duration: 4000,
  style: { maxWidth: '350px', fontSize: '15px', padding: '10px 14px' },
  success: { duration: 2000 },
  error: { duration: 4000 },
  blank: { duration: 4000 },
  loading: { duration: Infinity },
};

/**
 * react-hot-toast 2.6 has no public limit option (its store keeps 20 by default): this enforces the
 * spec's limit on visible toasts explicitly, the way the maintainers suggest (issue #31).
 */
function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  useEffect(() => {
    const flash = takeFlash();
    if (flash) (flash.kind === 'success' ? notifySuccess : notifyError)(flash.message);
  }, []);
  // Top-right keeps toasts off the buttons of centred dialogs (a hovered toast pauses and would sit there).
  return <Toaster position="top-right" gutter={8} toastOptions={TOAST_OPTIONS} />;
}

/** Pass the loading toast's id to replace it in place. */
export function notifySuccess(message: string, id?: string): string {
  return toast.success(message, id ? { id } : undefined);
}

export function notifyError(message: string, id?: string): string {
  return toast.error(message, id ? { id } : undefined);
}

export function notifyLoading(message: string): string {
  return toast.loading(message);
}

export function dismissToast(id: string): void {
  toast.dismiss(id);
}

/**
 * Spec 8: the server's message when present, otherwise the area's default. Silent when the session
 * just ended (the page is already leaving for '/').
 */
export function notifyApiError(error: unknown, fallback: string, id?: string): void {
  if ((error as ApiError | undefined)?.isSessionEnded) {
    if (id) toast.dismiss(id);
    return;
  }
  notifyError(messageOf(error, fallback), id);
}
