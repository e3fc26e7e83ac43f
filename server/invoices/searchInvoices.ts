// Spec 7 GET /invoices/search?q: the newest invoices (at most INVOICE_SEARCH_LIMIT) whose id or an
// order's token equals the text, or whose customer name or phone, or table title, contains it. An empty text
// finds nothing (spec 5: an empty search does nothing), without a query.
import { INVOICE_SEARCH_LIMIT } from '../../shared/contract/invoices';
import { type InvoicesWithOrders, findInvoicesByIds, searchInvoiceIds } from '../db/repositories/invoices.repository';
import type { ServiceContext } from '../infrastructure/context';

export async function searchInvoices(ctx: ServiceContext, { q }: { q: string }): Promise<InvoicesWithOrders> {
  if (!q) return { invoices: [], orders: [], checks: [] };
  const ids = await searchInvoiceIds(ctx.db, q, INVOICE_SEARCH_LIMIT);
  return findInvoicesByIds(ctx.db, ids);
}
