// Spec 2.1, 2.3, 3 (permission names) and 6: who may open which page, link and API route.
// One table, read by the client guards, the sidebar, quick navigation and the server.

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

export function isPermission(value: string): value is Permission {
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

// ---------------------------------------------------------------------------
// Pages (spec 2.1). `station` says which bundle serves the route.

export type Station = 'dashboard' | 'pos' | 'kitchen' | 'display' | 'print-receipt' | 'print-token';

export interface PageDefinition {
  path: string;
  title: string;
  /** Any one of these opens the page; empty = any signed-in user. */
  scopes: readonly Permission[];
  station: Station;
}

export const PAGES = {
  home: { path: '/dashboard/home', title: 'Dashboard', scopes: ['DASHBOARD'], station: 'dashboard' },
  profile: { path: '/dashboard/profile', title: 'My Profile', scopes: [], station: 'dashboard' },
  pos: { path: '/dashboard/pos', title: 'POS - Point of Sale', scopes: ['POS'], station: 'pos' },
  orders: {
    path: '/dashboard/orders',
    title: 'Orders',
    scopes: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'],
    station: 'pos',
  },
  kitchen: { path: '/dashboard/kitchen', title: 'Kitchen', scopes: ['KITCHEN', 'KITCHEN_DISPLAY'], station: 'kitchen' },
  publicDisplay: {
    path: '/dashboard/public-display',
    title: 'Your Orders',
    scopes: ['PUBLIC_DISPLAY', 'KITCHEN_DISPLAY'],
    station: 'display',
  },
  reservations: {
    path: '/dashboard/reservation',
    title: 'Reservations',
    scopes: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
    station: 'dashboard',
  },
  customers: {
    path: '/dashboard/customers',
    title: 'Customers',
    scopes: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
    station: 'dashboard',
  },
  invoices: { path: '/dashboard/invoices', title: 'Invoices', scopes: ['INVOICES'], station: 'dashboard' },
  users: { path: '/dashboard/users', title: 'Users', scopes: ['SETTINGS'], station: 'dashboard' },
  reports: { path: '/dashboard/reports', title: 'Reports', scopes: ['REPORTS'], station: 'dashboard' },
  devices: { path: '/dashboard/devices', title: 'My Devices', scopes: [], station: 'dashboard' },
  support: { path: '/dashboard/contact-support', title: 'Contact Support', scopes: [], station: 'dashboard' },
  settings: { path: '/dashboard/settings', title: 'Settings', scopes: ['SETTINGS'], station: 'dashboard' },
} as const satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof PAGES;

/** Settings children (spec 2.1 / 2.13), relative to /dashboard/settings. */
export const SETTINGS_PAGES = {
  details: { path: '/dashboard/settings/details', title: 'Details' },
  printSettings: { path: '/dashboard/settings/print-settings', title: 'Print Settings' },
  tables: { path: '/dashboard/settings/tables', title: 'Tables' },
  menuItems: { path: '/dashboard/settings/menu-items', title: 'Menu Items' },
  taxSetup: { path: '/dashboard/settings/tax-setup', title: 'Tax Setup' },
  paymentTypes: { path: '/dashboard/settings/payment-types', title: 'Payment Types' },
} as const;

/** Pages without a login: the login form, the no-access notice and the print popups. */
export const PUBLIC_PATHS = { login: '/', noAccess: '/no-access', printReceipt: '/print-receipt', printToken: '/print-token' } as const;

export const NO_ACCESS_TEXT = "Oops! You don't have access to this area! Relogin to check again.";

/** Spec 2.2: where a user lands after sign-in. */
export function landingPathFor(subject: AccessSubject): string {
  return hasAnyScope(subject, ['DASHBOARD']) ? PAGES.home.path : PAGES.profile.path;
}

/** The page (or settings child) a pathname belongs to, to pick its scopes; longest prefix wins. */
export function pageForPath(pathname: string): PageDefinition | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean === '/dashboard') return PAGES.home;
  let best: PageDefinition | undefined;
  for (const page of Object.values(PAGES) as PageDefinition[]) {
    if (clean === page.path || clean.startsWith(`${page.path}/`)) {
      if (!best || page.path.length > best.path.length) best = page;
    }
  }
  return best;
}

