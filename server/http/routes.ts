// The /api/v1 route plugins, one per resource folder. buildApp registers these; a test may pass
// its own list (to prove that a route missing from API_ACCESS fails the build).
import { activityRoutes } from '../activity/activity.routes';
import { apiDocsRoutes } from './apiDocs.routes';
import { billingRoutes } from '../billing/billing.routes';
import { authRoutes } from '../session/session.routes';
import { customersRoutes } from '../customers/customers.routes';
import { dashboardRoutes } from '../dashboard/dashboard.routes';
import { floorRoutes } from '../floor/floor.routes';
import { invoicesRoutes } from '../invoices/invoices.routes';
import { kitchenRoutes } from '../kitchen/kitchen.routes';
import { menuItemsRoutes } from '../menu/menuItems.routes';
import { modifiersRoutes } from '../modifiers/modifiers.routes';
import { stockRoutes } from '../stock/stock.routes';
import { ordersRoutes } from '../orders/orders.routes';
import { posRoutes } from '../pos/pos.routes';
import { publicDisplayRoutes } from '../publicDisplay/publicDisplay.routes';
import { reportsRoutes } from '../reports/reports.routes';
import { reservationsRoutes } from '../reservations/reservations.routes';
import type { ApiRoutesPlugin } from './routeDeps';
import { categoriesRoutes } from '../menu/categories.routes';
import { paymentTypesRoutes } from '../paymentTypes/paymentTypes.routes';
import { settingsRoutes } from '../settings/settings.routes';
import { storeTablesRoutes } from '../storeTables/storeTables.routes';
import { taxesRoutes } from '../taxes/taxes.routes';
import { supportRoutes } from '../support/support.routes';
import { usersRoutes } from '../users/users.routes';
import { printersRoutes } from '../printers/printers.routes';
import { drawersRoutes } from '../drawers/drawers.routes';

export const API_ROUTE_PLUGINS: readonly ApiRoutesPlugin[] = [
  apiDocsRoutes,
  authRoutes,
  supportRoutes,
  settingsRoutes,
  paymentTypesRoutes,
  taxesRoutes,
  storeTablesRoutes,
  categoriesRoutes,
  menuItemsRoutes,
  modifiersRoutes,
  stockRoutes,
  usersRoutes,
  posRoutes,
  customersRoutes,
  ordersRoutes,
  kitchenRoutes,
  publicDisplayRoutes,
  reservationsRoutes,
  dashboardRoutes,
  invoicesRoutes,
  reportsRoutes,
  activityRoutes,
  billingRoutes,
  printersRoutes,
  floorRoutes,
  drawersRoutes,
];
