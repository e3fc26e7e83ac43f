// Spec 2.8, 5 and 7 Customers: VIEW_CUSTOMERS reads only; CUSTOMERS or MANAGE_CUSTOMERS change.
// The lookup by phone or id is also the POS customer search and the reservation form's (spec 5).
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import { textParam } from '../pathParams';
import { customerAddBody, customersListQuery, customersPageResponse, customerUpdateBody } from '../customers';
import { customerResponse } from '../pos';
import { messageResponse } from '../session';
import { createdResponse } from '../answers';

const READ_SCOPES = ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'] as const satisfies readonly Permission[];
const CHANGE_SCOPES = ['CUSTOMERS', 'MANAGE_CUSTOMERS'] as const satisfies readonly Permission[];
// Anyone who may see customers may look one up, and so may the POS and whoever books reservations. By id (a
// sequential number, so enumerable) only for those who may read customer records (the route checks CUSTOMER_RECORD_SCOPES).
const LOOKUP_SCOPES = [...READ_SCOPES, 'POS', 'RESERVATIONS', 'MANAGE_RESERVATIONS'] as const satisfies readonly Permission[];
const tag = 'customers';

export const customersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/customers',
    access: READ_SCOPES,
    tag,
    summary: 'One page of customers, newest first, matching the filter (phone, name or email).',
    query: customersListQuery,
    response: customersPageResponse,
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/customers/:phoneOrId',
    params: { phoneOrId: textParam },
    access: LOOKUP_SCOPES,
    tag,
    summary: 'One customer by phone (the POS search); by id only for CUSTOMERS, VIEW_CUSTOMERS or MANAGE_CUSTOMERS.',
    response: customerResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/customers/add',
    access: CHANGE_SCOPES,
    tag,
    summary: 'Adds a customer; the phone must be new.',
    body: customerAddBody,
    response: createdResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/customers/:id/update',
    params: { id: textParam },
    access: CHANGE_SCOPES,
    tag,
    summary: "Updates a customer's name, email, birth date and gender (the phone is read-only).",
    body: customerUpdateBody,
    response: messageResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/customers/:id/delete',
    params: { id: textParam },
    access: CHANGE_SCOPES,
    tag,
    summary: 'Deletes a customer.',
    response: messageResponse,
  }),
} as const;
