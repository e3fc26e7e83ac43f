// Print popups mount without the app shell, toasts or router: they only read local data.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function mountPrint(view: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(view);
}
