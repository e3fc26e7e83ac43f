// A receipt or pre-bill on the receipt printer: the same PrintableReceipt the /print-receipt popup renders
// (shared/domain/receipt), read with the same helpers (receiptAmounts, billLines, receiptNumber, isPaidReceipt) and
// the same words (receiptWords), so the paper and the popup agree line for line. The store's logo is the popup's
// alone: a thermal printer gets the store's name and details as text.
import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { billLines } from '../../shared/domain/bill/billLines';
import { currencySymbol } from '../../shared/domain/money/currencySymbols';
import { formatMoney, minorUnits, type MinorUnits } from '../../shared/domain/money/money';
import {
  type PrintableReceipt,
  isPaidReceipt,
  orderTypeLabel,
  receiptAmounts,
  receiptBill,
  receiptBillingAmounts,
  receiptNumber,
} from '../../shared/domain/receipt/receipt';
import { RECEIPT_LINE_LABELS, UNPAID_SLIP_TEXT } from '../../shared/domain/receipt/receiptWords';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';

export interface ReceiptTicket {
  kind: 'receipt';
  /** Printed before (Orders › Print Receipt of a paid order, Invoices › Print): marked REPRINT. */
  isReprint: boolean;
  receipt: PrintableReceipt;
}

/** Two texts on one line of `columns` characters: the label left, the value right. */
export function spread(label: string, value: string, columns: number): string {
  const room = columns - value.length - 1;
  const left = label.length > room ? label.slice(0, Math.max(room, 0)) : label;
  return `${left}${' '.repeat(Math.max(columns - left.length - value.length, 1))}${value}`;
}

export function renderReceipt(encoder: ReceiptPrinterEncoder, ticket: ReceiptTicket, columns: number): void {
  const { receipt } = ticket;
  const amounts = receiptAmounts(receipt);
  const billing = receiptBillingAmounts(receipt);
  const symbol = currencySymbol(receipt.currency);
  const money = (minor: MinorUnits) => formatMoney(minor, symbol);
  const settings = receipt.printSettings;
  const store = receipt.storeSettings;
  const isPaid = isPaidReceipt(receipt);

  if (ticket.isReprint) encoder.align('center').bold(true).line('*** REPRINT ***').bold(false).align('left');
  if (settings.show_store_details) {
    encoder.align('center').size(2, 2).bold(true).line(store.store_name).bold(false).size(1, 1);
    if (store.address) encoder.line(store.address);
    const contact = [store.phone, store.email].filter(Boolean).join(' · ');
    if (contact) encoder.line(contact);
    encoder.align('left');
  }
  if (settings.header) encoder.align('center').line(settings.header).align('left');
  if (!isPaid) encoder.align('center').invert(true).bold(true).line(` ${UNPAID_SLIP_TEXT} `).bold(false).invert(false).align('left');
  encoder.rule();
  encoder.line(spread('Receipt', receiptNumber(receipt), columns));
  encoder.line(spread('Date', formatLocalDateTime(zoneClock(receipt.timeZone || 'UTC')(receipt.createdAt)), columns));
  encoder.line(spread('Sold by', receipt.created_by_name || receipt.created_by || '-', columns));
  if (billing?.checkLabel) encoder.line(spread('Check', billing.checkLabel, columns));
  if (settings.show_customer_details) {
    const customer =
      receipt.customerType === 'CUSTOMER' && receipt.customer
        ? `${receipt.customerType} - ${receipt.customer.name}${receipt.customer.phone ? ` (${receipt.customer.phone})` : ''}`
        : receipt.customerType;
    encoder.line(spread('Customer', customer, columns));
  }
  const orderType = [orderTypeLabel(receipt.deliveryType), receipt.tableTitle].filter(Boolean).join(' · ');
  if (orderType) encoder.line(spread('Order type', orderType, columns));
  encoder.rule();
  receipt.cartItems.forEach((item, index) => {
    const amount = amounts.lines[index];
    encoder
      .bold(true)
      .line(spread(`${item.quantity} x ${item.title}`, amount === undefined ? '' : money(amount), columns))
      .bold(false);
    const choices = [item.variant, item.addons.length > 0 ? `+ ${item.addons.join(', ')}` : null, item.modifiers?.join(', ')]
      .filter(Boolean)
      .join(' ');
    if (choices) encoder.line(`   ${choices}`);
    if (settings.show_notes && item.notes) encoder.line(`   Note: ${item.notes}`);
  });
  encoder.rule();
  if (billing?.tableTotal != null) encoder.line(spread('Table total', money(billing.tableTotal), columns));
  for (const { figure, amount, isGrand } of billLines(receiptBill(amounts, billing))) {
    encoder
      .bold(isGrand)
      .line(spread(RECEIPT_LINE_LABELS[figure], money(minorUnits(amount)), columns))
      .bold(false);
  }
  // Only a paid receipt says how it was paid.
  if (isPaid) {
    if (billing && billing.tenders.length > 1)
      for (const tender of billing.tenders) encoder.line(spread(tender.title, money(tender.amount), columns));
    if (receipt.paymentType) encoder.line(spread('Paid by', receipt.paymentType, columns));
    if (amounts.tendered !== null) encoder.line(spread('Tendered', money(amounts.tendered), columns));
    if (amounts.change !== null) encoder.line(spread('Change', money(amounts.change), columns));
  }
  if (settings.footer) encoder.rule().align('center').line(settings.footer).align('left');
  if (settings.print_token)
    encoder.align('center').line('TOKEN').size(3, 3).bold(true).line(String(receipt.tokenNo)).bold(false).size(1, 1).align('left');
}
