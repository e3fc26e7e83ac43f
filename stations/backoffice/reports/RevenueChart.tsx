// Beyond spec 2.12: revenue per hour (a single day), day, week or month as bars, drawn by uPlot on a canvas. Loaded
// lazily by ReportsScreen; the canvas is hidden from screen readers, which read the panel's caption and
// table instead. Bars sit at indexes 0…n-1 and the axis names them, so no time zone ever shifts a bucket.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
// uPlot's own stylesheet (legend, cursor), loaded with the chart's chunk.
// oxlint-disable-next-line import/no-unassigned-import
import 'uplot/dist/uPlot.min.css';
import { formatMoney, sumMinor, toDecimalAmount } from '../../../shared/domain/money/money';
import type { SeriesGranularity } from '../../../shared/domain/dates/periodBuckets';
import { GRANULARITY_HEADINGS, type RevenueSeries } from './reportFigures';
import * as css from './reports.css';

const HEIGHT = 260;
const MIN_WIDTH = 240;
const BAR_COLOR = '#c2410c';
const BAR_FILL = 'rgba(194, 65, 12, 0.82)';
const AXIS_COLOR = '#4b5563';
const GRID_COLOR = '#e5e7eb';
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Label every n-th bar, n from these (whole days, weeks of a month, quarters…), so labels never overlap. */
const AXIS_STEPS: Record<SeriesGranularity, number[]> = {
  hour: [1, 2, 3, 4, 6, 12],
  day: [1, 2, 3, 7, 14, 28],
  week: [1, 2, 4, 8, 13, 26],
  month: [1, 2, 3, 6, 12],
};
/** Room for one axis label, px: '13:00', 'Nov 22', 'Nov 2026'. */
const AXIS_SPACE: Record<SeriesGranularity, number> = { hour: 44, day: 56, week: 56, month: 72 };

function axisMoney(value: number, symbol: string): string {
  return Number.isInteger(value) ? `${symbol}${value.toLocaleString('en-US')}` : `${symbol}${value.toFixed(2)}`;
}

function chartOptions(series: RevenueSeries, symbol: string, width: number): uPlot.Options {
  const count = series.buckets.length;
  const total = sumMinor(series.revenue);
  const labelAt = (index: number) => (Number.isInteger(index) ? (series.labels[index] ?? '') : '');
  return {
    width,
    height: HEIGHT,
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    legend: { show: true, live: true },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(count, 1) - 0.5] },
      y: { range: (_self, _min, max) => uPlot.rangeNum(0, max > 0 ? max : 1, 0.1, true) },
    },
    axes: [
      {
        stroke: AXIS_COLOR,
        font: FONT,
        grid: { show: false },
        ticks: { stroke: GRID_COLOR },
        incrs: AXIS_STEPS[series.granularity],
        space: AXIS_SPACE[series.granularity],
        values: (_self, splits) => splits.map(labelAt),
      },
      {
        stroke: AXIS_COLOR,
        font: FONT,
        grid: { stroke: GRID_COLOR, width: 1 },
        ticks: { show: false },
        values: (_self, splits) => splits.map((value) => axisMoney(value, symbol)),
        size: (_self, values) => Math.max(48, ...(values ?? []).map((text) => text.length * 7 + 20)),
      },
    ],
    series: [
      // Away from the bars the legend sums up the period; over a bar it reads that bar.
      {
        label: GRANULARITY_HEADINGS[series.granularity],
        value: (_self, _value, _series, index) =>
          index === null ? (series.granularity === 'hour' ? 'whole day' : 'whole period') : (series.longLabels[index] ?? ''),
      },
      {
        label: 'Revenue',
        stroke: BAR_COLOR,
        fill: BAR_FILL,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars?.({ size: [0.72, 56], radius: 0.12 }),
        // The bar's own minor units (the chart draws decimals): never read back from the drawn float.
        value: (_self, _value, _series, index) => {
          const revenue = index === null ? total : series.revenue[index];
          return revenue === undefined ? '—' : formatMoney(revenue, symbol);
        },
      },
    ],
  };
}

export function RevenueChart({ series, symbol }: { series: RevenueSeries; symbol: string }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const widthOf = () => Math.max(Math.floor(host.clientWidth), MIN_WIDTH);
    const data: uPlot.AlignedData = [series.buckets.map((_, index) => index), series.revenue.map(toDecimalAmount)];
    const chart = new uPlot(chartOptions(series, symbol, widthOf()), data, host);
    const observer = new ResizeObserver(() => {
      if (widthOf() !== chart.width) chart.setSize({ width: widthOf(), height: HEIGHT });
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [series, symbol]);

  return <div ref={hostRef} className={css.chart} data-testid="revenue-chart" aria-hidden="true" />;
}
