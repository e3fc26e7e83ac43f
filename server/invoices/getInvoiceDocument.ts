// Beyond spec 7: everything one invoice's PDF shows: the invoice with its customer, what it paid (the
// lines of its orders, or of its check of a split bill: invoiceContent.ts), the store details and zone. Unknown id → 404.
import { INVOICE_MESSAGES } from '../../shared/contract/invoices';
import { type InvoiceListRow, findInvoicesByIds } from '../db/repositories/invoices.repository';
import type { OrdersWithLines } from '../db/repositories/orders.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { StoreSettingsRow } from '../db/schema';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';
import { type InvoiceCheck, invoiceContentOf } from './invoiceContent';

export interface InvoiceDocument {
  invoice: InvoiceListRow;
  orders: OrdersWithLines;
  /** The check of a split bill this invoice paid, or null. */
  check: InvoiceCheck | null;
  store: StoreSettingsRow;
}

export function getInvoiceDocument(ctx: ServiceContext, invoiceId: number): Promise<InvoiceDocument> {
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const [invoice] = (await findInvoicesByIds(trx, [invoiceId])).invoices;
      const store = await findStoreSettings(trx);
      if (!invoice || !store) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
      const { check, ...orders } = await invoiceContentOf(trx, invoiceId);
      return { invoice, orders, check, store };
    });
}
