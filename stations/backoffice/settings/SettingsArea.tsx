// Spec 2.13 settings area: a side menu (Details, Print Settings, Tables, Menu Items, Tax Setup,
// Payment Types) and the child pages; the empty path shows Details.
import { Route, Switch, useLocation } from 'wouter';
import { PAGES, SETTINGS_PAGES } from '../../../shared/domain/permissions';
import { NotFoundContent } from '../../../shared/shell/NotFound';
import { StationLink } from '../../../shared/shell/StationLink';
import { PageHeader } from '../../../shared/ui/Surface';
import { useDocumentTitle } from '../../../shared/ui/useDocumentTitle';
import * as css from './settings.css';

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

/** A settings child: its own heading (h2 under the area's h1) and the tab title. */
function SettingsSection({ title }: { title: string }) {
  useDocumentTitle(title);
  return <h2 className={css.sectionTitle}>{title}</h2>;
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
        <section aria-label="Settings content">
          <Switch>
            <Route path={ROOT}>
              <SettingsSection title="Store Details" />
            </Route>
            <Route path={SETTINGS_PAGES.details.path}>
              <SettingsSection title="Store Details" />
            </Route>
            <Route path={SETTINGS_PAGES.printSettings.path}>
              <SettingsSection title={SETTINGS_PAGES.printSettings.title} />
            </Route>
            <Route path={SETTINGS_PAGES.tables.path}>
              <SettingsSection title={SETTINGS_PAGES.tables.title} />
            </Route>
            <Route path={`${SETTINGS_PAGES.menuItems.path}/categories`}>
              <SettingsSection title="Categories" />
            </Route>
            <Route path={`${SETTINGS_PAGES.menuItems.path}/:id`}>
              <SettingsSection title="Menu Item" />
            </Route>
            <Route path={SETTINGS_PAGES.menuItems.path}>
              <SettingsSection title={SETTINGS_PAGES.menuItems.title} />
            </Route>
            <Route path={SETTINGS_PAGES.taxSetup.path}>
              <SettingsSection title={SETTINGS_PAGES.taxSetup.title} />
            </Route>
            <Route path={SETTINGS_PAGES.paymentTypes.path}>
              <SettingsSection title={SETTINGS_PAGES.paymentTypes.title} />
            </Route>
            <Route>
              <NotFoundContent homePath={ROOT} />
            </Route>
          </Switch>
        </section>
      </div>
    </>
  );
}
