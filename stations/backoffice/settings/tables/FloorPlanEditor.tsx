// Settings › Tables, the floor plan (a lazy chunk of the back office): areas (Main, Terrace, Bar…) and where each of
// the spec's tables stands on the 12 × 8 grid, with its shape. Drag a table onto a cell, or select it and move it
// with the arrow keys; tables not placed yet wait in the list beside the grid. Each change is saved at once (the
// server refuses a cell another table holds) and every POS floor view follows it.
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { type FloorTableView, addFloorArea, deleteFloorArea, getFloor, placeTable, renameFloorArea } from '../../../../shared/api/floor';
import { floorAreaBody } from '../../../../shared/contract/floor';
import { FLOOR_GRID, TABLE_SHAPES, type TableShape } from '../../../../shared/domain/floor';
import { Button } from '../../../../shared/ui/Button';
import { SelectField, TextField } from '../../../../shared/ui/forms/Field';
import { ErrorState, Loading } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { SectionHeader } from '../../common/Section';
import { runAction, saveChecked } from '../../common/feedback';
import * as css from './floorPlan.css';

const SHAPE_LABELS: Record<TableShape, string> = { square: 'Square', round: 'Round', long: 'Long (two cells)' };
const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function FloorPlanEditor() {
  const { state, reload } = useLoad(getFloor);
  const [areaChoice, setAreaChoice] = useState<number | null | undefined>(undefined);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [newArea, setNewArea] = useState('');
  const [areaName, setAreaName] = useState('');
  const [dropCell, setDropCell] = useState<string | null>(null);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return <ErrorState message={ERROR_DEFAULTS.dataLoad} onRetry={reload} />;
  }
  const floor = state.data;
  const areaId =
    areaChoice !== undefined && (areaChoice === null || floor.areas.some((area) => area.id === areaChoice))
      ? areaChoice
      : (floor.areas[0]?.id ?? null);
  const area = floor.areas.find((candidate) => candidate.id === areaId);
  const placed = floor.tables.filter((table) => table.x !== null && table.y !== null && table.areaId === areaId);
  const unplaced = floor.tables.filter((table) => table.x === null || table.y === null);
  const selected = floor.tables.find((table) => table.id === selectedId) ?? null;

  async function place(table: FloorTableView, x: number, y: number, shape: TableShape = table.shape, toArea: number | null = areaId) {
    if (x < 0 || y < 0 || x >= FLOOR_GRID.columns || y >= FLOOR_GRID.rows) return;
    await runAction(() => placeTable(table.id, { areaId: toArea, x, y, shape }));
    setSelectedId(table.id);
    await reload();
  }

  function firstFreeCell(): [number, number] | null {
    const taken = new Set(placed.map((table) => `${table.x},${table.y}`));
    for (let y = 0; y < FLOOR_GRID.rows; y += 1) for (let x = 0; x < FLOOR_GRID.columns; x += 1) if (!taken.has(`${x},${y}`)) return [x, y];
    return null;
  }

  function handleTableKeyDown(event: KeyboardEvent<HTMLButtonElement>, table: FloorTableView) {
    const move = MOVES[event.key];
    if (!move || table.x === null || table.y === null) return;
    event.preventDefault();
    void place(table, table.x + move[0], table.y + move[1]).then(() => {
      document.querySelector<HTMLElement>(`[data-plan-table="${table.id}"]`)?.focus();
    });
  }

  function handleDrop(event: DragEvent<HTMLDivElement>, x: number, y: number) {
    event.preventDefault();
    setDropCell(null);
    const table = floor.tables.find((candidate) => candidate.id === Number(event.dataTransfer.getData('text/plain')));
    if (table) void place(table, x, y);
  }

  const cells = Array.from({ length: FLOOR_GRID.columns * FLOOR_GRID.rows }, (_, index) => {
    const x = index % FLOOR_GRID.columns;
    const y = Math.floor(index / FLOOR_GRID.columns);
    const key = `${x},${y}`;
    return (
      <div
        key={key}
        className={css.cell}
        style={{ gridColumnStart: x + 1, gridRowStart: y + 1 }}
        data-cell={key}
        data-drop={dropCell === key}
        onDragOver={(event) => {
          event.preventDefault();
          setDropCell(key);
        }}
        onDragLeave={() => setDropCell(null)}
        onDrop={(event) => handleDrop(event, x, y)}
      />
    );
  });

  return (
    <section className={css.editor} aria-labelledby="floor-plan-title">
      <SectionHeader
        title="Floor plan"
        documentTitle="Tables"
        description="Areas, and where each table stands: drag it onto the grid, or select it and use the arrow keys."
      />
      <div className={css.bar}>
        <div role="tablist" aria-label="Areas" className={css.bar}>
          {floor.areas.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              role="tab"
              aria-selected={candidate.id === areaId}
              className={css.areaTab}
              onClick={() => setAreaChoice(candidate.id)}
            >
              {candidate.name}
            </button>
          ))}
          <button type="button" role="tab" aria-selected={areaId === null} className={css.areaTab} onClick={() => setAreaChoice(null)}>
            No area
          </button>
        </div>
        <TextField label="New area" value={newArea} onValueChange={setNewArea} maxLength={60} placeholder="Terrace" />
        <Button
          variant="secondary"
          icon="plus"
          onClick={() =>
            void saveChecked(floorAreaBody, { name: newArea }, (body) => addFloorArea(body)).then(async (isSaved) => {
              if (!isSaved) return;
              setNewArea('');
              await reload();
            })
          }
        >
          Add area
        </Button>
        {area ? (
          <>
            <TextField label={`Rename ${area.name}`} value={areaName} onValueChange={setAreaName} maxLength={60} placeholder={area.name} />
            <Button
              variant="secondary"
              onClick={() =>
                void saveChecked(floorAreaBody, { name: areaName }, (body) => renameFloorArea(area.id, body)).then(async (isSaved) => {
                  if (!isSaved) return;
                  setAreaName('');
                  await reload();
                })
              }
            >
              Rename
            </Button>
            <Button variant="danger" icon="trash" onClick={() => void runAction(() => deleteFloorArea(area.id)).then(() => reload())}>
              Delete area
            </Button>
          </>
        ) : null}
      </div>
      <div className={css.layout}>
        <div className={css.side}>
          <div>
            <h3 className={css.paletteTitle}>Not placed</h3>
            {unplaced.length === 0 ? <p className={css.hint}>Every table has its place.</p> : null}
            <ul className={css.palette}>
              {unplaced.map((table) => (
                <li key={table.id}>
                  <button
                    type="button"
                    draggable
                    className={css.table}
                    data-plan-table={table.id}
                    aria-label={`Place ${table.title} on the first free cell`}
                    onDragStart={(event) => event.dataTransfer.setData('text/plain', String(table.id))}
                    onClick={() => {
                      const cell = firstFreeCell();
                      if (cell) void place(table, cell[0], cell[1]);
                    }}
                  >
                    {table.title} · {table.seats}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {selected && selected.x !== null && selected.y !== null ? (
            <>
              <SelectField
                label={`Shape of ${selected.title}`}
                value={selected.shape}
                onValueChange={(shape) => void place(selected, selected.x ?? 0, selected.y ?? 0, shape as TableShape, selected.areaId)}
                options={TABLE_SHAPES.map((shape) => ({ value: shape, label: SHAPE_LABELS[shape] }))}
              />
              <SelectField
                label={`Area of ${selected.title}`}
                value={selected.areaId === null ? '' : String(selected.areaId)}
                placeholder="No area"
                onValueChange={(value) =>
                  void place(selected, selected.x ?? 0, selected.y ?? 0, selected.shape, value === '' ? null : Number(value))
                }
                options={floor.areas.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
              />
            </>
          ) : null}
        </div>
        <div className={css.grid} role="group" aria-label={`Floor plan of ${area?.name ?? 'tables in no area'}`}>
          {cells}
          {placed.map((table) => (
            <button
              key={table.id}
              type="button"
              draggable
              className={css.table}
              style={{ gridColumn: `${(table.x ?? 0) + 1} / span ${table.shape === 'long' ? 2 : 1}`, gridRowStart: (table.y ?? 0) + 1 }}
              data-plan-table={table.id}
              data-shape={table.shape}
              data-selected={table.id === selectedId}
              aria-label={`${table.title}, ${table.seats} seats, ${SHAPE_LABELS[table.shape]}, column ${(table.x ?? 0) + 1}, row ${(table.y ?? 0) + 1}`}
              aria-pressed={table.id === selectedId}
              onClick={() => setSelectedId(table.id)}
              onKeyDown={(event) => handleTableKeyDown(event, table)}
              onDragStart={(event) => event.dataTransfer.setData('text/plain', String(table.id))}
            >
              {table.title} · {table.seats}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
