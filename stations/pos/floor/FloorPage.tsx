// Table service, the POS floor view (/dashboard/floor): every table of the area shown, its status by colour and word,
// guests, running total, minutes since seated and since the last order, its server; "My tables" keeps the signed-in
// server's. A free table → guests → a new order for it on the register; a taken table → its orders (move one, add
// one, pay at Table Orders, clear). Live: refetched on floor_update and order_update, and after every reconnection;
// without the server the last floor stays up, marked stale, and changes are refused (floorActions.ts).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { clearTable, mergeTables, moveOrder, seatTable, transferLines, unmergeOrder } from '../../../shared/api/floor';
import { TABLE_STATUSES, TABLE_STATUS_LABELS } from '../../../shared/domain/floor';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { useLiveList } from '../../../shared/realtime/useLiveList';
import { getSocket } from '../../../shared/realtime/socket';
import { useSignals } from '../../../shared/state';
import { posStartsOnFloor, setPosStartsOnFloor } from '../../../shared/state/posStart';
import { isBrowserOnline } from '../../../shared/state/connection';
import { Button } from '../../../shared/ui/Button';
import { goTo } from '../../../shared/shell/station';
import { ConnectionBanner } from '../../../shared/ui/ConnectionBanner';
import { EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { GuestsDialog, TableDialog } from './FloorDialogs';
import * as css from './floor.css';
import { tableIdOf, drawTables } from './drawTables';
import { runFloorChange } from './floorActions';
import { layOutTables } from './floorLayout';
import { floorLive, isMyTablesOnly, loadFloor, shownAreaId } from './floorState';
import { startTableOrder } from './startTableOrder';

const MINUTE_TICK_MS = 30_000;

type OpenDialog = { kind: 'guests'; tableId: number } | { kind: 'table'; tableId: number } | null;

function placeOf(button: HTMLElement) {
  return { column: Number(button.style.gridColumnStart), row: Number(button.style.gridRowStart) };
}

/** The arrow keys move between the tables drawn, by their place on the grid. */
function nextTable(from: HTMLElement, key: string): HTMLElement | null {
  const buttons = [...(from.parentElement?.querySelectorAll<HTMLElement>('[data-table-id]') ?? [])];
  const here = placeOf(from);
  const scored = buttons
    .filter((button) => button !== from)
    .map((button) => ({ button, ...placeOf(button) }))
    .filter(({ column, row }) => {
      if (key === 'ArrowRight') return row === here.row ? column > here.column : row > here.row;
      if (key === 'ArrowLeft') return row === here.row ? column < here.column : row < here.row;
      if (key === 'ArrowDown') return row > here.row;
      return row < here.row;
    })
    // The nearest row first, then the nearest column.
    .sort(
      (a, b) =>
        Math.abs(a.row - here.row) - Math.abs(b.row - here.row) || Math.abs(a.column - here.column) - Math.abs(b.column - here.column),
    );
  return scored[0]?.button ?? null;
}

function handleGridKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
  const from = event.target as HTMLElement;
  if (!from.dataset.tableId) return;
  event.preventDefault();
  nextTable(from, event.key)?.focus();
}

