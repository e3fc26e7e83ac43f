// Print popups mount without the app shell, toasts or router: they only read local data.
// print/ is Preact itself, not React through preact/compat: these views use nothing compat adds, and
// the popups open at every order, so they skip its ~2 KiB gzip.
import { render, type ComponentChild } from 'preact';

export function mountPrint(view: ComponentChild): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  render(view, container);
}
