// Reports › Z reports (loaded on demand): the closed business days, newest first (number, business day, who closed it,
// total sales, over/short), closing the day, and one Z's detail with every figure it holds, its PDF (server-rendered,
// as the invoices') and a browser Print of the detail alone (print CSS in cashReports.css.ts).
import { useState } from 'react';
import { type ZReportView, closeZReport, listZReports, printReport, zReportPdfUrl } from '../../../shared/api/drawers';
import { messageOf } from '../../../shared/api/errors';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { formatMoney } from '../../../shared/domain/money/money';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { notifyApiError, notifySuccess } from '../../../shared/shell/toast';
import { Button, LinkButton } from '../../../shared/ui/Button';
import { type Column, DataTable } from '../../../shared/ui/DataTable';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { Fact, Facts } from '../../../shared/ui/figures/Facts';
import { FigureTable } from '../../../shared/ui/figures/FigureTable';
import { formatDateTime } from '../../../shared/ui/format';
import { EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { ReportsLinks } from './ReportsLinks';
import * as css from './cashReports.css';

const LOAD_ERROR = 'The Z reports could not be loaded. Please try later!';
const CLOSE_QUESTION = 'Close the business day? Every drawer must be closed; the Z report cannot be changed afterwards.';

export function ZReportsScreen() {
  const { state, reload } = useLoad(listZReports);
  const [shownId, setShownId] = useState<number | null>(null);
  const [isClosing, setIsClosing] = useState(false);

  async function handleClose() {
    try {
      const answer = await closeZReport();
      notifySuccess(answer.message);
      setShownId(answer.zReport.id);
      await reload();
    } catch (error) {
      notifyApiError(error, 'The business day could not be closed. Please try again.');
    } finally {
      setIsClosing(false);
    }
  }

  const symbol = state.status === 'ready' ? currencySymbol(state.data.currency) : '';
  const shown = state.status === 'ready' ? (state.data.zReports.find((report) => report.id === shownId) ?? null) : null;
  const columns: Column<ZReportView>[] = [
    { key: 'number', header: 'Z', isShrink: true, isRowHeader: true, renderCell: (report) => `#${report.number}` },
    { key: 'day', header: 'Business day', renderCell: (report) => report.businessDate },
    { key: 'closedBy', header: 'Closed by', renderCell: (report) => report.closedByName },
    { key: 'invoices', header: 'Invoices', isNumeric: true, align: 'end', renderCell: (report) => report.figures.invoiceCount },
    {
      key: 'total',
      header: 'Total sales',
      isNumeric: true,
      align: 'end',
      renderCell: (report) => formatMoney(report.figures.sales.payableTotal, symbol),
    },
    {
      key: 'overShort',
      header: 'Over/short',
      isNumeric: true,
      align: 'end',
      renderCell: (report) => (
        <span className={report.figures.drawers.overShort < 0 ? css.short : undefined}>
          {formatMoney(report.figures.drawers.overShort, symbol)}
        </span>
      ),
    },
    {
      key: 'view',
      header: <span>Detail</span>,
      isShrink: true,
      renderCell: (report) => (
        <Button variant="secondary" onClick={() => setShownId(report.id)} aria-label={`Show Z report #${report.number}`}>
          Show
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={PAGES.zReports.title}
        description="The closed business days: each Z report holds every figure of its day and never changes."
        actions={
          <>
            <ReportsLinks current="zReports" />
            <Button icon="lock" onClick={() => setIsClosing(true)}>
              Close the day (Z)
            </Button>
          </>
        }
      />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <ErrorState message={messageOf(state.error, LOAD_ERROR)} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.zReports.length === 0 ? (
        <EmptyState icon="reports" title="No Z reports yet." description="Close the business day once every drawer is closed." />
      ) : null}
      {state.status === 'ready' && state.data.zReports.length > 0 ? (
        <DataTable label="Z reports" columns={columns} rows={state.data.zReports} rowKey={(report) => report.id} />
      ) : null}
      {shown ? <ZReportDetail report={shown} symbol={symbol} onHide={() => setShownId(null)} /> : null}
      {isClosing ? (
        <ConfirmDialog message={CLOSE_QUESTION} confirmLabel="Close the day" onConfirm={handleClose} onCancel={() => setIsClosing(false)} />
      ) : null}
    </>
  );
}

function ZReportDetail({ report, symbol, onHide }: { report: ZReportView; symbol: string; onHide: () => void }) {
  const facts: [string, string][] = [
    ['Business day', report.businessDate],
    ['From', report.periodStart ? formatDateTime(report.periodStart) : 'The first sale'],
    ['To', formatDateTime(report.periodEnd)],
    ['Closed by', report.closedByName],
  ];
  return (
    <section className={`${css.panel} ${css.printArea}`} aria-label={`Z report #${report.number}`} data-testid="z-report">
      <h2 className={css.panelTitle}>Z report #{report.number}</h2>
      <Facts>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))}
      </Facts>
      <div className={css.actions}>
        <LinkButton variant="secondary" icon="invoices" href={zReportPdfUrl(report.id)} download>
          Download PDF
        </LinkButton>
        <Button variant="secondary" icon="printer" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="secondary" icon="printer" onClick={() => void printOnReceiptPrinter({ zReportId: report.id })}>
          Print on receipt printer
        </Button>
        <Button variant="secondary" onClick={onHide}>
          Hide
        </Button>
      </div>
      <FigureTable figures={report.figures} symbol={symbol} />
    </section>
  );
}

/** Queues the report on the store's receipt printer; the server's refusal (no receipt printer) shows as it says. */
async function printOnReceiptPrinter(report: Parameters<typeof printReport>[0]): Promise<void> {
  try {
    notifySuccess((await printReport(report)).message);
  } catch (error) {
    notifyApiError(error, 'The report could not be printed. Please try again.');
  }
}
