// The live floor's tables, drawn into the floor grid by hand rather than by React: a plain button each (Tab and
// Enter reach it, FloorPage's arrows move between them) holding one text node, a line each (tableFace.ts).
// Why by hand: a 100-table floor is drawn at once, and React's own work for 100 buttons (a memoised component and an
// element each) was about 8 ms of the first draw at 4× CPU throttling (docs/performance.md). A button is made once per
// table and changed in place when its table changes, so a refetch touches only the tables it changed and a focused
// table keeps its focus. Clicks reach FloorPage's one handler on the grid, which reads the table's id.
import type { FloorTableView } from '../../../shared/api/floor';
import type { DrawnTable } from './floorLayout';
import * as css from './floor.css';
import { tableText, type TableFaceContext } from './tableFace';

interface DrawnButton {
  button: HTMLButtonElement;
  className: string;
  column: number;
  row: number;
  text: string;
}

/** The buttons each grid shows, by table id. */
const gridButtons = new WeakMap<HTMLElement, Map<number, DrawnButton>>();

function classNameOf(table: FloorTableView): string {
  return `${css.table} ${css.status[table.status]} ${css.shape[table.shape]}`;
}

function newButton(tableId: number): DrawnButton {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.tableId = String(tableId);
  return { button, className: '', column: -1, row: -1, text: '' };
}

/** Makes the grid show exactly `drawn`, in its order (the Tab order), changing only what changed. */
export function drawTables(grid: HTMLElement, drawn: readonly DrawnTable[], context: TableFaceContext): void {
  const before = gridButtons.get(grid) ?? new Map<number, DrawnButton>();
  const after = new Map<number, DrawnButton>();
  let previous: HTMLButtonElement | null = null;
  for (const { table, column, row } of drawn) {
    const shown = before.get(table.id) ?? newButton(table.id);
    after.set(table.id, shown);
    const { button } = shown;
    const className = classNameOf(table);
    if (shown.className !== className) button.className = shown.className = className;
    if (button.dataset.status !== table.status) button.dataset.status = table.status;
    if (shown.column !== column || shown.row !== row) {
      button.style.gridColumnStart = String(column + 1);
      button.style.gridRowStart = String(row + 1);
      shown.column = column;
      shown.row = row;
    }
    const text = tableText(table, context);
    if (shown.text !== text) button.textContent = shown.text = text;
    const expected: Element | null = previous ? previous.nextElementSibling : grid.firstElementChild;
    if (expected !== button) grid.insertBefore(button, expected);
    previous = button;
  }
  for (const [tableId, { button }] of before) if (!after.has(tableId)) button.remove();
  gridButtons.set(grid, after);
}

/** The table id of the button an event came from, if any. */
export function tableIdOf(target: EventTarget | null): number | null {
  const button = target instanceof Element ? target.closest<HTMLElement>('[data-table-id]') : null;
  return button ? Number(button.dataset.tableId) : null;
}
