// An X or Z report on the receipt printer: its heading and facts, then every figure of periodFigureLines by section,
// so the paper lists what the screen and the PDF list, in the same order, at the paper's width.
import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { FigureLine } from '../../shared/domain/drawers';
import { currencySymbol } from '../../shared/domain/money/currencySymbols';
import { formatMoney } from '../../shared/domain/money/money';
import { spread } from './receiptTicket';

export interface ReportTicket {
  kind: 'report';
  /** 'Z report #12', 'X report'. */
  title: string;
  storeName: string;
  currency: string;
  facts: { label: string; value: string }[];
  lines: FigureLine[];
}

/** A label and its value on one line, or on two (the value right-aligned) when both do not fit: nothing is cut off. */
function figureRow(encoder: ReceiptPrinterEncoder, label: string, value: string, columns: number): void {
  if (label.length + value.length + 1 <= columns) encoder.line(spread(label, value, columns));
  else encoder.line(label).line(value.padStart(columns));
}

export function renderReport(encoder: ReceiptPrinterEncoder, ticket: ReportTicket, columns: number): void {
  const symbol = currencySymbol(ticket.currency);
  encoder.align('center').bold(true).line(ticket.storeName).size(2, 2).line(ticket.title).size(1, 1).bold(false).align('left');
  encoder.rule();
  for (const fact of ticket.facts) figureRow(encoder, fact.label, fact.value, columns);
  let section = '';
  for (const line of ticket.lines) {
    if (line.section !== section) {
      section = line.section;
      encoder.rule().bold(true).line(section).bold(false);
    }
    figureRow(encoder, line.label, line.kind === 'money' ? formatMoney(line.value, symbol) : String(line.value), columns);
  }
  encoder.rule();
}