/** Spec 2.1 route → bundle mapping used by the server: pos/orders → pos, kitchen, display, print pages; rest → dashboard. */
export function stationForPath(pathname: string): Station {
  if (pathname === PUBLIC_PATHS.printReceipt) return 'print-receipt';
  if (pathname === PUBLIC_PATHS.printToken) return 'print-token';
  return pageForPath(pathname)?.station ?? 'dashboard';
}

// ---------------------------------------------------------------------------
// Sidebar (spec 2.3). Note the sidebar's Users link has no scope listed: only admin sees it.

export interface NavLink {
  label: string;
  path: string;
  scopes: readonly Permission[];
  /** True when only admin sees the link (no scope listed in the spec). */
  isAdminOnly?: boolean;
  icon: NavIcon;
}

export type NavIcon =
  | 'home'
  | 'pos'
  | 'orders'
  | 'kitchen'
  | 'display'
  | 'reservations'
  | 'customers'
  | 'invoices'
  | 'users'
  | 'reports'
  | 'settings'
  | 'profile'
  | 'devices'
  | 'support';

export interface NavSection {
  heading?: string;
  links: readonly NavLink[];
}

export const SIDEBAR: readonly NavSection[] = [
  {
    links: [
      { label: 'Dashboard', path: PAGES.home.path, scopes: PAGES.home.scopes, icon: 'home' },
      { label: 'POS', path: PAGES.pos.path, scopes: PAGES.pos.scopes, icon: 'pos' },
      { label: 'Orders', path: PAGES.orders.path, scopes: PAGES.orders.scopes, icon: 'orders' },
      { label: 'Kitchen', path: PAGES.kitchen.path, scopes: PAGES.kitchen.scopes, icon: 'kitchen' },
      { label: 'Public display', path: PAGES.publicDisplay.path, scopes: PAGES.publicDisplay.scopes, icon: 'display' },
    ],
  },
  {
    heading: 'Offerings',
    links: [
      { label: 'Reservations', path: PAGES.reservations.path, scopes: PAGES.reservations.scopes, icon: 'reservations' },
      { label: 'Customers', path: PAGES.customers.path, scopes: PAGES.customers.scopes, icon: 'customers' },
      { label: 'Invoices', path: PAGES.invoices.path, scopes: PAGES.invoices.scopes, icon: 'invoices' },
    ],
  },
  {
    heading: 'Back Office',
    links: [
      { label: 'Users', path: PAGES.users.path, scopes: [], isAdminOnly: true, icon: 'users' },
      { label: 'Reports', path: PAGES.reports.path, scopes: PAGES.reports.scopes, icon: 'reports' },
      { label: 'Settings', path: PAGES.settings.path, scopes: PAGES.settings.scopes, icon: 'settings' },
    ],
  },
];

export function canSeeLink(subject: AccessSubject | null | undefined, link: NavLink): boolean {
  if (link.isAdminOnly) return isAdmin(subject);
  return hasAnyScope(subject, link.scopes);
}

// Quick navigation (spec 2.3), in the spec's order.
export interface QuickNavEntry {
  title: string;
  path: string;
  scopes: readonly Permission[];
}

