// Spec 2.13 settings area: a side menu with one link per SETTINGS_PAGES entry (shared/domain/navigation/sitemap.ts), in
// its order, and the page at the current path (the default export of its folder's page.tsx); the bare settings
// path shows the first page (Details). The dashboard loads this module on demand, with every settings page in
// it, so their form code and request schemas only reach browsers that open the settings.
import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import { SETTINGS_PAGES } from '../../../shared/domain/navigation/settingsPages';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { NotFoundContent } from '../../../shared/shell/NotFound';
import { StationLink } from '../../../shared/shell/StationLink';
import { PageHeader } from '../../../shared/ui/Surface';
import { settingsPageForPath } from './settingsPages';
import * as css from './settings.css';

const PAGE_COMPONENTS = import.meta.glob<ComponentType>('./*/page.tsx', { eager: true, import: 'default' });

export function SettingsArea() {
  const [pathname] = useLocation();
  const current = settingsPageForPath(pathname);
  const Page = current ? PAGE_COMPONENTS[`./${current.folder}/page.tsx`] : undefined;
  return (
    <>
      <PageHeader title={PAGES.settings.title} documentTitle={null} />
      <div className={css.layout}>
        <nav className={css.menu} aria-label="Settings">
          <ul className={css.menuList}>
            {SETTINGS_PAGES.map((page) => (
              <li key={page.path}>
                <StationLink href={page.path} className={css.menuLink} aria-current={page === current ? 'page' : undefined}>
                  {page.menuLabel}
                </StationLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label="Settings content" className={css.content}>
          {Page ? <Page /> : <NotFoundContent homePath={PAGES.settings.path} />}
        </section>
      </div>
    </>
  );
}
