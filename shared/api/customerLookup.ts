// Spec 7 customer lookup by phone or id (the POS customer search, the reservation form). Apart from
// ./customers.ts (which re-exports it) because that module reads the customers contract, and with it zod,
// which the POS terminal does not load before an order is sent.
import type { CustomerResponse } from '../contract/posTypes';
import { callEndpoint } from './endpoints';

export function getCustomer(phoneOrId: string): Promise<CustomerResponse> {
  return callEndpoint('GET /customers/:phoneOrId', { params: { phoneOrId: phoneOrId.trim() } });
}
