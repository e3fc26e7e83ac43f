// Spec 2.12 Reports (loaded on demand by ReportsPage): a filter dialog (spec 9 without tomorrow, default
// today); tiles Orders, Avg. Order Value, Total Customers, New Customers, Repeat Customers, Revenue, Net Sales,
// Tax, each saying what it counts (placed or paid); Top Selling Items (title, price, orders count). Beyond the spec: revenue per hour (one day), day, week or
// month (longer periods; the server's granularity) as a uPlot chart loaded only here, with a text alternative,
// and the period's invoices as CSV (at most MAX_PERIOD_DAYS, so longer report periods offer no export).
// Spec 8: 'Please wait...' while loading; on failure the server's message when it sent one (a period too long),
// else 'Error Loading Reports Data, Please try later!'.
import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { ApiError, messageOf } from '../../../shared/api/errors';
import { invoiceLinesCsvUrl, invoicesCsvUrl } from '../../../shared/api/invoices';
import { getReport, type ReportView as Report, type TopSellingItemView } from '../../../shared/api/reports';
import { currencySymbol } from '../../../shared/domain/money/currencies';
import { MAX_PERIOD_DAYS, MAX_REPORT_PERIOD_DAYS, rangeLength, REPORT_DATE_FILTERS } from '../../../shared/domain/dates/dateRanges';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { formatMoney, ZERO_MINOR } from '../../../shared/domain/money/money';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { StationLink } from '../../../shared/shell/StationLink';
import { visuallyHidden } from '../../../shared/ui/a11y.css';
import { Button, LinkButton } from '../../../shared/ui/Button';
import { button } from '../../../shared/ui/button.css';
import { Icon } from '../../../shared/ui/Icon';
import { DateFilterButton, dateFilterParams, useDateFilter } from '../../../shared/ui/dialogs/DateFilterDialog';
import { Card, EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import {
  dayLongLabel,
  GRANULARITY_HEADINGS,
  GRANULARITY_UNITS,
  reportTiles,
  revenueSeries,
  revenueSummary,
  tileText,
  type RevenueSeries,
} from './reportFigures';
import { BillingFigures } from './BillingFigures';
import { KitchenTimes } from './KitchenTimes';
import { ReportsLinks } from './ReportsLinks';
import * as css from './reports.css';

// uPlot (~20 KiB gzip) and its CSS arrive with the chart, after the figures are on screen.
const RevenueChart = lazy(() => import('./RevenueChart').then((module) => ({ default: module.RevenueChart })));
// Modifier sales and the 86 history come after the spec's figures, in a chunk of their own.
const StockReports = lazy(() => import('./StockReports').then((module) => ({ default: module.StockReports })));

export function ReportsScreen() {
  const period = useDateFilter({ type: 'today' }, { filters: REPORT_DATE_FILTERS, maxDays: MAX_REPORT_PERIOD_DAYS });
  const { filter } = period;
  const params = dateFilterParams(filter);
  // The chart's series is derived once per answer, so the chart redraws only when the data changes.
  const { state, reload } = useLoad(async () => {
    const report = await getReport(params);
    return { report, series: revenueSeries(report) };
  }, JSON.stringify(params));
  // The CSV is a list of invoices: at most a year of them (the server refuses more).
  const canExport = !filter.range || filter.type !== 'custom' || rangeLength(filter.range) <= MAX_PERIOD_DAYS;
  const exportNoteId = useId();

  return (
    <>
      <PageHeader
        title={PAGES.reports.title}
        description={state.status === 'ready' ? periodDescription(state.data.report) : 'Sales, customers and best sellers of a period.'}
        actions={
          <>
            <StationLink href={PAGES.activity.path} className={button.secondary}>
              <Icon name="profile" />
              Activity
            </StationLink>
            <ReportsLinks current="reports" />
            {canExport ? (
              <>
                <LinkButton variant="secondary" icon="invoices" href={invoicesCsvUrl(params)} download>
                  Export CSV
                </LinkButton>
                <LinkButton variant="secondary" icon="invoices" href={invoiceLinesCsvUrl(params)} download>
                  Export lines CSV
                </LinkButton>
              </>
            ) : (
              <>
                <Button variant="secondary" icon="invoices" disabled aria-describedby={exportNoteId}>
                  Export CSV
                </Button>
                <span id={exportNoteId} className={visuallyHidden}>
                  {`CSV exports cover at most ${MAX_PERIOD_DAYS} days.`}
                </span>
              </>
            )}
            <DateFilterButton value={filter} onClick={period.openDialog} />
          </>
        }
      />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? (
        <ErrorState message={messageOf(state.error, ERROR_DEFAULTS.reportsLoad)}>
          {isRefusedPeriod(state.error) ? (
            <Button variant="secondary" onClick={period.openDialog}>
              Choose another period
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void reload()}>
              Try again
            </Button>
          )}
        </ErrorState>
      ) : null}
      {state.status === 'ready' ? <ReportView report={state.data.report} series={state.data.series} /> : null}
      {state.status === 'ready' ? <BillingFigures params={params} /> : null}
      {state.status === 'ready' ? <KitchenTimes params={params} /> : null}
      {state.status === 'ready' ? (
        <ChartBoundary fallback={<ErrorState message="Modifier sales and the 86 history could not be loaded. Please reload the page!" />}>
          <Suspense fallback={<Loading />}>
            <StockReports params={params} report={state.data.report} />
          </Suspense>
        </ChartBoundary>
      ) : null}
      {period.dialog}
    </>
  );
}

