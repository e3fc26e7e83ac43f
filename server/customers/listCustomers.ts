// Spec 2.8, 7 Customers: GET /customers?sort=created_at&page&filter&perPage — newest first, filtered by
// phone, name or email (contains, case-insensitive). A page past the end answers the last page.
import type { CustomersListQuery } from '../../shared/contract/customers';
import { countCustomers, listCustomerRows } from '../db/repositories/customers.repository';
import type { CustomerRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { normalizePhone } from './findCustomer';

export interface CustomersPage {
  rows: CustomerRow[];
  currentPage: number;
  totalPages: number;
  total: number;
}

export async function listCustomers(ctx: ServiceContext, query: CustomersListQuery): Promise<CustomersPage> {
  const filter = { text: query.filter, phone: normalizePhone(query.filter) };
  // One snapshot for the count and the page (REPEATABLE READ on PostgreSQL), so they agree.
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const total = await countCustomers(trx, filter);
      // An empty list is still one (empty) page: "page 1 of 1".
      const totalPages = Math.max(1, Math.ceil(total / query.perPage));
      const currentPage = Math.min(query.page, totalPages);
      const rows = await listCustomerRows(trx, filter, { limit: query.perPage, offset: (currentPage - 1) * query.perPage });
      return { rows, currentPage, totalPages, total };
    });
}
