// Spec 2.1 (pages and routes), 2.2 (landing), 2.3 (sidebar, quick navigation): the sitemap every bundle and the
// server's page routes read. Who may open a page is said with the scopes of shared/domain/access/scopes.ts.
import { hasAnyScope, isAdmin, type AccessSubject, type Permission } from '../access/scopes';

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
// Settings area (spec 2.13). THE list of settings pages: each entry makes the side menu entry (in this order),
// the route and the page's lazily loaded module (stations/backoffice/settings/<folder>/page.tsx, whose default
// export is the page), the page's heading and tab title, its quick-navigation entry, and its access (the
// Settings page's scopes). The first entry is also what /dashboard/settings shows.
// Adding a settings page = its folder with page.tsx + one entry here (+ its endpoints);
// stations/backoffice/settings/settingsPages.test.ts fails when a piece is missing; the settings area resolves
// paths to pages in stations/backoffice/settings/settingsPages.ts (the dashboard's lazy chunk, not every first load).

export interface SettingsPage {
  /** The page's folder under stations/backoffice/settings. */
  folder: string;
  path: `/dashboard/settings/${string}`;
  /** The side menu's label. */
  menuLabel: string;
  /** The page's heading (h2) and tab title. */
  title: string;
  /** Its quick-navigation entry (spec 2.3), or null where the spec lists none. */
  quickNavTitle: string | null;
  /** True when its page.tsx routes paths below its own (the menu item detail, the categories). */
  hasSubPages?: boolean;
}

export const SETTINGS_PAGES = [
  { folder: 'details', path: '/dashboard/settings/details', menuLabel: 'Details', title: 'Store Details', quickNavTitle: 'Store Settings' },
  {
    folder: 'print',
    path: '/dashboard/settings/print-settings',
    menuLabel: 'Print Settings',
    title: 'Print Settings',
    quickNavTitle: 'Print Settings',
  },
  { folder: 'tables', path: '/dashboard/settings/tables', menuLabel: 'Tables', title: 'Tables', quickNavTitle: 'Tables' },
  {
    folder: 'menu',
    path: '/dashboard/settings/menu-items',
    menuLabel: 'Menu Items',
    title: 'Menu Items',
    quickNavTitle: 'Menu Items',
    hasSubPages: true,
  },
  { folder: 'taxes', path: '/dashboard/settings/tax-setup', menuLabel: 'Tax Setup', title: 'Tax Setup', quickNavTitle: 'Tax Setup' },
  {
    folder: 'payment-types',
    path: '/dashboard/settings/payment-types',
    menuLabel: 'Payment Types',
    title: 'Payment Types',
    quickNavTitle: null,
  },
  {
    folder: 'discount-reasons',
    path: '/dashboard/settings/discount-reasons',
    menuLabel: 'Discount Reasons',
    title: 'Discount Reasons',
    quickNavTitle: null,
  },
  // Prep stations and ticket times.
  { folder: 'kitchen', path: '/dashboard/settings/kitchen', menuLabel: 'Kitchen', title: 'Kitchen', quickNavTitle: 'Kitchen Settings' },
  // Network printers: kitchen tickets, receipts, their states.
  { folder: 'printers', path: '/dashboard/settings/printers', menuLabel: 'Printers', title: 'Printers', quickNavTitle: null },
  // A new settings page is one more entry here, at the end of the list.
] as const satisfies readonly SettingsPage[];

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
