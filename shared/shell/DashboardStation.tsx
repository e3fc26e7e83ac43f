// The frame of every dashboard-style bundle (dashboard, pos, kitchen, display): toasts, the guards and
// the shell around the station's own routes.
import type { ReactNode } from 'react';
import { AppToaster } from './toast';
import { SessionGuard } from './SessionGuard';
import { Shell } from './Shell';

export function GuardedShell({ children }: { children: ReactNode }) {
  return (
    <SessionGuard>
      <Shell>{children}</Shell>
    </SessionGuard>
  );
}

/** For bundles whose every route is guarded (pos, kitchen, display). */
export function DashboardStation({ children }: { children: ReactNode }) {
  return (
    <>
      <AppToaster />
      <GuardedShell>{children}</GuardedShell>
    </>
  );
}
