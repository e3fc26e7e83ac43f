// The settings pages behind the side menu. Loaded on demand (SettingsArea lazy-loads this module), so
// the form code and the request schemas only reach browsers that open the settings.
import { PAGES, SETTINGS_PAGES } from '../../../shared/domain/permissions';
import { NotFoundContent } from '../../../shared/shell/NotFound';
import { Route, Switch } from 'wouter';
import { StoreDetailsPage } from './details/StoreDetailsPage';
import { CategoriesPage } from './menu/CategoriesPage';
import { MenuItemPage } from './menu/MenuItemPage';
import { CATEGORIES_PATH, MenuItemsPage } from './menu/MenuItemsPage';
import { PaymentTypesPage } from './payment-types/PaymentTypesPage';
import { PrintSettingsPage } from './print/PrintSettingsPage';
import { TablesPage } from './tables/TablesPage';
import { TaxSetupPage } from './taxes/TaxSetupPage';

const ROOT = PAGES.settings.path;

export function SettingsRoutes() {
  return (
    <Switch>
      <Route path={ROOT} component={StoreDetailsPage} />
      <Route path={SETTINGS_PAGES.details.path} component={StoreDetailsPage} />
      <Route path={SETTINGS_PAGES.printSettings.path} component={PrintSettingsPage} />
      <Route path={SETTINGS_PAGES.tables.path} component={TablesPage} />
      <Route path={CATEGORIES_PATH} component={CategoriesPage} />
      <Route path={`${SETTINGS_PAGES.menuItems.path}/:id`}>{(params) => <MenuItemPage itemId={params.id} />}</Route>
      <Route path={SETTINGS_PAGES.menuItems.path} component={MenuItemsPage} />
      <Route path={SETTINGS_PAGES.taxSetup.path} component={TaxSetupPage} />
      <Route path={SETTINGS_PAGES.paymentTypes.path} component={PaymentTypesPage} />
      <Route>
        <NotFoundContent homePath={ROOT} />
      </Route>
    </Switch>
  );
}
