// Spec 2.1 (pages and routes), 2.2 (landing), 2.3 (sidebar, quick navigation): the sitemap every bundle and the
// server's page routes read. Who may open a page is said with the scopes of shared/domain/access/scopes.ts.
import { hasAnyScope, type AccessSubject, type Permission } from '../access/scopes';

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
  /** Table service: the live floor, one tap from the POS header. */
  floor: { path: '/dashboard/floor', title: 'Floor', scopes: ['POS'], station: 'pos' },
  /** Cash drawers: open with a counted float, pay in and out, the X report, the blind close; from the POS header. */
  drawer: { path: '/dashboard/drawer', title: 'Drawer', scopes: ['POS', 'ORDERS'], station: 'pos' },
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
  /** Audit trail: reached from Reports and quick navigation (spec 2.3's sidebar lists its links exactly). */
  activity: { path: '/dashboard/activity', title: 'Activity', scopes: ['REPORTS'], station: 'dashboard' },
  /** Reports › Z reports (the closed business days, their PDFs) and Reports › Over/short (per user over a period). */
  zReports: { path: '/dashboard/reports/z-reports', title: 'Z reports', scopes: ['REPORTS'], station: 'dashboard' },
  overShort: { path: '/dashboard/reports/over-short', title: 'Over/short', scopes: ['REPORTS'], station: 'dashboard' },
  devices: { path: '/dashboard/devices', title: 'My Devices', scopes: [], station: 'dashboard' },
  support: { path: '/dashboard/contact-support', title: 'Contact Support', scopes: [], station: 'dashboard' },
  settings: { path: '/dashboard/settings', title: 'Settings', scopes: ['SETTINGS'], station: 'dashboard' },
} as const satisfies Record<string, PageDefinition>;

// ---------------------------------------------------------------------------
// The settings pages are in ./settingsPages.ts: the back office and quick navigation read them, no station's first load.

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
// The sidebar's links are in ./sidebar.ts: only the sidebar reads them, a lazy chunk on the kitchen and the board.

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
