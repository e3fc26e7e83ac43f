// Receipts and pre-bills on the store's receipt printer. The store chooses per kind where it prints (the popup of the
// spec, the printer, or both: print_settings); when the printer is chosen, the receipt is a print job queued in the
// transaction of the payment or request it prints, keyed by it ('receipt:invoice:12', 'pre-bill:<key>'), so a
// replayed Idempotency-Key, a double tap or a second node prints it once (the queue's unique (printer, key)).
// Its content is the PrintableReceipt the popup renders, built by the same shared/domain/receipt functions from the
// orders as stored, so both agree line for line.
import { minorUnits } from '../../shared/domain/money/money';
import type { OrderView } from '../../shared/domain/orderViews';
import type { BillTotals, OrderTotals } from '../../shared/domain/bill/bill';
import type { ReceiptOutput } from '../../shared/domain/printers';
import { buildOrdersReceipt, ordersTotals } from '../../shared/domain/receipt/ordersReceipt';
import {
  type PrintableReceipt,
  type ReceiptBilling,
  printSettingsOfColumns,
  storeSettingsOfColumns,
} from '../../shared/domain/receipt/receipt';
import type { Db } from '../db/client';
import { type OrdersWithLines, loadOrderLines } from '../db/repositories/orders.repository';
import { findPrintSettings, findStoreSettings } from '../db/repositories/settings.repository';
import { findPrinterRow, insertPrintJobs, loadOrderRows } from '../db/repositories/printers.repository';
import { storedTotals } from '../orders/orderRules';
import type { ReceiptTicket } from './receiptTicket';

export type ReceiptKind = 'receipt' | 'pre-bill';

export interface ReceiptContent {
  orderIds: readonly number[];
  /** Only these lines (a check of a split bill by items). */
  lineIds?: readonly number[];
  /** What was charged (the invoice's figures); the orders' stored totals added up when absent. */
  totals?: OrderTotals & Partial<Pick<BillTotals, 'serviceChargeTotal' | 'roundingTotal'>>;
  billing?: ReceiptBilling | null;
  paymentType?: string | null;
  tableTitle?: string | null;
}

/** The receipt printer and where this kind prints; the popup alone when the store has no receipt printer. */
async function receiptOutputOf(
  db: Db,
  kind: ReceiptKind,
): Promise<{ output: ReceiptOutput; printerId: number | null; isEnablePrint: boolean }> {
  const settings = await findPrintSettings(db);
  const printerId = settings?.receipt_printer_id ?? null;
  const isEnablePrint = settings?.is_enable_print === 1;
  if (!settings || printerId === null) return { output: 'popup', printerId: null, isEnablePrint };
  return { output: kind === 'receipt' ? settings.receipt_output : settings.pre_bill_output, printerId, isEnablePrint };
}

/** Whether a receipt of this kind would be queued (the printer chosen, printing on): a write path may skip the work when not. */
export async function printsOnReceiptPrinter(db: Db, kind: ReceiptKind): Promise<boolean> {
  const { output, printerId, isEnablePrint } = await receiptOutputOf(db, kind);
  return output !== 'popup' && printerId !== null && isEnablePrint;
}

/**
 * Queues the receipt on the receipt printer when the store prints this kind there; answers whether a job was written
 * (false: popup only, or the key printed already).
 */
export async function queueReceipt(
  trx: Db,
  job: {
    kind: ReceiptKind;
    jobKey: string;
    isReprint: boolean;
    content: ReceiptContent;
    now: string;
    /** The pay sheet's 'Print Receipt?' (absent: the print settings' isEnablePrint, the tick's default). */
    isWanted?: boolean;
  },
): Promise<boolean> {
  const { output, printerId, isEnablePrint } = await receiptOutputOf(trx, job.kind);
  if (output === 'popup' || printerId === null || !(job.isWanted ?? isEnablePrint)) return false;
  const receipt = await buildReceipt(trx, job.content);
  if (!receipt) return false;
  const ticket: ReceiptTicket = { kind: 'receipt', isReprint: job.isReprint, receipt };
  const inserted = await insertPrintJobs(
    trx,
    [{ printer_id: printerId, job_key: job.jobKey, kind: 'receipt', order_id: receipt.orderId, document: JSON.stringify(ticket) }],
    job.now,
  );
  return inserted > 0;
}

