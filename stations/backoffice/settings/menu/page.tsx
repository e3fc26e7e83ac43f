// Spec 2.13 Menu: the items' card grid at the page's own path, the categories and each item's detail below it.
import { Route, Switch } from 'wouter';
import { PAGES } from '../../../../shared/domain/navigation/sitemap';
import { NotFoundContent } from '../../../../shared/shell/NotFound';
import { CategoriesPage } from './CategoriesPage';
import { MenuItemPage } from './MenuItemPage';
import { CATEGORIES_PATH, MenuItemsPage } from './MenuItemsPage';
import { settingsPage } from '../settingsPages';

const MENU_ITEMS_PATH = settingsPage('menu').path;

export default function MenuSettingsPage() {
  return (
    <Switch>
      <Route path={CATEGORIES_PATH} component={CategoriesPage} />
      <Route path={`${MENU_ITEMS_PATH}/:id`}>{(params) => <MenuItemPage itemId={params.id} />}</Route>
      <Route path={MENU_ITEMS_PATH} component={MenuItemsPage} />
      <Route>
        <NotFoundContent homePath={PAGES.settings.path} />
      </Route>
    </Switch>
  );
}
