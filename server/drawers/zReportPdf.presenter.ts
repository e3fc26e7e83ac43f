// A Z report as an A4 PDF, drawn as the invoice PDFs are (pdfkit, the standard Helvetica): the store, the Z's number,
// business day, period and who closed it, then every figure of the day by section (the lines the back office lists).
import { type PeriodFiguresView, periodFigureLines } from '../../shared/domain/drawers';
import { basisPoints, toPercent } from '../../shared/domain/money/basisPoints';
import { type MinorUnits, formatMoney, minorUnits } from '../../shared/domain/money/money';
import type { StoreSettingsRow, ZReportRow } from '../db/schema';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import { documentHeading, pdfCurrencySymbol, storeDocument, winAnsiText } from '../invoices/invoicePdf.presenter';
import type { PeriodFigures } from './zReports';

const LABEL = { x: 50, width: 330 } as const;
const VALUE = { x: 385, width: 160 } as const;
/** Below this much room a line goes to the next page (the margin and a line). */
const BOTTOM_SPACE = 80;

const money = (value: number): MinorUnits => minorUnits(value);

/** The stored figures (minor units) as the lines read them. */
export function figuresView(figures: PeriodFigures): PeriodFiguresView {
  const { invoices } = figures;
  return {
    invoiceCount: invoices.count,
    firstInvoice: invoices.first,
    lastInvoice: invoices.last,
    guests: figures.guests,
    averageCheck: money(figures.averageCheck),
    sales: {
      itemsTotal: money(invoices.itemsTotal),
      taxTotal: money(invoices.taxTotal),
      payableTotal: money(invoices.payableTotal),
      discountTotal: money(invoices.discountTotal),
      serviceChargeTotal: money(invoices.serviceChargeTotal),
      roundingTotal: money(invoices.roundingTotal),
      tipTotal: money(invoices.tipTotal),
    },
    byPaymentType: figures.byPaymentType.map((row) => ({ title: row.title, amount: money(row.amount) })),
    taxes: figures.taxes.map((row) => ({
      title: row.title,
      rate: toPercent(basisPoints(row.rateBp)),
      net: money(row.net),
      tax: money(row.tax),
    })),
    refunds: { count: figures.refunds.count, total: money(figures.refunds.total) },
    voids: figures.voids,
    cashMovements: figures.movements.map((row) => ({ kind: row.kind, count: row.count, amount: money(row.amount) })),
    drawers: {
      closed: figures.drawers.closed,
      expected: money(figures.drawers.expected),
      counted: money(figures.drawers.counted),
      overShort: money(figures.drawers.overShort),
    },
  };
}

export function zReportPdfFilename(zReport: ZReportRow): string {
  return `z-report-${zReport.number}.pdf`;
}

export function renderZReportPdf({ zReport, store }: { zReport: ZReportRow; store: StoreSettingsRow }): Promise<Buffer> {
  const symbol = pdfCurrencySymbol(store.currency);
  const local = zoneClock(store.time_zone);
  const title = `Z report #${zReport.number}`;
  const { pdf, done } = storeDocument(store, title);
  documentHeading(pdf, title);
  const facts: [string, string][] = [
    ['Business day', zReport.business_date],
    ['From', zReport.period_start ? formatLocalDateTime(local(zReport.period_start)) : 'The first sale'],
    ['To', formatLocalDateTime(local(zReport.period_end))],
    ['Closed by', zReport.closed_by_name],
  ];
  for (const [label, value] of facts) pdf.text(winAnsiText(`${label}: ${value}`));

  let section = '';
  for (const line of periodFigureLines(figuresView(JSON.parse(zReport.figures) as PeriodFigures))) {
    if (line.section !== section) {
      section = line.section;
      pdf.moveDown(0.8);
      pdf.font('Helvetica-Bold').text(winAnsiText(section), LABEL.x);
      pdf.font('Helvetica');
    }
    const value = line.kind === 'money' ? formatMoney(line.value, symbol) : String(line.value);
    if (pdf.y > pdf.page.height - BOTTOM_SPACE) pdf.addPage();
    const top = pdf.y;
    pdf.text(winAnsiText(line.label), LABEL.x, top, { width: LABEL.width });
    pdf.text(winAnsiText(value), VALUE.x, top, { width: VALUE.width, align: 'right' });
    pdf.x = LABEL.x;
  }
  pdf.end();
  return done;
}
