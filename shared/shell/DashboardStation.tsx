// The frame of the station bundles (pos, kitchen, display): toasts, the guards and the shell around the
// station's own routes. These stations say where they stand (the status chip in the top bar, with the
// connection watcher behind it) and register the service worker that lets them start without network. Both are
// lazy chunks fetched when the browser is idle; the back office uses ./GuardedShell.tsx alone.
// Their sidebar is a menu over the page (the till and the TV keep the whole width); the kitchen and the board
// load it on first open (./SidebarMenu.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import { showSidebarAsMenu } from '../state';
import { useLazyModule, whenIdle } from '../ui/deferred/lazyModule';
import { GuardedShell } from './GuardedShell';
import { AppToaster } from './toast';

const loadStationStatus = () => import('./stationStatus');
const loadServiceWorkerRegistration = () => import('../pwa/registerServiceWorker');
/** The status chunk could not be fetched (a drop before it ever loaded): try again after this. */
const STATUS_RETRY_MS = 10_000;

export interface DashboardStationProps {
  children: ReactNode;
  /** The sidebar menu: ./Sidebar.tsx itself, or ./SidebarMenu.tsx where it loads on first open. */
  sidebar: ReactNode;
  /** What still works without the server on the screen at a path (the status chip says it when offline). */
  stillWorks?: (pathname: string) => string | null;
}

// Before the first render: no frame shows the sidebar as a column.
showSidebarAsMenu();

export function DashboardStation({ children, sidebar, stillWorks }: DashboardStationProps) {
  const [wantsStatus, setWantsStatus] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setWantsStatus(true);
        void loadServiceWorkerRegistration()
          .then(({ registerServiceWorker }) => registerServiceWorker())
          .catch(() => undefined);
      }),
    [],
  );
  const status = useLazyModule(loadStationStatus, wantsStatus, () => {
    setWantsStatus(false);
    setTimeout(() => setWantsStatus(true), STATUS_RETRY_MS);
  });
  useEffect(() => status?.watchConnection(), [status]);
  // The connection chip, and beside it the printer chip (shown only where tickets print, when a printer needs someone).
  const StatusChip = status?.StationChips;
  return (
    <>
      <AppToaster />
      <GuardedShell sidebar={sidebar} topBarStatus={StatusChip ? <StatusChip stillWorks={stillWorks} /> : null}>
        {children}
      </GuardedShell>
    </>
  );
}
