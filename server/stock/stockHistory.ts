// GET /stock/history: the 86 history of a Reports period, read from the Activity trail (an 86, its lifting, a count
// and the day-start reset are entries there, written with the change), so there is no second record to drift.
import { STOCK_HISTORY_LIMIT, type StockHistoryResponse } from '../../shared/contract/stock';
import { MAX_REPORT_PERIOD_DAYS, REPORT_DATE_FILTERS } from '../../shared/domain/dates/dateRanges';
import { listStockHistory, type StockHistoryRow } from '../db/repositories/stock.repository';
import type { ServiceContext } from '../infrastructure/context';
import { periodFor } from '../reports/dateRange';

type HistoryEntry = StockHistoryResponse['entries'][number];

const CHANGES: Record<string, HistoryEntry['change']> = {
  'stock.eighty_sixed': 'out',
  'stock.restored': 'back_on',
  'stock.counted': 'counted',
  'stock.day_reset': 'day_reset',
};

function detailsOf(row: StockHistoryRow): { name?: unknown; after?: { count?: unknown } } {
  try {
    return row.details ? (JSON.parse(row.details) as { name?: unknown; after?: { count?: unknown } }) : {};
  } catch {
    return {};
  }
}

function presentStockHistoryEntry(row: StockHistoryRow): HistoryEntry {
  const details = detailsOf(row);
  const change = CHANGES[row.action] ?? 'counted';
  // Entries written before the name was kept in the details start with it ("Sea Bass: 86").
  const name =
    typeof details.name === 'string' ? details.name : change === 'day_reset' ? 'Every item and choice' : (row.summary.split(': ')[0] ?? '');
  const count = details.after?.count;
  return {
    id: row.id,
    at: row.created_at,
    actor: row.actor_name,
    kind: row.subject_type === 'menu_item' ? 'item' : row.subject_type === 'modifier_choice' ? 'choice' : 'all',
    name,
    change,
    count: typeof count === 'number' ? count : null,
    summary: row.summary,
  };
}

export async function stockHistory(ctx: ServiceContext, query: unknown): Promise<StockHistoryResponse> {
  const period = await periodFor(ctx, query, { filters: REPORT_DATE_FILTERS, maxDays: MAX_REPORT_PERIOD_DAYS });
  const rows = await listStockHistory(ctx.db, period.startsAt, period.endsBefore, STOCK_HISTORY_LIMIT + 1);
  return {
    from: period.from,
    to: period.to,
    entries: rows.slice(0, STOCK_HISTORY_LIMIT).map(presentStockHistoryEntry),
    isTruncated: rows.length > STOCK_HISTORY_LIMIT,
  };
}
