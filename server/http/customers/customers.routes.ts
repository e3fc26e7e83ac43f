// Spec 7 Customers: GET /customers/{phone-or-id}, the POS customer search (issue 4). The rest of the
// customers resource (list, add, update, delete) belongs to the customers issue.
import type { CustomerResponse } from '../../../shared/contract/pos';
import { presentCustomer } from '../../presenters/customers.presenter';
import { findCustomer } from '../../services/findCustomer';
import type { ApiRoutesPlugin } from '../routeDeps';

type ByPhoneOrId = { Params: { phoneOrId: string } };

export const customersRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get<ByPhoneOrId>('/customers/:phoneOrId', async (request) => {
    return { customer: presentCustomer(await findCustomer(ctx, request.params.phoneOrId)) } satisfies CustomerResponse;
  });
};
