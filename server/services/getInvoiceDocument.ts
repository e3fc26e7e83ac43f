// Beyond spec 7 (issue 6): everything one invoice's PDF shows: the invoice with its customer, the orders it
// paid with their stored lines, the store details and zone. Unknown id → 404.
import { INVOICE_MESSAGES } from '../../shared/contract/offerings';
import { type InvoiceListRow, findInvoicesByIds, findOrdersOfInvoice } from '../db/repositories/invoices.repository';
import { type OrdersWithLines, loadOrderLines } from '../db/repositories/orders.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { StoreSettingsRow } from '../db/schema';
import { notFound } from '../errors';
import type { ServiceContext } from './context';

export interface InvoiceDocument {
  invoice: InvoiceListRow;
  orders: OrdersWithLines;
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
      const orders = await findOrdersOfInvoice(trx, invoiceId);
      const lines = await loadOrderLines(
        trx,
        orders.map((order) => order.id),
      );
      return { invoice, orders: { orders, ...lines }, store };
    });
}
