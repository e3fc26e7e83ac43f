// Spec 7 Customers: `/customers/{id}/update` and `/customers/{id}/delete` name the customer by id (the
// Customers screen sends ids); a phone works too. The id is tried first here, because the path names an id,
// whereas the POS lookup `GET /customers/{phone-or-id}` tries the phone first.
import { CUSTOMER_MESSAGES } from '../../shared/contract/customers';
import { MAX_STORED_INTEGER } from '../../shared/contract/validation';
import type { Db } from '../db/client';
import { findCustomerById, findCustomerByPhone } from '../db/repositories/customers.repository';
import type { CustomerRow } from '../db/schema';
import { notFound } from '../errors';
import { normalizePhone } from './findCustomer';

const ID_TEXT = /^[1-9][0-9]{0,9}$/;

export async function findCustomerToChange(db: Db, idOrPhone: string): Promise<CustomerRow> {
  const value = normalizePhone(idOrPhone);
  const byId = ID_TEXT.test(value) && Number(value) <= MAX_STORED_INTEGER ? await findCustomerById(db, Number(value)) : undefined;
  const customer = byId ?? (value === '' ? undefined : await findCustomerByPhone(db, value));
  if (!customer) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  return customer;
}
