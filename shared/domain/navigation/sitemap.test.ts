import { describe, expect, it } from 'vitest';
import { hasAnyScope } from '../access/scopes';
import { QUICK_NAV } from './quickNav';
import { SIDEBAR, canSeeLink } from './sidebar';
import { PAGES, landingPathFor, pageForPath, stationForPath } from './sitemap';

const admin = { role: 'admin', scope: '' };
const cashier = { role: 'user', scope: 'POS,ORDERS' };
const nobody = { role: 'user', scope: '' };

describe('pages and routes (spec 2.1)', () => {
  it('sends admin and DASHBOARD users home, everyone else to the profile', () => {
    expect(landingPathFor(admin)).toBe('/dashboard/home');
    expect(landingPathFor({ role: 'user', scope: 'DASHBOARD' })).toBe('/dashboard/home');
    expect(landingPathFor(cashier)).toBe('/dashboard/profile');
  });

  it('resolves settings children and item details to the settings page', () => {
    expect(pageForPath('/dashboard/settings/menu-items/12')).toBe(PAGES.settings);
    expect(pageForPath('/dashboard')).toBe(PAGES.home);
    expect(pageForPath('/dashboard/unknown')).toBeUndefined();
  });

  it('maps routes to their station bundle', () => {
    expect(stationForPath('/dashboard/pos')).toBe('pos');
    expect(stationForPath('/dashboard/orders')).toBe('pos');
    expect(stationForPath('/dashboard/kitchen')).toBe('kitchen');
    expect(stationForPath('/dashboard/public-display')).toBe('display');
    expect(stationForPath('/print-receipt')).toBe('print-receipt');
    expect(stationForPath('/print-token')).toBe('print-token');
    expect(stationForPath('/')).toBe('dashboard');
    expect(stationForPath('/no-access')).toBe('dashboard');
    expect(stationForPath('/dashboard/settings/tables')).toBe('dashboard');
  });
});

const visibleLabels = (subject: typeof cashier) =>
  SIDEBAR.flatMap((section) => section.links.filter((link) => canSeeLink(subject, link)).map((link) => link.label));

describe('sidebar and quick navigation (spec 2.3)', () => {
  it('shows a cashier only the links their scopes open', () => {
    expect(visibleLabels(cashier)).toEqual(['POS', 'Orders']);
  });

  it('shows Users in the sidebar to admin only, even with SETTINGS', () => {
    expect(visibleLabels(admin)).toContain('Users');
    expect(visibleLabels({ role: 'user', scope: 'SETTINGS' })).toEqual(['Settings']);
  });

  it('offers Devices, Profile and Support to everyone in quick navigation', () => {
    const titles = QUICK_NAV.filter((entry) => hasAnyScope(nobody, entry.scopes)).map((entry) => entry.title);
    expect(titles).toEqual(['Devices', 'Profile', 'Support']);
  });

  it('gives Users in quick navigation to SETTINGS holders', () => {
    const titles = QUICK_NAV.filter((entry) => hasAnyScope({ role: 'user', scope: 'SETTINGS' }, entry.scopes)).map((entry) => entry.title);
    expect(titles).toContain('Users');
    expect(titles).toContain('Store Settings');
  });
});
