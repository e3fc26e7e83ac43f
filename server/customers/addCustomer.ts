// Spec 2.8, 5, 7 Customers: POST /customers/add. The phone is the key: stored trimmed with inner spaces
// removed (as the POS lookup reads it) and unique, so a second customer with it is a 409.
import { type CustomerAddBody, CUSTOMER_MESSAGES } from '../../shared/contract/customers';
import { isUniqueViolation } from '../db/errors';
import { findCustomerByPhone, insertCustomer } from '../db/repositories/customers.repository';
import type { CustomerRow } from '../db/schema';
import { conflict } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';
import { normalizePhone } from './findCustomer';

export async function addCustomer(ctx: ServiceContext, body: CustomerAddBody): Promise<CustomerRow> {
  const phone = normalizePhone(body.phone);
  if (await findCustomerByPhone(ctx.db, phone)) throw conflict(CUSTOMER_MESSAGES.customerPhoneTaken);
  const now = isoNow(ctx);
  try {
    return await insertCustomer(ctx.db, {
      phone,
      name: body.name,
      email: body.email,
      gender: body.gender,
      birth_date: body.birthDate,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // The same phone added between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(CUSTOMER_MESSAGES.customerPhoneTaken);
    throw error;
  }
}
