// A Z report as an A4 PDF, drawn as the invoice PDFs are (pdfkit, the standard Helvetica): the store, the Z's number,
// business day, period and who closed it, then every figure of the day by section (the lines the back office lists).
import { periodFigureLines } from '../../shared/domain/drawers';
import { formatMoney } from '../../shared/domain/money/money';
import type { StoreSettingsRow, ZReportRow } from '../db/schema';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import { documentHeading, pdfCurrencySymbol, storeDocument, winAnsiText } from '../invoices/invoicePdf.presenter';
import { type PeriodFigures, figuresView } from './zReports';

const LABEL = { x: 50, width: 330 } as const;
const VALUE = { x: 385, width: 160 } as const;
/** Below this much room a line goes to the next page (the margin and a line). */
const BOTTOM_SPACE = 80;

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
