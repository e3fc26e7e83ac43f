// The kitchen's and the board's sidebar: a menu over the page that most TVs never open, so its code (the links,
// the user block) is a lazy chunk fetched when the browser is idle or when the menu first opens. The POS keeps
// ./Sidebar.tsx in its first load: as a lazy chunk there it would split the back office's shared chunks (one
// more file and about 1 KiB gzip on the dashboard, past its budget).
import { closeSidebarOverlay, isSidebarCollapsed, useSignals } from '../state';
import { preloadWhenIdle, useLazyModule } from '../ui/deferred/lazyModule';
import { useEffect } from 'react';

const loadSidebar = () => import('./Sidebar');

/** The sidebar once the menu has been opened; a failed fetch (offline before it ever loaded) closes the menu again. */
export function SidebarMenu() {
  useSignals();
  const sidebar = useLazyModule(loadSidebar, !isSidebarCollapsed.value, closeSidebarOverlay);
  useEffect(() => preloadWhenIdle(loadSidebar), []);
  const Sidebar = sidebar?.Sidebar;
  return Sidebar ? <Sidebar /> : null;
}
