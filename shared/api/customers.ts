// Spec 7 Customers: the paged list with its filter, add, update (the phone is read-only, so it is not
// sent), delete, and the lookup by phone or id the POS and the reservation form use.
import { CUSTOMERS_PAGE_SIZE, type CustomerAddBody, type CustomersPageResponse, type CustomerUpdateBody } from '../contract/customers';
import type { CreatedResponse } from '../contract/answers';
import type { MessageResponse } from '../contract/session';
import { callEndpoint } from './endpoints';

export { getCustomer } from './customerLookup';

export interface CustomersQuery {
  /** 1-based. */
  page: number;
  /** Matches phone, name or email; '' for every customer. */
  filter: string;
  perPage?: number;
}

/** `GET /customers?sort=created_at&page&filter&perPage` (spec 7, page 1 and 10 per page by default). */
export function listCustomers({ page, filter, perPage = CUSTOMERS_PAGE_SIZE }: CustomersQuery): Promise<CustomersPageResponse> {
  return callEndpoint('GET /customers', { query: { sort: 'created_at', page: String(page), filter, perPage: String(perPage) } });
}

export function addCustomer(body: CustomerAddBody): Promise<CreatedResponse> {
  return callEndpoint('POST /customers/add', { body });
}

export function updateCustomer(id: number, body: CustomerUpdateBody): Promise<MessageResponse> {
  return callEndpoint('POST /customers/:id/update', { params: { id }, body });
}

export function deleteCustomer(id: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /customers/:id/delete', { params: { id } });
}
