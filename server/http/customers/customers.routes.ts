// Spec 2.8, 5, 7 Customers: the paged list with its filter, add, update, delete, and GET
// /customers/{phone-or-id} (the POS customer search). Reading: CUSTOMERS, VIEW_CUSTOMERS or
// MANAGE_CUSTOMERS (and POS for the lookup); changing: CUSTOMERS or MANAGE_CUSTOMERS (API_ACCESS).
import {
  OFFERINGS_ANSWERS,
  type CustomersPageResponse,
  customerAddBody,
  customersListQuery,
  customerUpdateBody,
} from '../../../shared/contract/offerings';
import { CUSTOMER_RECORD_SCOPES, hasAnyScope } from '../../../shared/domain/permissions';
import type { CustomerResponse } from '../../../shared/contract/pos';
import type { CreatedResponse } from '../../../shared/contract/settings';
import type { MessageResponse } from '../../../shared/contract/session';
import { presentCustomer, presentCustomersPage } from '../../presenters/customers.presenter';
import { addCustomer } from '../../services/addCustomer';
import { deleteCustomer } from '../../services/deleteCustomer';
import { findCustomer } from '../../services/findCustomer';
import { listCustomers } from '../../services/listCustomers';
import { updateCustomer } from '../../services/updateCustomer';
import { parseWith } from '../parse';
import { requireSession } from '../request';
import type { ApiRoutesPlugin } from '../routeDeps';

type ByPhoneOrId = { Params: { phoneOrId: string } };
type ById = { Params: { id: string } };

export const customersRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/customers', async (request) => {
    const page = await listCustomers(ctx, parseWith(customersListQuery, request.query));
    return presentCustomersPage(page) satisfies CustomersPageResponse;
  });

  app.get<ByPhoneOrId>('/customers/:phoneOrId', async (request) => {
    const mayFindById = hasAnyScope(requireSession(request).user, CUSTOMER_RECORD_SCOPES);
    return { customer: presentCustomer(await findCustomer(ctx, request.params.phoneOrId, { mayFindById })) } satisfies CustomerResponse;
  });

  app.post('/customers/add', async (request) => {
    const customer = await addCustomer(ctx, parseWith(customerAddBody, request.body));
    return { message: OFFERINGS_ANSWERS.customerAdded, id: customer.id } satisfies CreatedResponse;
  });

  app.post<ById>('/customers/:id/update', async (request) => {
    await updateCustomer(ctx, request.params.id, parseWith(customerUpdateBody, request.body));
    return { message: OFFERINGS_ANSWERS.customerUpdated } satisfies MessageResponse;
  });

  app.delete<ById>('/customers/:id/delete', async (request) => {
    await deleteCustomer(ctx, request.params.id);
    return { message: OFFERINGS_ANSWERS.customerDeleted } satisfies MessageResponse;
  });
};
