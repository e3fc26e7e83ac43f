// Spec 2.3 quick navigation (Ctrl/Cmd+K). Its own module so that only the quick-navigation dialog (a lazy chunk)
// carries it, not every station's first download (the bundle budgets).
import type { Permission } from '../access/scopes';
import { PAGES, SETTINGS_PAGES } from './sitemap';

// In the spec's order; the settings entries come from SETTINGS_PAGES.
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
  { title: 'Floor', path: PAGES.floor.path, scopes: PAGES.floor.scopes },
  { title: 'Reservations', path: PAGES.reservations.path, scopes: PAGES.reservations.scopes },
  { title: 'Customers', path: PAGES.customers.path, scopes: PAGES.customers.scopes },
  { title: 'Invoices', path: PAGES.invoices.path, scopes: PAGES.invoices.scopes },
  { title: 'Users', path: PAGES.users.path, scopes: ['SETTINGS'] },
  { title: 'Reports', path: PAGES.reports.path, scopes: PAGES.reports.scopes },
  { title: 'Activity', path: PAGES.activity.path, scopes: PAGES.activity.scopes },
  ...SETTINGS_PAGES.flatMap((entry) =>
    entry.quickNavTitle === null ? [] : [{ title: entry.quickNavTitle, path: entry.path, scopes: PAGES.settings.scopes }],
  ),
  { title: 'Devices', path: PAGES.devices.path, scopes: [] },
  { title: 'Profile', path: PAGES.profile.path, scopes: [] },
  { title: 'Support', path: PAGES.support.path, scopes: [] },
];
