// The words of a receipt, shared by the print popup (print/PrintReceipt.tsx) and the receipt printer
// (server/printers/receiptTicket.ts), so the paper and the popup say the same thing line for line; the invoice PDF
// takes them too, but for its subtotal and discounts.
import type { BillLineFigure } from '../bill/billLines';

/** Each bill line's label on the receipt (billLines gives which lines, in which order). */
export const RECEIPT_LINE_LABELS: Record<BillLineFigure, string> = {
  discountTotal: 'Discount',
  itemsTotal: 'Subtotal (excl. tax)',
  serviceChargeTotal: 'Service charge',
  taxTotal: 'Tax',
  roundingTotal: 'Rounding',
  payableTotal: 'Total',
  tipTotal: 'Tip',
  paidTotal: 'Paid',
};

// The one place a translation of the unpaid slip's warning would go (Brigade has no translation system yet).
export const UNPAID_SLIP_TEXT = 'UNPAID — NOT A RECEIPT';
