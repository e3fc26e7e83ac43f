// Spec 7 Customers: the POS looks a customer up by phone (GET /customers/{phone-or-id}).
import type { CustomerResponse } from '../contract/pos';
import { api } from './http';

export function getCustomer(phoneOrId: string): Promise<CustomerResponse> {
  return api.get<CustomerResponse>(`/customers/${encodeURIComponent(phoneOrId.trim())}`);
}
