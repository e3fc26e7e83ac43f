// Spec 9 toasts, one config for every station: success 2000 ms, error and blank 4000 ms,
// loading until replaced, at most 20 at a time, at most 350 px wide.
// react-hot-toast lives in ./toaster.tsx, a lazy chunk. It is fetched when the browser is idle after
// the first screen (so a toast still shows if the network drops later) or at the first toast, whichever comes
// first. Calls made before it arrives run in order once it has; ids are ours, so they are known at once.
import { useEffect, useSyncExternalStore } from 'react';
import { messageOf, type ApiError } from '../api/errors';
import { whenIdle } from '../ui/deferred/lazyModule';
import { takeFlash } from './flash';

const TOAST_LIMIT = 20;

type ToasterModule = typeof import('./toaster');

let toasterModule: Promise<ToasterModule> | null = null;
let loadedToaster: ToasterModule | null = null;
/** Calls made before the chunk arrived, run in call order as soon as it has. */
const pendingToasts: ((module: ToasterModule) => void)[] = [];
const toasterListeners = new Set<() => void>();
let nextToastId = 0;

function loadToaster(): Promise<ToasterModule> {
  toasterModule ??= import('./toaster').then(
    (module) => {
      loadedToaster = module;
      for (const action of pendingToasts.splice(0)) action(module);
      for (const listener of toasterListeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline before it ever loaded: the next toast tries again.
      toasterModule = null;
      throw error;
    },
  );
  return toasterModule;
}

function withToast(action: (module: ToasterModule) => void): void {
  if (loadedToaster) {
    action(loadedToaster);
    return;
  }
  pendingToasts.push(action);
  loadToaster().catch(() => {
    // Nothing to show it with: drop what waited rather than replay stale toasts much later.
    pendingToasts.length = 0;
  });
}

function newToastId(): string {
  nextToastId += 1;
  return `toast-${nextToastId}`;
}

function subscribeToToaster(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

function getLoadedToaster(): ToasterModule | null {
  return loadedToaster;
}

export function AppToaster() {
  const toaster = useSyncExternalStore(subscribeToToaster, getLoadedToaster);
  useEffect(() => {
    const flash = takeFlash();
    if (flash) (flash.kind === 'success' ? notifySuccess : notifyError)(flash.message);
    return whenIdle(() => void loadToaster().catch(() => undefined));
  }, []);
  if (!toaster) return null;
  const { ToasterView } = toaster;
  return <ToasterView limit={TOAST_LIMIT} />;
}

/** Pass the loading toast's id to replace it in place. */
export function notifySuccess(message: string, id?: string): string {
  const toastId = id ?? newToastId();
  withToast(({ toast }) => toast.success(message, { id: toastId }));
  return toastId;
}

export function notifyError(message: string, id?: string): string {
  const toastId = id ?? newToastId();
  withToast(({ toast }) => toast.error(message, { id: toastId }));
  return toastId;
}

export function notifyLoading(message: string): string {
  const toastId = newToastId();
  withToast(({ toast }) => toast.loading(message, { id: toastId }));
  return toastId;
}

export function dismissToast(id: string): void {
  withToast(({ toast }) => toast.dismiss(id));
}

/**
 * Spec 8: the server's message when present, otherwise the area's default. Silent when the session
 * just ended (the page is already leaving for '/').
 */
export function notifyApiError(error: unknown, fallback: string, id?: string): void {
  if ((error as ApiError | undefined)?.isSessionEnded) {
    if (id) dismissToast(id);
    return;
  }
  notifyError(messageOf(error, fallback), id);
}
