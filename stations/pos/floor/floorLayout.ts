// Where each table is drawn: placed tables on their cell; tables never placed fill the free cells after them, row by
// row, so a store that has not drawn its plan yet still gets a usable floor (the spec's table list, in order). The
// grid is only as wide as the plan uses (at least AUTO_COLUMNS), so a tablet shows tables big enough to tap.
import type { FloorTableView } from '../../../shared/api/floor';
import { FLOOR_GRID } from '../../../shared/domain/floor';

export interface DrawnTable {
  table: FloorTableView;
  column: number;
  row: number;
}

const AUTO_COLUMNS = 6;

export function layOutTables(tables: readonly FloorTableView[]): { drawn: DrawnTable[]; rows: number; columns: number } {
  const taken = new Set<string>();
  const drawn: DrawnTable[] = [];
  for (const table of tables) {
    if (table.x === null || table.y === null) continue;
    taken.add(`${table.x},${table.y}`);
    drawn.push({ table, column: table.x, row: table.y });
  }
  const widest = Math.max(0, ...drawn.map((entry) => entry.column + (entry.table.shape === 'long' ? 2 : 1)));
  const columns = Math.min(FLOOR_GRID.columns, Math.max(AUTO_COLUMNS, widest));
  let cell = 0;
  const cellKey = (index: number) => `${index % columns},${Math.floor(index / columns)}`;
  for (const table of tables) {
    if (table.x !== null && table.y !== null) continue;
    while (taken.has(cellKey(cell))) cell += 1;
    taken.add(cellKey(cell));
    drawn.push({ table, column: cell % columns, row: Math.floor(cell / columns) });
  }
  const rows = Math.max(1, ...drawn.map((entry) => entry.row + 1));
  return { drawn, rows, columns };
}