export const QUICK_NAV: readonly QuickNavEntry[] = [
  { title: 'Dashboard', path: PAGES.home.path, scopes: PAGES.home.scopes },
  { title: 'POS - Point of Sale', path: PAGES.pos.path, scopes: PAGES.pos.scopes },
  { title: 'Kitchen', path: PAGES.kitchen.path, scopes: PAGES.kitchen.scopes },
  { title: 'Orders', path: PAGES.orders.path, scopes: PAGES.orders.scopes },
  { title: 'Reservations', path: PAGES.reservations.path, scopes: PAGES.reservations.scopes },
  { title: 'Customers', path: PAGES.customers.path, scopes: PAGES.customers.scopes },
  { title: 'Invoices', path: PAGES.invoices.path, scopes: PAGES.invoices.scopes },
  { title: 'Users', path: PAGES.users.path, scopes: ['SETTINGS'] },
  { title: 'Reports', path: PAGES.reports.path, scopes: PAGES.reports.scopes },
  { title: 'Store Settings', path: SETTINGS_PAGES.details.path, scopes: ['SETTINGS'] },
  { title: 'Print Settings', path: SETTINGS_PAGES.printSettings.path, scopes: ['SETTINGS'] },
  { title: 'Tables', path: SETTINGS_PAGES.tables.path, scopes: ['SETTINGS'] },
  { title: 'Menu Items', path: SETTINGS_PAGES.menuItems.path, scopes: ['SETTINGS'] },
  { title: 'Tax Setup', path: SETTINGS_PAGES.taxSetup.path, scopes: ['SETTINGS'] },
  { title: 'Devices', path: PAGES.devices.path, scopes: [] },
  { title: 'Profile', path: PAGES.profile.path, scopes: [] },
  { title: 'Support', path: PAGES.support.path, scopes: [] },
];

// ---------------------------------------------------------------------------
// API routes (paths relative to /api/v1). The server refuses to register a route missing here,
// and answers 403 to a signed-in user lacking every listed scope.
//   'public'        — no session (sign-in, refresh: they carry their own credentials)
//   'signed-in'     — any signed-in user
//   Permission[]    — any one of these (admin passes)

export type ApiAccess = 'public' | 'signed-in' | readonly Permission[];

/**
 * Issue 13, during the move to declared endpoints (shared/contract/endpoints): the routes not declared yet.
 * A declared endpoint's entry is removed from here; shared/contract/endpoints derives API_ACCESS from both.
 */
