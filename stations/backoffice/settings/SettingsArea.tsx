// Spec 2.13 settings area: a side menu (Details, Print Settings, Tables, Menu Items, Tax Setup,
// Payment Types) and the child pages; the empty path shows Details.
import { lazy, Suspense } from 'react';
import { PAGES, SETTINGS_PAGES } from '../../../shared/domain/permissions';
import { useLocation } from 'wouter';
import { StationLink } from '../../../shared/shell/StationLink';
import { Loading, PageHeader } from '../../../shared/ui/Surface';
import * as css from './settings.css';

// The pages (and the zod request schemas they run) load when the area is first opened.
const SettingsRoutes = lazy(() => import('./SettingsRoutes').then((module) => ({ default: module.SettingsRoutes })));

const MENU = [
  SETTINGS_PAGES.details,
  SETTINGS_PAGES.printSettings,
  SETTINGS_PAGES.tables,
  SETTINGS_PAGES.menuItems,
  SETTINGS_PAGES.taxSetup,
  SETTINGS_PAGES.paymentTypes,
] as const;

const ROOT = PAGES.settings.path;

function isMenuActive(pathname: string, path: string): boolean {
  const clean = pathname.replace(/\/+$/, '');
  if (path === SETTINGS_PAGES.details.path && clean === ROOT) return true;
  return clean === path || clean.startsWith(`${path}/`);
}

export function SettingsArea() {
  const [pathname] = useLocation();
  return (
    <>
      <PageHeader title={PAGES.settings.title} documentTitle={null} />
      <div className={css.layout}>
        <nav className={css.menu} aria-label="Settings">
          <ul className={css.menuList}>
            {MENU.map((item) => (
              <li key={item.path}>
                <StationLink
                  href={item.path}
                  className={css.menuLink}
                  aria-current={isMenuActive(pathname, item.path) ? 'page' : undefined}
                >
                  {item.title}
                </StationLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label="Settings content" className={css.content}>
          <Suspense fallback={<Loading />}>
            <SettingsRoutes />
          </Suspense>
        </section>
      </div>
    </>
  );
}
