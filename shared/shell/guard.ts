// Spec 2.1 / 6: the login guard checks only the flag cookie; the scope guard checks the page's scopes.
import type { AccessSubject } from '../domain/access/scopes';
import { hasAnyScope } from '../domain/access/scopes';
import { pageForPath } from '../domain/navigation/sitemap';

export type AccessDecision = 'allow' | 'login' | 'no-access';

/**
 * A guarded path is open when the flag cookie is present, the stored user exists (a cookie without a
 * stored user counts as signed out) and the user holds any of the page's scopes (admin passes all).
 */
export function decideAccess(pathname: string, user: AccessSubject | null, hasFlag: boolean): AccessDecision {
  if (!hasFlag || !user) return 'login';
  const page = pageForPath(pathname);
  if (page && !hasAnyScope(user, page.scopes)) return 'no-access';
  return 'allow';
}
