// Spec 7 POST /invoices/orders {orderIds} (issue 6): the orders of an invoice with their items and addons, to
// print its receipt from the stored snapshots. Only invoiced (paid) orders: an id that names no such order is
// a 404 and nothing is answered, so the INVOICES scope never reads the live order board through here.
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { findInvoicedOrders } from '../db/repositories/invoices.repository';
import { type OrdersWithLines, loadOrderLines } from '../db/repositories/orders.repository';
import { notFound } from '../errors';
import type { ServiceContext } from './context';

export function getInvoiceOrders(ctx: ServiceContext, { orderIds }: { orderIds: readonly number[] }): Promise<OrdersWithLines> {
  // One snapshot: the orders and their lines as they were at one instant.
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
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