/** Bad input in the server's words (a period the server will not serve): trying again would not help. */
function isRefusedPeriod(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'validation_failed' || error.code === 'bad_request') && error.hasServerMessage;
}

function periodDescription(report: Report): string {
  const from = dayLongLabel(report.from);
  return report.from === report.to ? `Figures for ${from}.` : `Figures from ${from} to ${dayLongLabel(report.to)}.`;
}

function ReportView({ report, series }: { report: Report; series: RevenueSeries }) {
  const symbol = currencySymbol(report.currency);
  return (
    <>
      <ul className={css.tiles} aria-label="Report figures">
        {reportTiles(report).map((tile) => (
          <li key={tile.label} className={css.tile}>
            <span className={css.tileLabel}>{tile.label}</span>
            <span className={css.tileFigure}>
              <span className={css.tileValue} data-testid="tile-value">
                {tileText(tile, symbol)}
              </span>
              <span className={css.tileNote} data-testid="tile-note">
                {tile.note}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className={css.panels}>
        <RevenuePanel series={series} symbol={symbol} />
        <TopSellingPanel items={report.topSellingItems} symbol={symbol} />
      </div>
    </>
  );
}

function RevenuePanel({ series, symbol }: { series: RevenueSeries; symbol: string }) {
  const titleId = useId();
  const unit = GRANULARITY_UNITS[series.granularity];
  const title = `Revenue per ${unit}`;
  const summary = revenueSummary(series, symbol);
  const rows = series.buckets
    .map((bucket, index) => ({ bucket, label: series.longLabels[index] ?? bucket, revenue: series.revenue[index] ?? ZERO_MINOR }))
    .filter((row) => row.revenue !== 0);
  return (
    <Card className={css.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.panelTitle}>
        {title}
      </h2>
      <figure className={css.figure}>
        <ChartBoundary fallback={<p className={css.chartPlaceholder}>The chart could not be loaded. The figures above are complete.</p>}>
          <Suspense fallback={<div className={css.chartPlaceholder} aria-hidden="true" />}>
            <RevenueChart series={series} symbol={symbol} />
          </Suspense>
        </ChartBoundary>
        <figcaption className={css.caption}>{summary}</figcaption>
      </figure>
      {/* The chart's data for screen readers (the canvas itself is hidden from them). */}
      <table className={visuallyHidden}>
        <caption>{`${title}; periods without revenue are left out.`}</caption>
        <thead>
          <tr>
            <th scope="col">{GRANULARITY_HEADINGS[series.granularity]}</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.bucket}>
              <th scope="row">{row.label}</th>
              <td>{formatMoney(row.revenue, symbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function TopSellingPanel({ items, symbol }: { items: readonly TopSellingItemView[]; symbol: string }) {
  const titleId = useId();
  return (
    <Card className={css.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.panelTitle}>
        Top Selling Items
      </h2>
      {items.length === 0 ? (
        <EmptyState icon="reports" title="No items sold in this period." />
      ) : (
        <ol className={css.topList} aria-labelledby={titleId}>
          {items.map((item, index) => (
            <li key={`${item.title}-${index}`} className={css.topItem}>
              <span className={css.topRank} aria-hidden="true">
                {index + 1}
              </span>
              <span className={css.topTitle}>{item.title}</span>
              <span className={css.topPrice}>{formatMoney(item.price, symbol)}</span>
              <span className={css.topCount}>
                {item.orders_count.toLocaleString('en-US')} {item.orders_count === 1 ? 'order' : 'orders'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** A chart that fails to load (offline, a stale chunk) must not take the figures down with it. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