/**
 * A payment's receipt, keyed by its invoice: every way of paying (the register, Orders' complete-and-pay, a check)
 * shares the key, so a replayed request, a second node or an order synced from the outbox prints it once.
 */
export function queueInvoiceReceipt(
  trx: Db,
  receipt: { invoiceId: number; content: ReceiptContent; now: string; isWanted?: boolean },
): Promise<boolean> {
  return queueReceipt(trx, {
    kind: 'receipt',
    jobKey: `receipt:invoice:${receipt.invoiceId}`,
    isReprint: false,
    content: receipt.content,
    now: receipt.now,
    isWanted: receipt.isWanted,
  });
}

/** Whether the printer may be the receipt printer: it exists and prints receipts. */
export async function isReceiptPrinter(db: Db, printerId: number): Promise<boolean> {
  const printer = await findPrinterRow(db, printerId);
  return printer !== undefined && printer.role !== 'kitchen';
}

/** The receipt the popup would show for these orders, from the orders as stored; null without orders. */
async function buildReceipt(db: Db, content: ReceiptContent): Promise<PrintableReceipt | null> {
  const orders = await loadOrderRows(db, content.orderIds);
  const lines = await loadOrderLines(
    db,
    orders.map((order) => order.id),
  );
  const onlyLines = content.lineIds ? new Set(content.lineIds) : null;
  const views = orderViewsOf({ orders, ...lines })
    .map((order) => (onlyLines ? { ...order, items: order.items.filter((item) => onlyLines.has(item.id)) } : order))
    .filter((order) => !onlyLines || order.items.length > 0);
  const store = await findStoreSettings(db);
  const print = await findPrintSettings(db);
  if (!store || !print) return null;
  const receipt = buildOrdersReceipt({
    orders: views,
    totals: content.totals ?? ordersTotals(views),
    tableTitle: content.tableTitle ?? null,
    init: { storeSettings: storeSettingsOfColumns(store), printSettings: printSettingsOfColumns(print) },
    paymentType: content.paymentType ?? null,
  });
  return receipt && content.billing ? { ...receipt, billing: content.billing } : receipt;
}

/** The orders as the stations see them (OrderView: minor units), which the receipt builders read. */
function orderViewsOf({ orders, items, addons, modifiers }: OrdersWithLines): OrderView[] {
  return orders.map((order) => ({
    id: order.id,
    date: order.created_at,
    delivery_type: order.delivery_type as OrderView['delivery_type'],
    customer_type: order.customer_type,
    customer_id: order.customer_id,
    customer_name: order.customer_name,
    table_id: order.table_id,
    table_title: order.table_title,
    floor: order.floor,
    status: order.status,
    payment_status: order.payment_status,
    token_no: order.token_no,
    status_kitchen: order.status_kitchen,
    created_by: order.created_by,
    created_by_name: order.created_by_name,
    totals: storedTotals(order),
    items: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        id: item.id,
        order_id: item.order_id,
        item_id: item.item_id,
        item_title: item.item_title,
        variant_id: item.variant_id,
        variant_title: item.variant_title,
        variant_price: item.variant_price === null ? null : minorUnits(item.variant_price),
        price: minorUnits(item.unit_price),
        quantity: item.quantity,
        status: item.status,
        date: item.created_at,
        addons: addons.filter((addon) => addon.order_item_id === item.id).map((addon) => ({ id: addon.addon_id, title: addon.title })),
        modifiers: modifiers
          .filter((modifier) => modifier.order_item_id === item.id)
          .map((modifier) => ({
            group_name: modifier.group_name,
            name: modifier.name,
            kind: modifier.kind,
            price_change: minorUnits(modifier.price_change),
          })),
        notes: item.notes,
        seat: item.seat,
        course: item.course,
        course_fired_at: item.course_fired_at,
      })),
  }));
}
