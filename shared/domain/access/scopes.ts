// Spec 3 (permission names) and 6: the scopes a user holds and the one rule that checks them, read by the
// client guards, the sitemap (shared/domain/navigation/sitemap.ts) and the server.

export const PERMISSIONS = [
  'DASHBOARD',
  'POS',
  'CUSTOMER_DISPLAY',
  'KITCHEN_DISPLAY',
  'ORDER_STATUS_DISPLAY',
  'ORDER_STATUS',
  'ORDERS',
  'KITCHEN',
  'RESERVATIONS',
  'VIEW_RESERVATIONS',
  'MANAGE_RESERVATIONS',
  'CUSTOMERS',
  'VIEW_CUSTOMERS',
  'MANAGE_CUSTOMERS',
  'INVOICES',
  'MEMBERSHIP',
  'INVENTORY',
  'VIEW_INVENTORY',
  'MANAGE_INVENTORY',
  'SETTINGS',
  'REPORTS',
  'PUBLIC_DISPLAY',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ADMIN_ROLE = 'admin';

/** The part of a signed-in user that access decisions need. */
export interface AccessSubject {
  role: string;
  /** Comma-separated permission names, as the spec stores them. */
  scope: string;
}

function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** Splits the stored comma-separated scope into known permission names (unknown names are dropped). */
export function parseScope(scope: string | null | undefined): Permission[] {
  if (!scope) return [];
  return scope
    .split(',')
    .map((part) => part.trim())
    .filter(isPermission);
}

export function formatScope(permissions: readonly Permission[]): string {
  return [...new Set(permissions)].join(',');
}

export function isAdmin(subject: AccessSubject | null | undefined): boolean {
  return subject?.role === ADMIN_ROLE;
}

/**
 * Spec 6: admin passes everything; an empty requirement means "signed in is enough";
 * otherwise the user needs at least one of the listed scopes.
 */
export function hasAnyScope(subject: AccessSubject | null | undefined, required: readonly Permission[]): boolean {
  if (!subject) return false;
  if (isAdmin(subject)) return true;
  if (required.length === 0) return true;
  const owned = new Set(parseScope(subject.scope));
  return required.some((permission) => owned.has(permission));
}

/** Who may read customer records (the Customers screen); everyone else may only look a customer up by phone. */
export const CUSTOMER_RECORD_SCOPES: readonly Permission[] = ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'];

/**
 * What an API route asks of its caller (paths relative to /api/v1):
 *   'public'        — no session (sign-in, refresh: they carry their own credentials)
 *   'signed-in'     — any signed-in user
 *   Permission[]    — any one of these (admin passes)
 */
export type ApiAccess = 'public' | 'signed-in' | readonly Permission[];
