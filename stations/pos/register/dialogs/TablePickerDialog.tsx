// Spec 2.5 table, as a picker grid: every table (title, seating capacity in 'person', floor) one tap away, and
// 'No table'. From a keyboard, typing a table's number moves to it and Enter picks it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { StoreTableDto } from '../../../../shared/contract/storeTables';
import { Dialog, DialogBody } from '../../../../shared/ui/dialogs/Dialog';
import * as css from './tablePicker.css';

/** How long typed digits make one number ('1' then '2' is table 12). */
const TYPED_NUMBER_MS = 900;

/** The number in a table's title ('Table 12' → '12'), or null. */
function numberOf(title: string): string | null {
  return /(\d+)\s*$/.exec(title)?.[1] ?? null;
}

export interface TablePickerDialogProps {
  tables: readonly StoreTableDto[];
  tableId: number | null;
  onPick: (tableId: number | null) => void;
  onClose: () => void;
}

export function TablePickerDialog({ tables, tableId, onPick, onClose }: TablePickerDialogProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const chosenRef = useRef<HTMLButtonElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const [hint, setHint] = useState('');

  useEffect(() => {
    if (!chosenRef.current) gridRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!/^\d$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const now = Date.now();
    const text = now - typed.current.at < TYPED_NUMBER_MS ? typed.current.text + event.key : event.key;
    typed.current = { text, at: now };
    const match =
      tables.find((table) => numberOf(table.table_title) === text) ?? tables.find((table) => numberOf(table.table_title)?.startsWith(text));
    setHint(match ? '' : `No table ${text}`);
    if (match) gridRef.current?.querySelector<HTMLButtonElement>(`[data-table-id="${match.id}"]`)?.focus();
  }

  return (
    <Dialog title="Table" onClose={onClose} initialFocusRef={chosenRef}>
      <DialogBody>
        <p className={css.help}>Tap a table, or type its number and press Enter. {hint}</p>
        <div ref={gridRef} className={css.grid} role="group" aria-label="Tables" onKeyDown={handleKeyDown}>
          <button
            type="button"
            className={css.tile}
            aria-pressed={tableId === null}
            ref={tableId === null ? chosenRef : undefined}
            onClick={() => onPick(null)}
          >
            <span className={css.tileTitle}>No table</span>
          </button>
          {tables.map((table) => (
            <button
              key={table.id}
              type="button"
              className={css.tile}
              data-table-id={table.id}
              aria-pressed={table.id === tableId}
              ref={table.id === tableId ? chosenRef : undefined}
              onClick={() => onPick(table.id)}
            >
              <span className={css.tileTitle}>{table.table_title}</span>
              <span className={css.tileDetail}>
                {table.seating_capacity} person · {table.floor}
              </span>
            </button>
          ))}
        </div>
      </DialogBody>
    </Dialog>
  );
}
