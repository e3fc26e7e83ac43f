// Spec 2.12 Reports (loaded on demand by ReportsPage): a filter dialog (spec 9 without tomorrow, default
// today); tiles Orders, Avg. Order Value, Total Customers, New Customers, Repeat Customers, Revenue, Net Sales,
// Tax; Top Selling Items (title, price, orders count). Beyond the spec: revenue per hour (one day) or per day
// as a uPlot chart loaded only here, with a text alternative, and the period's invoices as CSV.
// Spec 8: 'Please wait...' while loading, 'Error Loading Reports Data, Please try later!' on failure.
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { invoicesCsvUrl } from '../../../shared/api/invoices';
import { getReport } from '../../../shared/api/reports';
import type { ReportResponse, TopSellingItemDto } from '../../../shared/contract/offerings';
import { currencySymbol } from '../../../shared/domain/currencies';
import { REPORT_DATE_FILTERS } from '../../../shared/domain/dateRanges';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { formatMoney } from '../../../shared/domain/money';
import { PAGES } from '../../../shared/domain/permissions';
import { visuallyHidden } from '../../../shared/ui/a11y.css';
import { Button, LinkButton } from '../../../shared/ui/Button';
import { DateFilterDialog, dateFilterParams, describeDateFilter, type DateFilterValue } from '../../../shared/ui/DateFilterDialog';
import { Card, EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { bucketLongLabel, reportTiles, revenueSeries, revenueSummary, tileText, toMinor, type RevenueSeries } from './reportFigures';
import * as css from './reports.css';

// uPlot (~20 KiB gzip) and its CSS arrive with the chart, after the figures are on screen.
const RevenueChart = lazy(() => import('./RevenueChart').then((module) => ({ default: module.RevenueChart })));

export function ReportsScreen() {
  const [filter, setFilter] = useState<DateFilterValue>({ type: 'today' });
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const params = dateFilterParams(filter);
  // The chart's series is derived once per answer, so the chart redraws only when the data changes.
  const { state, reload } = useLoad(async () => {
    const report = await getReport(params);
    return { report, series: revenueSeries(report) };
  }, JSON.stringify(params));
  const periodText = describeDateFilter(filter);

  function handleApply(value: DateFilterValue) {
    setIsFilterOpen(false);
    setFilter(value);
  }

  return (
    <>
      <PageHeader
        title={PAGES.reports.title}
        description={state.status === 'ready' ? periodDescription(state.data.report) : 'Sales, customers and best sellers of a period.'}
        actions={
          <>
            <LinkButton variant="secondary" icon="invoices" href={invoicesCsvUrl(params)} download>
              Export CSV
            </LinkButton>
            <Button variant="secondary" icon="reservations" onClick={() => setIsFilterOpen(true)} aria-haspopup="dialog">
              <span className={visuallyHidden}>Filters, period: </span>
              <span aria-hidden="true">Filter: </span>
              {periodText}
            </Button>
          </>
        }
      />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? (
        <ErrorState message={ERROR_DEFAULTS.reportsLoad}>
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </ErrorState>
      ) : null}
      {state.status === 'ready' ? <ReportView report={state.data.report} series={state.data.series} /> : null}
      {isFilterOpen ? <DateFilterDialog value={filter} filters={REPORT_DATE_FILTERS} onApply={handleApply} onClose={() => setIsFilterOpen(false)} /> : null}
    </>
  );
}

function periodDescription(report: ReportResponse): string {
  const from = bucketLongLabel(report.from);
  return report.from === report.to ? `Figures for ${from}.` : `Figures from ${from} to ${bucketLongLabel(report.to)}.`;
}

function ReportView({ report, series }: { report: ReportResponse; series: RevenueSeries }) {
  const symbol = currencySymbol(report.currency);
  return (
    <>
      <ul className={css.tiles} aria-label="Report figures">
        {reportTiles(report).map((tile) => (
          <li key={tile.label} className={css.tile}>
            <span className={css.tileLabel}>{tile.label}</span>
            <span className={css.tileValue} data-testid="tile-value">
              {tileText(tile, symbol)}
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
  const title = series.granularity === 'hour' ? 'Revenue per hour' : 'Revenue per day';
  const summary = revenueSummary(series, symbol);
  const rows = series.buckets.map((bucket, index) => ({ bucket, revenue: series.revenue[index] ?? 0 })).filter((row) => row.revenue !== 0);
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
            <th scope="col">{series.granularity === 'hour' ? 'Hour' : 'Day'}</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.bucket}>
              <th scope="row">{bucketLongLabel(row.bucket)}</th>
              <td>{formatMoney(row.revenue, symbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function TopSellingPanel({ items, symbol }: { items: readonly TopSellingItemDto[]; symbol: string }) {
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
              <span className={css.topPrice}>{formatMoney(toMinor(item.price), symbol)}</span>
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
