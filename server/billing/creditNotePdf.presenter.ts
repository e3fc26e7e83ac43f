// One credit note as an A4 PDF (pdfkit, standard Helvetica like the invoice PDF): the store, the credit
// note's facts (its own number, the invoice it refunds, reason, payment type, who and when), the lines refunded
// (or "Whole remainder of the invoice") and the amounts given back, shown negative as on any credit note.
import { creditNoteNumber } from '../../shared/domain/bill/billMessages';
import { formatMoney, minorUnits } from '../../shared/domain/money/money';
import type { CreditNoteDocument } from './getRefundable';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import { documentHeading, pdfCurrencySymbol, storeDocument, winAnsiText } from '../invoices/invoicePdf.presenter';

export function creditNotePdfFilename(id: number): string {
  return `credit-note-${creditNoteNumber(id)}.pdf`;
}

export function renderCreditNotePdf({ note, lines, store }: CreditNoteDocument): Promise<Buffer> {
  const symbol = pdfCurrencySymbol(store.currency);
  const money = (minor: number) => winAnsiText(formatMoney(minorUnits(minor), symbol));
  const number = creditNoteNumber(note.id);
  const { pdf, done } = storeDocument(store, `Credit note ${number}`);
  documentHeading(pdf, `Credit note ${number}`);
  const facts: [string, string][] = [
    ['Refund of invoice', `#${note.invoice_id}`],
    ['Date', formatLocalDateTime(zoneClock(store.time_zone)(note.created_at))],
    ['Reason', note.reason],
    ['Refunded by', note.payment_type_title],
    ['Issued by', note.created_by_name],
  ];
  for (const [label, value] of facts) pdf.text(`${label}: ${winAnsiText(value)}`);

  pdf.moveDown(1.5);
  if (lines.length === 0 || note.is_whole === 1) pdf.font('Helvetica-Oblique').text('Whole remainder of the invoice').font('Helvetica');
  for (const line of lines) {
    const y = pdf.y;
    pdf.text(`${winAnsiText(line.item_title)} x${line.quantity}`, 50, y, { width: 360 });
    pdf.text(`-${money(line.payable_amount)}`, 415, y, { width: 130, align: 'right' });
  }
  pdf.moveDown(1);
  const totals: [string, number][] = [
    ['Subtotal refunded', note.sub_total],
    ['Tax refunded', note.tax_total],
    ['Total refunded', note.total],
  ];
  for (const [label, amount] of totals) {
    const y = pdf.y;
    pdf.font(label === 'Total refunded' ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, 250, y, { width: 160, align: 'right' });
    pdf.text(`-${money(amount)}`, 415, y, { width: 130, align: 'right' });
  }
  pdf.end();
  return done;
}
