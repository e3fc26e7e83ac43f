// Settings area (spec 2.13), apart from ./sitemap.ts so the stations' first loads do not carry it.
// THE list of settings pages: each entry makes the side menu entry (in this order),
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
