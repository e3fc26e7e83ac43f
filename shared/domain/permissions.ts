// Issue 13, during the move to declared endpoints: the legacy access table of the API routes not declared yet
// (shared/contract/endpoints holds the declared ones). The lead deletes this file once every route is declared.
import type { ApiAccess } from './scopes';

// Paths relative to /api/v1. The server refuses to register a route missing here (or in the declarations),
// and answers 403 to a signed-in user lacking every listed scope.

/**
 * Issue 13, during the move to declared endpoints (shared/contract/endpoints): the routes not declared yet.
 * A declared endpoint's entry is removed from here; shared/contract/endpoints derives API_ACCESS from both.
 */
export const UNDECLARED_API_ACCESS = {
  'POST /auth/signin': 'public',
  'POST /auth/refresh-token': 'public',
  'POST /auth/signout': 'signed-in',
  'GET /auth/devices': 'signed-in',
  'POST /auth/remove-device': 'signed-in',
  'GET /support/contact': 'signed-in',
  'GET /settings/store-setting': ['SETTINGS'],
  'POST /settings/store-setting': ['SETTINGS'],
  'GET /settings/print-setting': ['SETTINGS'],
  'POST /settings/print-setting': ['SETTINGS'],
  'GET /settings/payment-types': ['SETTINGS'],
  'POST /settings/payment-types/add': ['SETTINGS'],
  'DELETE /settings/payment-types/:id': ['SETTINGS'],
  'POST /settings/payment-types/:id/toggle': ['SETTINGS'],
  'POST /settings/payment-types/:id/update': ['SETTINGS'],
  'GET /settings/taxes': ['SETTINGS'],
  'POST /settings/taxes/add': ['SETTINGS'],
  'DELETE /settings/taxes/:id': ['SETTINGS'],
  'POST /settings/taxes/:id/update': ['SETTINGS'],
  'GET /settings/store-tables': ['SETTINGS'],
  'POST /settings/store-tables/add': ['SETTINGS'],
  'DELETE /settings/store-tables/:id': ['SETTINGS'],
  'POST /settings/store-tables/:id/update': ['SETTINGS'],
  'GET /settings/categories': ['SETTINGS'],
  'POST /settings/categories/add': ['SETTINGS'],
  'DELETE /settings/categories/:id': ['SETTINGS'],
  'POST /settings/categories/:id/update': ['SETTINGS'],
  'GET /menu-items': ['SETTINGS'],
  'GET /menu-items/:id': ['SETTINGS'],
  'POST /menu-items/add': ['SETTINGS'],
  'POST /menu-items/update/:id': ['SETTINGS'],
  'DELETE /menu-items/delete/:id': ['SETTINGS'],
  'POST /menu-items/variants/:itemId/add': ['SETTINGS'],
  'POST /menu-items/variants/:itemId/update/:variantId': ['SETTINGS'],
  'DELETE /menu-items/variants/:itemId/delete/:variantId': ['SETTINGS'],
  'POST /menu-items/addons/:itemId/add': ['SETTINGS'],
  'POST /menu-items/addons/:itemId/update/:addonId': ['SETTINGS'],
  'DELETE /menu-items/addons/:itemId/delete/:addonId': ['SETTINGS'],
  // Spec 2.1 / 6: the Users route is guarded by SETTINGS (the sidebar link shows to admin only).
  'GET /users': ['SETTINGS'],
  'POST /users/add': ['SETTINGS'],
  'POST /users/update/:username': ['SETTINGS'],
  'POST /users/update-password/:username': ['SETTINGS'],
  'DELETE /users/delete/:username': ['SETTINGS'],
  // Hardening: clears a username's sign-in back-off and locks (admin accounts included).
  'POST /users/unlock-sign-in/:username': ['SETTINGS'],
  // Spec 7 Dashboard and POS (issue 4).
  'GET /pos/init': ['POS'],
  'POST /pos/create-order': ['POS'],
  'POST /pos/create-order-and-invoice': ['POS'],
  // Spec 7 Customers: the POS customer search; anyone who may see customers may look one up, and so may
  // whoever books reservations (spec 5: the Add Reservation dialog searches the customer by phone).
  // By id (a sequential number, so enumerable) only for those who may read customer records: CUSTOMER_RECORD_SCOPES.
  'GET /customers/:phoneOrId': ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS', 'POS', 'RESERVATIONS', 'MANAGE_RESERVATIONS'],
  // Spec 2.8 / 6 (issue 6): VIEW_CUSTOMERS reads only; CUSTOMERS or MANAGE_CUSTOMERS change.
  'GET /customers': ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
  'POST /customers/add': ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
  'POST /customers/:id/update': ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
  'DELETE /customers/:id/delete': ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
  // Spec 2.9 / 6 (issue 6): VIEW_RESERVATIONS reads only; RESERVATIONS or MANAGE_RESERVATIONS change.
  'GET /reservations/init': ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'GET /reservations': ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'GET /reservations/search': ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'POST /reservations/add': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'POST /reservations/update/:id': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
  'DELETE /reservations/delete/:id': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
  // Spec 2.4 (issue 6): the dashboard home.
  'GET /dashboard': ['DASHBOARD'],
  // Spec 7 Orders and kitchen (issue 5): each group takes the scopes of its page in spec 2.1.
  'GET /kitchen': ['KITCHEN', 'KITCHEN_DISPLAY'],
  'POST /kitchen/:id': ['KITCHEN', 'KITCHEN_DISPLAY'],
  'POST /kitchen/:id/kitchen-status': ['KITCHEN', 'KITCHEN_DISPLAY'],
  'GET /public-display': ['PUBLIC_DISPLAY', 'KITCHEN_DISPLAY'],
  // Spec 2.10 / 7 Invoices (issue 6); the PDF and CSV downloads are beyond the spec. The CSV is also the
  // Reports screen's export, so REPORTS may download it too.
  'GET /invoices': ['INVOICES'],
  'GET /invoices/init': ['INVOICES'],
  'POST /invoices/orders': ['INVOICES'],
  'GET /invoices/search': ['INVOICES'],
  'GET /invoices/:id/pdf': ['INVOICES'],
  'GET /invoices/export.csv': ['INVOICES', 'REPORTS'],
  // Spec 2.12 / 7 (issue 6).
  'GET /reports': ['REPORTS'],
} as const satisfies Record<string, ApiAccess>;
