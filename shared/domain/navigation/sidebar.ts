// Spec 2.3: the sidebar's links under their headings, and who sees each. Apart from ./sitemap.ts, which every
// first load reads, so the stations that load their sidebar on first open do not carry the list in their first load.
// Note the sidebar's Users link has no scope listed: only admin sees it.
import { hasAnyScope, isAdmin, type AccessSubject, type Permission } from '../access/scopes';
import { PAGES, type NavIcon } from './sitemap';

export interface NavLink {
  label: string;
  path: string;
  scopes: readonly Permission[];
  /** True when only admin sees the link (no scope listed in the spec). */
  isAdminOnly?: boolean;
  icon: NavIcon;
}

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
