// Row → wire shape of a customer (spec 3 Customer), and a page of them (spec 7 Customers).
import type { CustomersPageResponse } from '../../shared/contract/customers';
import type { CustomerDto } from '../../shared/contract/pos';
import type { CustomerRow } from '../db/schema';
import type { CustomersPage } from './listCustomers';

export function presentCustomer(row: CustomerRow): CustomerDto {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    gender: row.gender,
    birth_date: row.birth_date,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentCustomersPage(page: CustomersPage): CustomersPageResponse {
  return {
    customers: page.rows.map(presentCustomer),
    currentPage: page.currentPage,
    totalPages: page.totalPages,
    totalCustomers: page.total,
  };
}
