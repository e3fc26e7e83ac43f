// The guards and the shell around a bundle's own routes (the back office uses it as is; the station bundles
// through ./DashboardStation.tsx, which adds what only they need).
import type { ReactNode } from 'react';
import { SessionGuard } from './SessionGuard';
import { Shell } from './Shell';

export function GuardedShell({ children, sidebar, topBarStatus }: { children: ReactNode; sidebar: ReactNode; topBarStatus?: ReactNode }) {
  return (
    <SessionGuard>
      <Shell sidebar={sidebar} topBarStatus={topBarStatus}>
        {children}
      </Shell>
    </SessionGuard>
  );
}
