// The kitchen's 86 panel, a lazy chunk fetched at the first tap on "86" in the header: every menu item and every
// modifier choice, searchable; one tap 86es a row or puts it back on, Count sets units left and a low level. It reads
// the list again on every stock_changed, so a till's 86 shows here too.
import { useEffect, useState, type FormEvent } from 'react';
import { getStockCatalogue, setChoiceStock, setItemStock } from '../../shared/api/stock';
import type { StockBody, StockCatalogueResponse, StockDto } from '../../shared/contract/stock';
import { getSocket } from '../../shared/realtime/socket';
import { notifyApiError, notifySuccess } from '../../shared/shell/toast';
import { Dialog, DialogBody } from '../../shared/ui/dialogs/Dialog';
import { EmptyState, ErrorState, Loading } from '../../shared/ui/Surface';
import { useLoad } from '../../shared/ui/useLoad';
import * as css from './eightySix.css';

const LOAD_ERROR = 'Could not load the menu. Please try again!';
const SAVE_ERROR = 'Could not change the stock. Please try again!';

type Catalogue = StockCatalogueResponse;

/** An empty box is "not counted" / "no low level". */
const countOf = (value: string) => (value.trim() === '' ? null : Number(value));

/** What a row says of its stock: out, units left (low), or nothing. */
function stockWords(row: StockDto): string {
  if (row.is_out) return '86 · out';
  if (row.count !== null) return row.is_low ? `${row.count} left · low` : `${row.count} left`;
  return '';
}

/** The items and groups the search text matches; a matching item brings its groups, a matching group all its choices. */
function filterCatalogue(catalogue: Catalogue, text: string): Catalogue {
  const needle = text.trim().toLowerCase();
  if (needle === '') return catalogue;
  const has = (value: string | null) => value !== null && value.toLowerCase().includes(needle);
  const items = catalogue.items.filter((item) => has(item.name) || has(item.category));
  const openedByItems = new Set(items.flatMap((item) => item.group_ids));
  const groups = catalogue.groups.flatMap((group) => {
    if (has(group.name) || openedByItems.has(group.id)) return [group];
    const choices = group.choices.filter((choice) => has(choice.name));
    return choices.length > 0 ? [{ ...group, choices }] : [];
  });
  return { items, groups };
}

function StockRowView({
  row,
  detail,
  onSave,
}: {
  row: StockDto;
  detail: string | null;
  onSave: (row: StockDto, body: StockBody) => Promise<void>;
}) {
  const [isCounting, setCounting] = useState(false);
  const [count, setCount] = useState('');
  const [lowLevel, setLowLevel] = useState('');
  const words = stockWords(row);

  function handleOpenCount() {
    setCount(row.count === null ? '' : String(row.count));
    setLowLevel(row.low_level === null ? '' : String(row.low_level));
    setCounting(true);
  }

  async function handleCount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await onSave(row, { isOut: false, count: countOf(count), lowLevel: countOf(lowLevel) });
    setCounting(false);
  }

  return (
    <li className={css.row} data-out={row.is_out ? 'true' : undefined} aria-label={row.name}>
      <span className={css.name}>
        {row.name}
        {detail ? <span className={css.detail}>{detail}</span> : null}
      </span>
      <span className={row.is_out ? css.outWords : row.is_low ? css.lowWords : css.words}>{words}</span>
      {isCounting ? (
        <form className={css.countForm} onSubmit={(event) => void handleCount(event)}>
          <CountField label="Count" value={count} onChange={setCount} isFocused />
          <CountField label="Low at" value={lowLevel} onChange={setLowLevel} />
          <button type="submit" className={css.primaryButton}>
            Save
          </button>
          <button type="button" className={css.secondaryButton} onClick={() => setCounting(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <span className={css.rowActions}>
          <button type="button" className={css.secondaryButton} aria-label={`Count of ${row.name}`} onClick={handleOpenCount}>
            Count
          </button>
          {row.is_out ? (
            <button
              type="button"
              className={css.liftButton}
              aria-label={`Back on ${row.name}`}
              onClick={() => void onSave(row, { isOut: false, count: null, lowLevel: row.low_level })}
            >
              Back on
            </button>
          ) : (
            <button
              type="button"
              className={css.outButton}
              aria-label={`86 ${row.name}`}
              onClick={() => void onSave(row, { isOut: true, count: row.count, lowLevel: row.low_level })}
            >
              86
            </button>
          )}
        </span>
      )}
    </li>
  );
}

export function EightySixPanel({ onClose }: { onClose: () => void }) {
  const { state, reload } = useLoad(getStockCatalogue);
  const [text, setText] = useState('');

  useEffect(() => {
    const socket = getSocket();
    const handleChange = () => void reload();
    socket.on('stock_changed', handleChange);
    socket.on('connect', handleChange);
    return () => {
      socket.off('stock_changed', handleChange);
      socket.off('connect', handleChange);
    };
  }, [reload]);

  async function handleSave(row: StockDto, body: StockBody) {
    try {
      const answer = await (row.kind === 'item' ? setItemStock(row.id, body) : setChoiceStock(row.id, body));
      notifySuccess(answer.message);
    } catch (error) {
      notifyApiError(error, SAVE_ERROR);
    }
    await reload();
  }

  const catalogue = state.status === 'ready' ? state.data : null;
  const shown = catalogue ? filterCatalogue(catalogue, text) : null;
  return (
    <Dialog title="86 and counts" onClose={onClose} className={css.dialog}>
      <DialogBody>
        <label className={css.search}>
          <span className={css.searchLabel}>Find an item or choice</span>
          <input className={css.searchInput} type="search" value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </label>
        {state.status === 'error' ? (
          <ErrorState message={LOAD_ERROR} onRetry={reload} />
        ) : shown === null ? (
          <Loading />
        ) : shown.items.length === 0 && shown.groups.length === 0 ? (
          <EmptyState title={catalogue?.items.length === 0 ? 'The menu has no items yet.' : `Nothing matches “${text.trim()}”.`} />
        ) : (
          <div className={css.lists}>
            {shown.items.length > 0 ? (
              <section aria-label="Menu items">
                <h2 className={css.heading}>Items</h2>
                <ul className={css.list}>
                  {shown.items.map((item) => (
                    <StockRowView key={`item:${item.id}`} row={item} detail={item.category} onSave={handleSave} />
                  ))}
                </ul>
              </section>
            ) : null}
            {shown.groups.map((group) =>
              group.choices.length > 0 ? (
                <section key={group.id} aria-label={group.name}>
                  <h2 className={css.heading}>{group.name}</h2>
                  <ul className={css.list}>
                    {group.choices.map((choice) => (
                      <StockRowView key={`choice:${choice.id}`} row={choice} detail={null} onSave={handleSave} />
                    ))}
                  </ul>
                </section>
              ) : null,
            )}
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}

/** A whole number of portions, typed on the kitchen's screen (the count, the low level). */
function CountField({
  label,
  value,
  onChange,
  isFocused = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isFocused?: boolean;
}) {
  return (
    <label className={css.countField}>
      {label}
      <input
        className={css.countInput}
        type="number"
        inputMode="numeric"
        min={0}
        max={99999}
        value={value}
        autoFocus={isFocused}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  );
}