export function FloorPage() {
  useSignals();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const refresh = useLiveList(floorLive, loadFloor, { cacheName: 'floor:minor' });
  // The live list refetches on order events and reconnections; the floor's own event is followed here, so the other
  // stations' bundles (the kitchen's budget is tight) carry nothing of it.
  useEffect(() => {
    const socket = getSocket();
    const handleFloorUpdate = () => void refresh();
    socket.on('floor_update', handleFloorUpdate);
    return () => socket.off('floor_update', handleFloorUpdate);
  }, [refresh]);
  const floor = floorLive.data.value;
  const status = floorLive.status.value;
  // The server's clock (floorState.ts): minutes since seated count from it, whatever this tablet's clock says.
  const clockOffset = floor?.clockOffsetMs ?? 0;
  // To the minute: the tables show whole minutes, so a refetch within the minute redraws only the tables that changed.
  const serverNow = Math.floor((now + clockOffset) / 60_000) * 60_000;

  const areaTabs = useMemo(() => {
    if (!floor) return [];
    const tabs: Array<{ id: number | null; name: string }> = floor.areas.map((area) => ({ id: area.id, name: area.name }));
    if (floor.tables.some((table) => table.areaId === null))
      tabs.push({ id: null, name: floor.areas.length > 0 ? 'Other tables' : 'All tables' });
    return tabs;
  }, [floor]);
  const areaId =
    shownAreaId.value !== undefined && areaTabs.some((tab) => tab.id === shownAreaId.value) ? shownAreaId.value : (areaTabs[0]?.id ?? null);

  const isMineOnly = isMyTablesOnly.value;
  const shown = useMemo(() => {
    if (!floor) return [];
    return floor.tables.filter((table) => table.areaId === areaId && (!isMineOnly || table.serverId === floor.viewerId));
  }, [floor, areaId, isMineOnly]);
  const { drawn, rows, columns } = useMemo(() => layOutTables(shown), [shown]);
  // A row of the plan with no table is a narrow gap (an aisle), not a row of empty cells.
  const rowSizes = useMemo(
    () => Array.from({ length: rows }, (_, row) => (drawn.some((entry) => entry.row === row) ? css.TABLE_ROW_HEIGHT : '24px')).join(' '),
    [drawn, rows],
  );

  const symbol = currencySymbol(floor?.currency ?? 'USD');
  const titles = useMemo(() => new Map((floor?.tables ?? []).map((table) => [table.id, table.title])), [floor]);
  // The tables are drawn by hand (drawTables.ts), after React's commit and before the frame; a grid React makes anew
  // (`showsGrid` turning true) gets its tables at once.
  const showsGrid = status !== 'loading' && floor !== null && floor.tables.length > 0 && drawn.length > 0;
  const gridRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (showsGrid && gridRef.current) drawTables(gridRef.current, drawn, { now: serverNow, symbol, titles });
  }, [showsGrid, drawn, serverNow, symbol, titles]);

  const openClickedTable = (event: MouseEvent<HTMLDivElement>) => {
    const tableId = tableIdOf(event.target);
    const table = tableId === null ? undefined : floor?.tables.find((candidate) => candidate.id === tableId);
    if (table) setDialog({ kind: table.status === 'free' ? 'guests' : 'table', tableId: table.id });
  };
  const dialogTable = dialog && floor ? floor.tables.find((table) => table.id === dialog.tableId) : undefined;

  return (
    <>
      <PageHeader
        title={PAGES.floor.title}
        description="Tap a free table to seat guests, a taken one for its orders."
        actions={
          <>
            <Button variant="secondary" icon="refresh" onClick={() => void refresh()} disabled={floorLive.isRefreshing.value}>
              Refresh
            </Button>
            <Button variant="secondary" icon="pos" onClick={() => goTo(PAGES.pos.path)}>
              POS
            </Button>
          </>
        }
      />
      <ConnectionBanner staleSince={floorLive.staleSince.value} />
      {status === 'loading' ? (
        <Loading />
      ) : status === 'error' && !floor ? (
        <ErrorState
          message={
            isBrowserOnline.value
              ? 'The floor could not be loaded.'
              : 'No floor kept on this device yet: it shows once the connection returns.'
          }
        >
          <Button variant="secondary" onClick={() => void refresh()}>
            Try again
          </Button>
        </ErrorState>
      ) : !floor || floor.tables.length === 0 ? (
        <EmptyState
          title="No tables yet."
          description="Add tables in Settings › Tables, and draw the floor plan there."
          icon="reservations"
        />
      ) : (
        <>
          <div className={css.toolbar}>
            {areaTabs.length > 1 ? (
              <div className={css.areaTabs} role="tablist" aria-label="Areas">
                {areaTabs.map((tab) => (
                  <button
                    key={tab.id ?? 'none'}
                    type="button"
                    role="tab"
                    aria-selected={tab.id === areaId}
                    className={css.areaTab}
                    onClick={() => (shownAreaId.value = tab.id)}
                  >
                    {tab.name}
                  </button>
                ))}
              </div>
            ) : null}
            <button
              type="button"
              className={css.filterToggle}
              aria-pressed={isMyTablesOnly.value}
              onClick={() => (isMyTablesOnly.value = !isMyTablesOnly.value)}
            >
              My tables
            </button>
            {/* This device's choice: the POS opens here rather than on the register. */}
            <button
              type="button"
              className={css.filterToggle}
              aria-pressed={posStartsOnFloor.value}
              onClick={() => setPosStartsOnFloor(!posStartsOnFloor.value)}
            >
              Start this till on the floor
            </button>
            <ul className={css.legend} aria-label="Table colours">
              {TABLE_STATUSES.map((tableStatus) => (
                <li key={tableStatus}>
                  <span
                    className={css.legendSwatch}
                    style={{
                      background: css.STATUS_COLOURS[tableStatus].background,
                      border: `2px solid ${css.STATUS_COLOURS[tableStatus].border}`,
                    }}
                  />
                  {TABLE_STATUS_LABELS[tableStatus]}
                </li>
              ))}
            </ul>
          </div>
          {!showsGrid ? (
            <EmptyState title="None of your tables here." description="Turn off My tables to see every table." icon="reservations" />
          ) : (
            <div
              className={css.grid}
              style={{
                gridTemplateColumns: `repeat(${columns}, minmax(96px, 1fr))`,
                gridTemplateRows: rowSizes,
              }}
              role="group"
              aria-label="Floor"
              ref={gridRef}
              onClick={openClickedTable}
              onKeyDown={handleGridKeyDown}
            />
          )}
        </>
      )}
      {dialog?.kind === 'guests' && dialogTable ? (
        <GuestsDialog
          table={dialogTable}
          onClose={() => setDialog(null)}
          onSeat={async (guests) => {
            if (await runFloorChange(() => seatTable(dialogTable.id, guests), refresh)) {
              setDialog(null);
              startTableOrder(dialogTable.id, guests);
            }
          }}
        />
      ) : null}
      {dialog?.kind === 'table' && dialogTable && floor ? (
        <TableDialog
          table={dialogTable}
          floor={floor}
          now={serverNow}
          symbol={symbol}
          onClose={() => setDialog(null)}
          onNewOrder={() => {
            setDialog(null);
            startTableOrder(dialogTable.id, dialogTable.guests);
          }}
          onMove={async (orderId, toTableId) => {
            if (await runFloorChange(() => moveOrder(orderId, dialogTable.id, toTableId), refresh)) setDialog(null);
          }}
          onClear={async () => {
            if (await runFloorChange(() => clearTable(dialogTable.id), refresh)) setDialog(null);
          }}
          onMoveLines={async (fromOrderId, toOrderId, itemIds) => {
            if (await runFloorChange(() => transferLines(fromOrderId, toOrderId, itemIds), refresh)) setDialog(null);
          }}
          onMerge={async (fromTableId) => {
            if (await runFloorChange(() => mergeTables(dialogTable.id, fromTableId), refresh)) setDialog(null);
          }}
          onUnmerge={async (orderId) => {
            if (await runFloorChange(() => unmergeOrder(orderId), refresh)) setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}
