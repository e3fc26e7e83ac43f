// Spec 2.8, 5, 7 Customers: POST /customers/{id}/update. The phone is read-only (the body has none).
import { type CustomerUpdateBody, CUSTOMER_MESSAGES } from '../../shared/contract/customers';
import { updateCustomerRow } from '../db/repositories/customers.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';
import { findCustomerToChange } from './findCustomerToChange';

export async function updateCustomer(ctx: ServiceContext, idOrPhone: string, body: CustomerUpdateBody): Promise<void> {
  const customer = await findCustomerToChange(ctx.db, idOrPhone);
  const isUpdated = await updateCustomerRow(ctx.db, customer.id, {
    name: body.name,
    email: body.email,
    gender: body.gender,
    birth_date: body.birthDate,
    updated_at: isoNow(ctx),
  });
  // Deleted by someone else between the lookup and the update.
  if (!isUpdated) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
}
