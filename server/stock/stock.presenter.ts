// Stock rows on the wire: flags as booleans, and whether a count is at its low level.
import type { StockCatalogueResponse, StockDto } from '../../shared/contract/stock';
import type { StockCatalogueRows, StockRow } from '../db/repositories/stock.repository';

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

/** Items with the groups they offer (each once, in the item's order), and each group with its choices. */
export function presentStockCatalogue(rows: StockCatalogueRows): StockCatalogueResponse {
  const groupIdsOf = new Map<number, number[]>();
  for (const link of rows.itemGroups) {
    const ids = groupIdsOf.get(link.item_id) ?? [];
    if (!ids.includes(link.group_id)) ids.push(link.group_id);
    groupIdsOf.set(link.item_id, ids);
  }
  return {
    items: rows.items.map((row) => ({
      ...presentStock({ ...row, kind: 'item' }),
      category: row.category,
      group_ids: groupIdsOf.get(row.id) ?? [],
    })),
    groups: rows.groups.map((group) => ({
      id: group.id,
      name: group.name,
      choices: rows.choices.filter((choice) => choice.group_id === group.id).map((choice) => presentStock({ ...choice, kind: 'choice' })),
    })),
  };
}
