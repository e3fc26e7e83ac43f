// Stock rows on the wire: flags as booleans, and whether a count is at its low level.
import type { StockDto } from '../../shared/contract/stock';
import type { StockRow } from '../db/repositories/stock.repository';

export function presentStock(row: StockRow): StockDto {
  const isOut = row.is_out === 1;
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    is_out: isOut,
    count: row.stock_count,
    low_level: row.stock_low,
    is_low: !isOut && row.stock_count !== null && row.stock_low !== null && row.stock_count <= row.stock_low,
  };
}
