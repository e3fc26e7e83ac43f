// Row → wire shapes of the invoices routes (spec 3 invoice, 7 Invoices). Money as decimals. The
// customer's name is the current one, or the name its orders were placed under once the customer is deleted.
import type { InvoiceDto, InvoiceOrdersResponse, InvoicesInitResponse, InvoicesResponse } from '../../shared/contract/invoices';
import { presentReceiptOutput } from '../printers/printers.presenter';
import type { CheckPlace } from '../../shared/domain/bill/splits';
import type { InvoiceCheckRef, InvoiceListRow, InvoiceOrderRef, InvoicesWithOrders } from '../db/repositories/invoices.repository';
import type { InvoiceOrders } from './getInvoiceOrders';
import type { InvoicesInit } from './getInvoicesInit';
import { presentOrders } from '../orders/orders.presenter';
import { billOfRow } from '../db/billColumns';
import { presentBillTotals } from '../billing/billFigures.presenter';
import { presentPrintSettings, presentStoreSettings } from '../settings/settings.presenter';

export function presentInvoices({ invoices, orders, checks }: InvoicesWithOrders): InvoicesResponse {
  const ordersByInvoice = new Map<number, InvoiceOrderRef[]>();
  for (const order of orders) {
    const list = ordersByInvoice.get(order.invoice_id);
    if (list) list.push(order);
    else ordersByInvoice.set(order.invoice_id, [order]);
  }
  const checkByInvoice = checkPlacesByInvoice(checks);
  return {
    invoices: invoices.map((invoice) =>
      presentInvoice(invoice, ordersByInvoice.get(invoice.id) ?? [], checkByInvoice.get(invoice.id) ?? null),
    ),
  };
}

/** Each check's invoice → its place in its split bill. */
export function checkPlacesByInvoice(checks: readonly InvoiceCheckRef[]): Map<number, CheckPlace> {
  return new Map(checks.map((check) => [check.invoice_id, { position: check.position, count: check.check_count, mode: check.mode }]));
}

function presentInvoice(invoice: InvoiceListRow, orders: readonly InvoiceOrderRef[], check: CheckPlace | null): InvoiceDto {
  return {
    invoice_id: invoice.id,
    created_at: invoice.created_at,
    ...presentBillTotals(billOfRow(invoice)),
    table_id: invoice.table_id,
    table_title: invoice.table_title,
    floor: invoice.floor,
    delivery_type: invoice.delivery_type,
    customer_type: invoice.customer_type,
    customer_id: invoice.customer_id,
    name: invoiceCustomerName(invoice, orders),
    email: invoice.customer_email,
    orders: orders.map((order) => ({ order_id: order.order_id, token_no: order.token_no })),
    created_by_name: invoice.created_by_name,
    payment_type_title: invoice.payment_type_title,
    check,
  };
}

/** The customer's current name; else, for a CUSTOMER invoice whose customer was deleted, the orders' snapshot. */
export function invoiceCustomerName(invoice: InvoiceListRow, orders: readonly Pick<InvoiceOrderRef, 'customer_name'>[]): string | null {
  if (invoice.customer_name !== null) return invoice.customer_name;
  if (invoice.customer_type !== 'CUSTOMER') return null;
  const names = new Set(orders.map((order) => order.customer_name));
  const [only] = names;
  return names.size === 1 && only ? only : null;
}

export function presentInvoicesInit(init: InvoicesInit): InvoicesInitResponse {
  return {
    storeSettings: presentStoreSettings(init.storeSettings),
    printSettings: presentPrintSettings(init.printSettings),
    receiptOutput: presentReceiptOutput(init.printSettings),
  };
}

/** POST /invoices/orders: the orders; with an invoice named, also its check of a split bill (or null). */
export function presentInvoiceOrders(result: InvoiceOrders): InvoiceOrdersResponse {
  const orders = presentOrders(result);
  if (result.check === undefined) return { orders };
  return { orders, check: result.check && { position: result.check.position, count: result.check.count, mode: result.check.mode } };
}
