// Every bundle mounts through here: global styles once, one root element.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Station } from '../domain/navigation/sitemap';
// Global styles are a side effect by design (vanilla-extract globalStyle).
// oxlint-disable-next-line import/no-unassigned-import
import '../ui/theme/global.css';
import { setCurrentStation } from './station';

export function mountStation(station: Station, app: ReactNode): void {
  setCurrentStation(station);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(app);
}
