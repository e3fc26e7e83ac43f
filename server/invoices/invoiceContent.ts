// What one invoice paid, line by line, for its PDF and its receipt reprint. An invoice of whole orders: their lines.
// A check of a bill split by items: its own lines, on the orders they belong to. A check of a bill split evenly or by
// amount: a share of the table, so every line of the bill's orders, with the check's place and the table's total
// (its lines add up to the table's total, of which the check paid its share).
import type { CheckPlace } from '../../shared/domain/bill/splits';
import type { Db } from '../db/client';
import { checkOfInvoice, checksOfBill, findBill, lineIdsOfCheck } from '../db/repositories/billing.repository';
import { findOrdersOfBill, findOrdersOfInvoice } from '../db/repositories/invoices.repository';
import { type OrdersWithLines, loadOrderLines } from '../db/repositories/orders.repository';

export interface InvoiceCheck extends CheckPlace {
  /** The whole bill's total (minor units): what a share's lines add up to. */
  billTotal: number;
}

export interface InvoiceContent extends OrdersWithLines {
  /** Null for an invoice of whole orders. */
  check: InvoiceCheck | null;
}

export async function invoiceContentOf(trx: Db, invoiceId: number): Promise<InvoiceContent> {
  const check = await checkOfInvoice(trx, invoiceId);
  if (!check) {
    const orders = await findOrdersOfInvoice(trx, invoiceId);
    return {
      orders,
      ...(await loadOrderLines(
        trx,
        orders.map((order) => order.id),
      )),
      check: null,
    };
  }
  const bill = await findBill(trx, check.bill_id);
  const place: InvoiceCheck = {
    position: check.position,
    count: (await checksOfBill(trx, check.bill_id)).length,
    mode: check.mode,
    billTotal: bill?.total ?? check.total,
  };
  const orders = await findOrdersOfBill(trx, check.bill_id);
  const lines = await loadOrderLines(
    trx,
    orders.map((order) => order.id),
  );
  if (check.mode !== 'items') return { orders, ...lines, check: place };
  const own = new Set(await lineIdsOfCheck(trx, check.id));
  const items = lines.items.filter((item) => own.has(item.id));
  const orderIds = new Set(items.map((item) => item.order_id));
  return {
    orders: orders.filter((order) => orderIds.has(order.id)),
    items,
    addons: lines.addons.filter((addon) => own.has(addon.order_item_id)),
    modifiers: lines.modifiers.filter((modifier) => own.has(modifier.order_item_id)),
    check: place,
  };
}
