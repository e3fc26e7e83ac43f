// The toast renderer and store (react-hot-toast + goober, ~5 KiB gzip): loaded on demand by ./toast.tsx, the
// only module that imports this one, so no station pays for it before its first screen.
import { useEffect } from 'react';
import { toast, Toaster, useToasterStore, type DefaultToastOptions } from 'react-hot-toast';

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
 * spec's limit on visible toasts explicitly, the way react-hot-toast's maintainers suggest.
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

export function ToasterView({ limit }: { limit: number }) {
  useToastLimit(limit);
  // Top-right keeps toasts off the buttons of centred dialogs (a hovered toast pauses and would sit there).
  return <Toaster position="top-right" gutter={8} toastOptions={TOAST_OPTIONS} />;
}

export { toast };
