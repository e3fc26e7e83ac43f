// Finding a settings page among SETTINGS_PAGES (shared/domain/navigation/sitemap.ts): by its folder, for the page's own
// title and path, and by pathname, for the side menu and the page shown. Here rather than beside the list so
// it rides in the settings chunk, not in every station's first load.
import { SETTINGS_PAGES, type SettingsPage } from '../../../shared/domain/navigation/settingsPages';
import { PAGES } from '../../../shared/domain/navigation/sitemap';

export type SettingsFolder = (typeof SETTINGS_PAGES)[number]['folder'];

export function settingsPage(folder: SettingsFolder): SettingsPage {
  const page: SettingsPage | undefined = SETTINGS_PAGES.find((entry) => entry.folder === folder);
  if (!page) throw new Error(`No settings page in folder ${folder}`);
  return page;
}

/**
 * The settings page that shows at a pathname: its own path, the paths below it when it has sub-pages, and the
 * first page at the bare settings path; undefined for anything else (not found).
 */
export function settingsPageForPath(pathname: string): SettingsPage | undefined {
  const clean = pathname.replace(/\/+$/, '');
  if (clean === PAGES.settings.path) return SETTINGS_PAGES[0];
  const pages: readonly SettingsPage[] = SETTINGS_PAGES;
  return pages.find((entry) => clean === entry.path || (entry.hasSubPages === true && clean.startsWith(`${entry.path}/`)));
}
