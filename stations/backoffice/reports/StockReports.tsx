// Reports › modifier sales and 86 history, a chunk of its own loaded after the spec's figures: per modifier choice the
// units sold with it and what it brought in the period (NO and EXTRA emphasised; a NO that takes off is negative), and
// who 86ed, lifted or counted which item or choice (GET /stock/history, its own call, so the figures never wait).
import { useState } from 'react';
import { messageOf } from '../../../shared/api/errors';
import type { ReportView } from '../../../shared/api/reports';
import { getStockHistory } from '../../../shared/api/stock';
import type { StockHistoryResponse } from '../../../shared/contract/stock';
import { currencySymbol } from '../../../shared/domain/money/currencies';
import { decodeDecimalAmount, formatMoney } from '../../../shared/domain/money/money';
import { Button } from '../../../shared/ui/Button';
import { formatDateTime } from '../../../shared/ui/format';
import { Card, EmptyState, ErrorState, Loading } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import * as own from './stockReports.css';
import * as css from './reports.css';

const HISTORY_LOAD_ERROR = 'Could not load the 86 history. Please try again!';
/** Rows shown before "Show all": the history of a busy week is long. */
const FIRST_ROWS = 20;

type HistoryEntry = StockHistoryResponse['entries'][number];

const KIND_WORDS: Record<string, string> = { NO: 'NO', EXTRA: 'EXTRA', ON_SIDE: 'ON SIDE' };

function changeText(entry: HistoryEntry): string {
  switch (entry.change) {
    case 'out':
      return '86 (out)';
    case 'back_on':
      return entry.count === null ? 'Back on' : `Back on, ${entry.count} left`;
    case 'counted':
      return entry.count === null ? 'Count cleared' : `Count: ${entry.count} left`;
    case 'day_reset':
      return entry.summary;
  }
}

export function StockReports({ params, report }: { params: Record<string, string>; report: ReportView }) {
  return (
    <div className={own.panels}>
      <ModifierSalesPanel report={report} />
      <EightySixHistoryPanel params={params} />
    </div>
  );
}

function ModifierSalesPanel({ report }: { report: ReportView }) {
  const symbol = currencySymbol(report.currency);
  return (
    <Card className={css.panel} aria-label="Modifier sales">
      <h2 className={css.panelTitle}>Modifier sales</h2>
      {report.modifierSales.length === 0 ? (
        <EmptyState icon="reports" title="No modifiers sold in this period." />
      ) : (
        <div className={own.scroller}>
          <table className={css.tipsTable} aria-label="Modifier sales per choice">
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Choice</th>
                <th scope="col" className={own.number}>
                  Sold
                </th>
                <th scope="col" className={own.number}>
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {report.modifierSales.map((row) => (
                <tr key={`${row.group_name}|${row.name}|${row.kind}`} className={own.row}>
                  <td>{row.group_name}</td>
                  <th scope="row" className={own.choice}>
                    {KIND_WORDS[row.kind] ? <strong className={own.kind}>{`${KIND_WORDS[row.kind]} `}</strong> : null}
                    {row.name}
                  </th>
                  <td className={own.number}>{row.count.toLocaleString('en-US')}</td>
                  <td className={own.number}>{formatMoney(decodeDecimalAmount(row.revenue), symbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function EightySixHistoryPanel({ params }: { params: Record<string, string> }) {
  const { state, reload } = useLoad(() => getStockHistory(params), JSON.stringify(params));
  const [isShowingAll, setShowingAll] = useState(false);
  return (
    <Card className={css.panel} aria-label="86 history">
      <h2 className={css.panelTitle}>86 history</h2>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <ErrorState message={messageOf(state.error, HISTORY_LOAD_ERROR)} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.entries.length === 0 ? (
        <EmptyState icon="kitchen" title="Nothing was 86'd or counted in this period." />
      ) : null}
      {state.status === 'ready' && state.data.entries.length > 0 ? (
        <>
          <div className={own.scroller}>
            <table className={css.tipsTable} aria-label="86 history entries">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Item or choice</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {(isShowingAll ? state.data.entries : state.data.entries.slice(0, FIRST_ROWS)).map((entry) => (
                  <tr key={entry.id} className={own.row} data-change={entry.change}>
                    <td>{formatDateTime(entry.at)}</td>
                    <td>{entry.actor}</td>
                    <th scope="row" className={own.choice}>
                      {entry.name}
                      {entry.kind === 'choice' ? <span className={own.muted}> (choice)</span> : null}
                    </th>
                    <td className={entry.change === 'out' ? own.out : undefined}>{changeText(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!isShowingAll && state.data.entries.length > FIRST_ROWS ? (
            <Button variant="secondary" className={own.more} onClick={() => setShowingAll(true)}>
              {`Show all ${state.data.entries.length}`}
            </Button>
          ) : null}
          {state.data.isTruncated ? <p className={own.muted}>The newest 500 changes of the period are shown.</p> : null}
        </>
      ) : null}
    </Card>
  );
}
