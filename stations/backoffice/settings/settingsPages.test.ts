// SETTINGS_PAGES (shared/domain/navigation/settingsPages.ts) is the one list of settings pages. A new page is its
// folder here and one entry there; these checks fail when either half is missing or one is left unreachable.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasAnyScope } from '../../../shared/domain/access/scopes';
import { QUICK_NAV } from '../../../shared/domain/navigation/quickNav';
import { SIDEBAR } from '../../../shared/domain/navigation/sidebar';
import { SETTINGS_PAGES } from '../../../shared/domain/navigation/settingsPages';
import { PAGES, pageForPath, stationForPath } from '../../../shared/domain/navigation/sitemap';
import { settingsPageForPath } from './settingsPages';

const SETTINGS_DIR = fileURLToPath(new URL('.', import.meta.url));

function folderSources(folder: string): string {
  return readdirSync(join(SETTINGS_DIR, folder))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => readFileSync(join(SETTINGS_DIR, folder, name), 'utf8'))
    .join('\n');
}

describe.each(SETTINGS_PAGES.map((page) => [page.menuLabel, page] as const))('settings page %s', (_label, page) => {
  it('has a page module: its folder page.tsx default-exports the page', () => {
    const file = join(SETTINGS_DIR, page.folder, 'page.tsx');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^export default function \w+\(/m);
  });

  it('has a route below the settings path, a menu label and a page title taken from its entry', () => {
    expect(page.path.startsWith(`${PAGES.settings.path}/`)).toBe(true);
    expect(settingsPageForPath(page.path)).toBe(page);
    expect(settingsPageForPath(`${page.path}/`)).toBe(page);
    expect(page.menuLabel.trim()).not.toBe('');
    expect(page.title.trim()).not.toBe('');
    expect(folderSources(page.folder)).toContain(`settingsPage('${page.folder}')`);
  });

  it('takes the Settings page access and bundle: SETTINGS holders (and admin) only, in the dashboard', () => {
    expect(pageForPath(page.path)).toBe(PAGES.settings);
    expect(stationForPath(page.path)).toBe('dashboard');
  });

  it('is in quick navigation under its quick-navigation title, or absent when it has none', () => {
    const expected = page.quickNavTitle === null ? [] : [{ title: page.quickNavTitle, path: page.path, scopes: PAGES.settings.scopes }];
    expect(QUICK_NAV.filter((entry) => entry.path === page.path)).toEqual(expected);
  });
});

describe('the settings pages together', () => {
  it('have one entry per page folder, and unique folders, paths, labels and titles', () => {
    const pageFolders = readdirSync(SETTINGS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(SETTINGS_DIR, entry.name, 'page.tsx')))
      .map((entry) => entry.name)
      .sort();
    expect(SETTINGS_PAGES.map((page) => page.folder).sort()).toEqual(pageFolders);
    const distinct = (['folder', 'path', 'menuLabel', 'title'] as const).map((field) => [
      field,
      new Set(SETTINGS_PAGES.map((page) => page[field])).size,
    ]);
    expect(Object.fromEntries(distinct)).toEqual({
      folder: SETTINGS_PAGES.length,
      path: SETTINGS_PAGES.length,
      menuLabel: SETTINGS_PAGES.length,
      title: SETTINGS_PAGES.length,
    });
  });

  it('keep the spec 2.13 side menu and 2.3 quick-navigation order', () => {
    expect(SETTINGS_PAGES.slice(0, 6).map((page) => page.menuLabel)).toEqual([
      'Details',
      'Print Settings',
      'Tables',
      'Menu Items',
      'Tax Setup',
      'Payment Types',
    ]);
    const settingsEntries = QUICK_NAV.filter((entry) => entry.path.startsWith(`${PAGES.settings.path}/`)).map((entry) => entry.title);
    expect(settingsEntries.slice(0, 5)).toEqual(['Store Settings', 'Print Settings', 'Tables', 'Menu Items', 'Tax Setup']);
  });

  it('show the first page at the bare settings path; other paths are not found unless a page has sub-pages', () => {
    expect(settingsPageForPath(PAGES.settings.path)).toBe(SETTINGS_PAGES[0]);
    expect(settingsPageForPath('/dashboard/settings/tables/7')).toBeUndefined();
    expect(settingsPageForPath('/dashboard/settings/nothing-here')).toBeUndefined();
    expect(settingsPageForPath('/dashboard/settings/menu-items/12')?.folder).toBe('menu');
  });

  it('are reached from the sidebar through the one Settings link, which SETTINGS holders see', () => {
    const links = SIDEBAR.flatMap((section) => section.links).filter((link) => link.path === PAGES.settings.path);
    expect(links).toHaveLength(1);
    expect(hasAnyScope({ role: 'user', scope: 'SETTINGS' }, links[0]?.scopes ?? [])).toBe(true);
    expect(hasAnyScope({ role: 'user', scope: 'POS' }, links[0]?.scopes ?? [])).toBe(false);
  });
});
