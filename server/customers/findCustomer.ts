// Spec 2.5 Search Customer, 7 GET /customers/{phone-or-id}: phone is the customer's key; an id works too.
// Also resolves the create-order body's customerId (the customer object, a phone or an id).
import { CUSTOMER_LOOKUP_MESSAGES } from '../../shared/contract/pos';
import { MAX_STORED_INTEGER } from '../../shared/contract/validation';
import type { Db } from '../db/client';
import { findCustomerById, findCustomerByPhone } from '../db/repositories/customers.repository';
import type { CustomerRow } from '../db/schema';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** Phones are stored trimmed with spaces removed (docs/data-model.md), so '555 0100' finds '5550100'. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\s+/g, '');
}

/**
 * The phone wins: a customer whose phone is '42' is found by '42' even if another customer has id 42
 * (phone is the spec's key; ids are the fallback for links that carry them).
 */
export async function findCustomerRow(
  db: Db,
  phoneOrId: string,
  options: { mayFindById: boolean } = { mayFindById: true },
): Promise<CustomerRow | undefined> {
  const phone = normalizePhone(phoneOrId);
  if (phone === '') return undefined;
  const byPhone = await findCustomerByPhone(db, phone);
  if (byPhone) return byPhone;
  if (options.mayFindById && ID_TEXT.test(phone) && Number(phone) <= MAX_STORED_INTEGER) return findCustomerById(db, Number(phone));
  return undefined;
}

/**
 * The lookup route. By id only for `mayFindById` (CUSTOMER_RECORD_SCOPES): ids are sequential, so a
 * POS-only user could otherwise read every customer's record; the POS needs the phone lookup only.
 */
export async function findCustomer(ctx: ServiceContext, phoneOrId: string, options: { mayFindById: boolean }): Promise<CustomerRow> {
  const customer = await findCustomerRow(ctx.db, phoneOrId, options);
  if (!customer) throw notFound(CUSTOMER_LOOKUP_MESSAGES.notFound);
  return customer;
}
