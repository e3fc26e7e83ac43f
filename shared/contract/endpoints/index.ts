// Every declared /api/v1 endpoint, by resource (one file per server/http folder). The server
// mounts them, the access table and the OpenAPI document are derived from them, and the browser client
// calls them by key (`'GET /orders'`) with the types of this map (a type-only import: no zod in a bundle).
import { type ApiAccess } from '../../domain/access/scopes';
import { type EndpointDeclaration, type EndpointKey, endpointKey } from '../endpoint';
import { activityEndpoints } from './activity';
import { apiDocsEndpoints } from './apiDocs';
import { billingEndpoints } from './billing';
import { authEndpoints } from './auth';
import { categoriesEndpoints } from './categories';
import { customersEndpoints } from './customers';
import { dashboardEndpoints } from './dashboard';
import { drawersEndpoints } from './drawers';
import { floorEndpoints } from './floor';
import { invoicesEndpoints } from './invoices';
import { kitchenEndpoints } from './kitchen';
import { menuItemsEndpoints } from './menuItems';
import { modifiersEndpoints } from './modifiers';
import { stockEndpoints } from './stock';
import { ordersEndpoints } from './orders';
import { paymentTypesEndpoints } from './paymentTypes';
import { posEndpoints } from './pos';
import { printersEndpoints } from './printers';
import { publicDisplayEndpoints } from './publicDisplay';
import { reportsEndpoints } from './reports';
import { reservationsEndpoints } from './reservations';
import { settingsEndpoints } from './settings';
import { storeTablesEndpoints } from './storeTables';
import { supportEndpoints } from './support';
import { taxesEndpoints } from './taxes';
import { usersEndpoints } from './users';

const ENDPOINT_GROUPS = {
  apiDocs: apiDocsEndpoints,
  auth: authEndpoints,
  support: supportEndpoints,
  settings: settingsEndpoints,
  paymentTypes: paymentTypesEndpoints,
  taxes: taxesEndpoints,
  storeTables: storeTablesEndpoints,
  categories: categoriesEndpoints,
  menuItems: menuItemsEndpoints,
  modifiers: modifiersEndpoints,
  stock: stockEndpoints,
  users: usersEndpoints,
  pos: posEndpoints,
  customers: customersEndpoints,
  orders: ordersEndpoints,
  reservations: reservationsEndpoints,
  dashboard: dashboardEndpoints,
  kitchen: kitchenEndpoints,
  publicDisplay: publicDisplayEndpoints,
  invoices: invoicesEndpoints,
  reports: reportsEndpoints,
  activity: activityEndpoints,
  billing: billingEndpoints,
  printers: printersEndpoints,
  floor: floorEndpoints,
  drawers: drawersEndpoints,
} as const;

type Groups = typeof ENDPOINT_GROUPS;
type AnyEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** Every declared endpoint by its key, `'POST /orders/cancel'`. */
export type EndpointMap = { [E in AnyEndpoint as EndpointKey<E>]: E };
export type ApiEndpointKey = keyof EndpointMap;

export const ENDPOINTS: readonly EndpointDeclaration[] = Object.values(ENDPOINT_GROUPS).flatMap((group): EndpointDeclaration[] =>
  Object.values(group),
);

/**
 * Spec 6: who may call what, derived from the declarations. The server refuses to register a route missing here.
 * @internal Exported for tests: the access tests walk every declared route through it.
 */
export const API_ACCESS: Readonly<Record<string, ApiAccess>> = Object.fromEntries(
  ENDPOINTS.map((declaration) => [endpointKey(declaration), declaration.access]),
);

export function apiAccessFor(method: string, url: string): ApiAccess | undefined {
  return API_ACCESS[`${method.toUpperCase()} ${url}`];
}
