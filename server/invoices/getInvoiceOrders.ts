// Spec 7 POST /invoices/orders {orderIds}: the orders of an invoice with their items and addons, to
// print its receipt from the stored snapshots. Only invoiced (paid) orders: an id that names no such order is
// a 404 and nothing is answered, so the INVOICES scope never reads the live order board through here.
// Beyond the spec, `invoiceId` names the invoice reprinted: the orders are then those it paid (each id must be one
// of them, or 404), with only the lines it paid (a split bill's check by items: its own; a share: every line, with
// its place in the bill), even before the bill's last check settles the orders.
import { INVOICE_MESSAGES } from '../../shared/contract/invoices';
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { findInvoiceRow, findInvoicedOrders } from '../db/repositories/invoices.repository';
import { type OrdersWithLines, loadOrderLines } from '../db/repositories/orders.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';
import { type InvoiceCheck, invoiceContentOf } from './invoiceContent';

export interface InvoiceOrders extends OrdersWithLines {
  /** Only when an invoice was named: its check of a split bill, or null. */
  check?: InvoiceCheck | null;
}

export function getInvoiceOrders(
  ctx: ServiceContext,
  { orderIds, invoiceId }: { orderIds: readonly number[]; invoiceId?: number | null },
): Promise<InvoiceOrders> {
  // One snapshot: the orders and their lines as they were at one instant.
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<InvoiceOrders> => {
      if (invoiceId !== undefined && invoiceId !== null) {
        if (!(await findInvoiceRow(trx, invoiceId))) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
        const content = await invoiceContentOf(trx, invoiceId);
        const wanted = new Set(orderIds);
        const orders = content.orders.filter((order) => wanted.has(order.id));
        if (orders.length !== wanted.size) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
        return {
          orders,
          items: content.items.filter((item) => wanted.has(item.order_id)),
          addons: content.addons,
          modifiers: content.modifiers,
          check: content.check,
        };
      }
      const orders = await findInvoicedOrders(trx, orderIds);
      if (orders.length !== new Set(orderIds).size) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
      return {
        orders,
        ...(await loadOrderLines(
          trx,
          orders.map((order) => order.id),
        )),
      };
    });
}
