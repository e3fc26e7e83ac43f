// Spec 2.1 / 6 guards for every dashboard-style bundle: no flag cookie (or no stored user) → '/',
// missing scope → /no-access (replacing history so Back does not loop).
import { useEffect, type ReactNode } from 'react';
import { hasAuthFlag } from '../api/authFlag';
import { PUBLIC_PATHS } from '../domain/navigation/sitemap';
import { sessionUser, useSignals } from '../state';
import { decideAccess } from './guard';
import { usePathname } from 'wouter/use-browser-location';
import { goTo } from './station';

export function SessionGuard({ children }: { children: ReactNode }) {
  useSignals();
  const pathname = usePathname();
  const decision = decideAccess(pathname, sessionUser.value, hasAuthFlag());

  useEffect(() => {
    if (decision === 'login') goTo(PUBLIC_PATHS.login, { replace: true });
    else if (decision === 'no-access') goTo(PUBLIC_PATHS.noAccess, { replace: true });
  }, [decision]);

  return decision === 'allow' ? <>{children}</> : null;
}
