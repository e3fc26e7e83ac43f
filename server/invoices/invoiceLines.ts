// The order lines an invoice paid, which is what can be refunded line by line. An invoice of whole
// orders paid their charged lines; a check of a bill split by items paid its own lines; a check of a bill split
// evenly or by amount paid a share of every line, so it has no lines of its own (refunded whole only).
import type { Db } from '../db/client';
import { checkOfInvoice, lineIdsOfCheck } from '../db/repositories/billing.repository';
import { chargedLinesOfInvoiceOrders } from '../db/repositories/invoices.repository';
import { findOrderItemRows } from '../db/repositories/orders.repository';
import type { InvoiceRow, OrderItemRow } from '../db/schema';

export interface InvoiceLines {
  canRefundLines: boolean;
  lines: OrderItemRow[];
}

export async function invoiceLinesOf(trx: Db, invoice: Pick<InvoiceRow, 'id'>): Promise<InvoiceLines> {
  const check = await checkOfInvoice(trx, invoice.id);
  if (!check) return { canRefundLines: true, lines: await chargedLinesOfInvoiceOrders(trx, invoice.id) };
  if (check.mode !== 'items') return { canRefundLines: false, lines: [] };
  return { canRefundLines: true, lines: await findOrderItemRows(trx, await lineIdsOfCheck(trx, check.id)) };
}
