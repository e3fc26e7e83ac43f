// Spec 2.8, 7 Customers: DELETE /customers/{id}/delete. The customer's history stays readable: orders and
// invoices keep their snapshots and their customer_id becomes null (foreign keys SET NULL); reservations
// keep the customer's latest name in customer_name, then lose the link the same way. One transaction.
import { deleteCustomerRow } from '../db/repositories/customers.repository';
import { snapshotCustomerOnReservations } from '../db/repositories/reservations.repository';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { findCustomerToChange } from './findCustomerToChange';

export async function deleteCustomer(ctx: ServiceContext, idOrPhone: string): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    const customer = await findCustomerToChange(trx, idOrPhone);
    await snapshotCustomerOnReservations(trx, customer.id, customer.name);
    await deleteCustomerRow(trx, customer.id);
  });
}