export const UNDECLARED_API_ACCESS = {
  'POST /auth/signin': 'public',
  'POST /auth/refresh-token': 'public',
  'POST /auth/signout': 'signed-in',
  'GET /auth/devices': 'signed-in',
  'POST /auth/remove-device': 'signed-in',
  'GET /support/contact': 'signed-in',
  'GET /settings/store-setting': ['SETTINGS'],
  'POST /settings/store-setting': ['SETTINGS'],
  'GET /settings/print-setting': ['SETTINGS'],
  'POST /settings/print-setting': ['SETTINGS'],
  'GET /settings/payment-types': ['SETTINGS'],
  'POST /settings/payment-types/add': ['SETTINGS'],
  'DELETE /settings/payment-types/:id': ['SETTINGS'],
  'POST /settings/payment-types/:id/toggle': ['SETTINGS'],
  'POST /settings/payment-types/:id/update': ['SETTINGS'],
  'GET /settings/taxes': ['SETTINGS'],
  'POST /settings/taxes/add': ['SETTINGS'],
  'DELETE /settings/taxes/:id': ['SETTINGS'],
  'POST /settings/taxes/:id/update': ['SETTINGS'],
  'GET /settings/store-tables': ['SETTINGS'],
  'POST /settings/store-tables/add': ['SETTINGS'],
  'DELETE /settings/store-tables/:id': ['SETTINGS'],
  'POST /settings/store-tables/:id/update': ['SETTINGS'],
  'GET /settings/categories': ['SETTINGS'],
  'POST /settings/categories/add': ['SETTINGS'],
  'DELETE /settings/categories/:id': ['SETTINGS'],
  'POST /settings/categories/:id/update': ['SETTINGS'],
  'GET /menu-items': ['SETTINGS'],
  'GET /menu-items/:id': ['SETTINGS'],
  'POST /menu-items/add': ['SETTINGS'],
  'POST /menu-items/update/:id': ['SETTINGS'],
  'DELETE /menu-items/delete/:id': ['SETTINGS'],
  'POST /menu-items/variants/:itemId/add': ['SETTINGS'],
  'POST /menu-items/variants/:itemId/update/:variantId': ['SETTINGS'],
  'DELETE /menu-items/variants/:itemId/delete/:variantId': ['SETTINGS'],
  'POST /menu-items/addons/:itemId/add': ['SETTINGS'],
  'POST /menu-items/addons/:itemId/update/:addonId': ['SETTINGS'],
  'DELETE /menu-items/addons/:itemId/delete/:addonId': ['SETTINGS'],
  // Spec 2.1 / 6: the Users route is guarded by SETTINGS (the sidebar link shows to admin only).
  'GET /users': ['SETTINGS'],
  'POST /users/add': ['SETTINGS'],
  'POST /users/update/:username': ['SETTINGS'],
  'POST /users/update-password/:username': ['SETTINGS'],
  'DELETE /users/delete/:username': ['SETTINGS'],
  // Hardening: clears a username's sign-in back-off and locks (admin accounts included).
  'POST /users/unlock-sign-in/:username': ['SETTINGS'],
  // Spec 7 Dashboard and POS (issue 4).
  'GET /pos/init': ['POS'],
  'POST /pos/create-order': ['POS'],
  'POST /pos/create-order-and-invoice': ['POS'],
  // Spec 7 Customers: the POS customer search; anyone who may see customers may look one up, and so may
  // whoever books reservations (spec 5: the Add Reservation dialog searches the customer by phone).
  // By id (a sequential number, so enumerable) only for those who may read customer records: CUSTOMER_RECORD_SCOPES.
  'GET /customers/:phoneOrId': ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS', 'POS', 'RESERVATIONS', 'MANAGE_RESERVATIONS'],
  // Spec 2.8 / 6 (issue 6): VIEW_CUSTOMERS reads only; CUSTOMERS or MANAGE_CUSTOMERS change.
  'GET /customers': ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
  'POST /customers/add': ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
  'POST /customers/:id/update': ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
  'DELETE /customers/:id/delete': ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
  // Spec 2.9 / 6 (issue 6): VIEW_RESERVATIONS reads only; RESERVATIONS or MANAGE_RESERVATIONS change.
  'GET /reservations/init': ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'GET /reservations': ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'GET /reservations/search': ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'POST /reservations/add': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'POST /reservations/update/:id': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'DELETE /reservations/delete/:id': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
  // Spec 2.4 (issue 6): the dashboard home.
  'GET /dashboard': ['DASHBOARD'],
  // Spec 7 Orders and kitchen (issue 5): each group takes the scopes of its page in spec 2.1.
  'GET /kitchen': ['KITCHEN', 'KITCHEN_DISPLAY'],
  'POST /kitchen/:id': ['KITCHEN', 'KITCHEN_DISPLAY'],
  'POST /kitchen/:id/kitchen-status': ['KITCHEN', 'KITCHEN_DISPLAY'],
  'GET /public-display': ['PUBLIC_DISPLAY', 'KITCHEN_DISPLAY'],
  // Spec 2.10 / 7 Invoices (issue 6); the PDF and CSV downloads are beyond the spec. The CSV is also the
  // Reports screen's export, so REPORTS may download it too.
  'GET /invoices': ['INVOICES'],
  'GET /invoices/init': ['INVOICES'],
  'POST /invoices/orders': ['INVOICES'],
  'GET /invoices/search': ['INVOICES'],
  'GET /invoices/:id/pdf': ['INVOICES'],
  'GET /invoices/export.csv': ['INVOICES', 'REPORTS'],
  // Spec 2.12 / 7 (issue 6).
  'GET /reports': ['REPORTS'],
} as const satisfies Record<string, ApiAccess>;
