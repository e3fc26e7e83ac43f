// Spec 2.8, 5, 7 Customers: the paged list with its filter, add, update, delete, and GET
// /customers/{phone-or-id} (the POS customer search). Declared, with who may call each, in
// shared/contract/endpoints/customers.ts; the lookup by id is for those who may read customer records.
import { customersEndpoints } from '../../shared/contract/endpoints/customers';
import { CUSTOMER_MESSAGES } from '../../shared/contract/customers';
import { CUSTOMER_RECORD_SCOPES, hasAnyScope } from '../../shared/domain/access/scopes';
import { presentCustomer, presentCustomersPage } from './customers.presenter';
import { addCustomer } from './addCustomer';
import { deleteCustomer } from './deleteCustomer';
import { findCustomer } from './findCustomer';
import { listCustomers } from './listCustomers';
import { updateCustomer } from './updateCustomer';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const customersRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(customersEndpoints.list, async ({ query }) => presentCustomersPage(await listCustomers(ctx, query)));

  mount(customersEndpoints.lookup, async ({ params, session }) => {
    const mayFindById = hasAnyScope(session.user, CUSTOMER_RECORD_SCOPES);
    return { customer: presentCustomer(await findCustomer(ctx, params.phoneOrId, { mayFindById })) };
  });

  mount(customersEndpoints.add, async ({ body }) => {
    const customer = await addCustomer(ctx, body);
    return { message: CUSTOMER_MESSAGES.customerAdded, id: customer.id };
  });

  mount(customersEndpoints.update, async ({ params, body }) => {
    await updateCustomer(ctx, params.id, body);
    return { message: CUSTOMER_MESSAGES.customerUpdated };
  });

  mount(customersEndpoints.delete, async ({ params }) => {
    await deleteCustomer(ctx, params.id);
    return { message: CUSTOMER_MESSAGES.customerDeleted };
  });
};
