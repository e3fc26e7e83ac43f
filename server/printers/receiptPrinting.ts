// Settings › Printers' receipt printing (where receipts and pre-bills print, and the receipt printer) and
// POST /printers/receipt: the Orders screen's and the Invoices screen's Print Receipt on the receipt printer.
import { randomUUID } from 'node:crypto';
import { PRINTER_MESSAGES, type ReceiptSettingsBody } from '../../shared/contract/printers';
import { checkLabel } from '../../shared/domain/bill/splits';
import { minorUnits } from '../../shared/domain/money/money';
import { billOfRow } from '../db/billColumns';
import { checkOfInvoice, checksOfBill, findBill, lineIdsOfCheck } from '../db/repositories/billing.repository';
import { findInvoiceRow, findOrdersOfBill, findOrdersOfInvoice } from '../db/repositories/invoices.repository';
import { loadOrderRows } from '../db/repositories/printers.repository';
import { findPrintSettings, updatePrintSettingsRow } from '../db/repositories/settings.repository';
import type { PrintSettingsRow } from '../db/schema';
import { notFound, validationFailed } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import { type ReceiptContent, type ReceiptKind, isReceiptPrinter, queueReceipt } from './queueReceipt';

export async function getReceiptSettings(ctx: ServiceContext): Promise<PrintSettingsRow> {
  const settings = await findPrintSettings(ctx.db);
  if (!settings) throw new Error('print_settings has no row');
  return settings;
}

export function saveReceiptSettings(ctx: ServiceContext, body: ReceiptSettingsBody): Promise<void> {
  return inTransaction(ctx, async (trx) => {
    const usesPrinter = body.receipt !== 'popup' || body.preBill !== 'popup';
    if (usesPrinter && body.printerId === null) throw validationFailed(PRINTER_MESSAGES.receiptPrinterRequired);
    if (body.printerId !== null && !(await isReceiptPrinter(trx, body.printerId))) {
      throw validationFailed(PRINTER_MESSAGES.receiptPrinterInvalid);
    }
    await updatePrintSettingsRow(trx, {
      receipt_output: body.receipt,
      pre_bill_output: body.preBill,
      receipt_printer_id: body.printerId,
      updated_at: isoNow(ctx),
    });
  });
}

export interface PrintReceiptRequest {
  orderIds: readonly number[];
  invoiceId: number | null;
}

/**
 * The Print Receipt of the Orders screen (the orders' pre-bill while one is unpaid, else their receipt again) or of
 * the Invoices screen (the invoice's receipt again), on the receipt printer when the store prints that kind there.
 * Keyed by the request's Idempotency-Key: a double tap or a retried request prints once.
 */
export function printReceiptAgain(
  ctx: ServiceContext,
  request: PrintReceiptRequest,
  idempotency: IdempotencyKeyClaim | null,
): Promise<KeyedAnswer<{ message: string; isQueued: boolean }>> {
  const now = isoNow(ctx);
  if (request.orderIds.length === 0 && request.invoiceId === null) throw validationFailed(PRINTER_MESSAGES.receiptOrdersRequired);
  return inTransaction(ctx, (trx, emit) =>
    withIdempotency(trx, idempotency, now, async () => {
      const key = idempotency?.key ?? randomUUID();
      let kind: ReceiptKind = 'receipt';
      let content: ReceiptContent;
      if (request.invoiceId !== null) {
        const invoice = await findInvoiceRow(trx, request.invoiceId);
        if (!invoice) throw notFound(PRINTER_MESSAGES.invoiceNotFound);
        const check = await checkOfInvoice(trx, invoice.id);
        const orders = check ? await findOrdersOfBill(trx, check.bill_id) : await findOrdersOfInvoice(trx, invoice.id);
        const bill = check ? await findBill(trx, check.bill_id) : undefined;
        const totals = billOfRow(invoice);
        content = {
          orderIds: orders.map((order) => order.id),
          lineIds: check?.mode === 'items' ? await lineIdsOfCheck(trx, check.id) : undefined,
          totals,
          // As the Invoices screen's popup: a check says which one, a share comes with the table's total; no tip.
          billing:
            check && bill
              ? {
                  discountTotal: minorUnits(0),
                  tip: minorUnits(0),
                  paid: totals.payableTotal,
                  checkLabel: checkLabel({ position: check.position, count: (await checksOfBill(trx, bill.id)).length, mode: check.mode }),
                  tableTotal: check.mode === 'items' ? null : billOfRow(bill).payableTotal,
                }
              : null,
          paymentType: invoice.payment_type_title || null,
          tableTitle: invoice.table_title,
        };
      } else {
        const orders = await loadOrderRows(trx, request.orderIds);
        if (orders.length !== request.orderIds.length) throw notFound(PRINTER_MESSAGES.orderNotFound);
        // An unpaid order makes it the table's pre-bill; paid orders' receipt was printed before.
        if (orders.some((order) => order.payment_status !== 'paid')) kind = 'pre-bill';
        content = { orderIds: request.orderIds, tableTitle: null };
      }
      const jobKey = `${kind === 'pre-bill' ? 'pre-bill' : 'reprint'}:${request.invoiceId === null ? 'orders' : `invoice:${request.invoiceId}`}:${key}`;
      const isQueued = await queueReceipt(trx, { kind, jobKey, isReprint: kind === 'receipt', isWanted: true, content, now });
      if (isQueued) emit({ type: 'printers.queued' });
      return { message: isQueued ? PRINTER_MESSAGES.receiptQueued : PRINTER_MESSAGES.receiptNotQueued, isQueued };
    }),
  );
}
