// The Reports kitchen tile (pure: unit-tested in kitchenTiming.test.ts; docs/reports.md defines it).
// "Order → completed": from when the order was placed to when its last line left the kitchen's hands
// (order_items.completed_at). Per station: to its own last line, at the station recorded on each line when it was
// completed (order_items.completed_station_id), so later routing changes and deleted stations leave history
// alone. An order (or a station's part) counts only when every one of its lines that was not cancelled has a
// completion time. Per hour: the whole order, by the store-local hour it was placed. Average: rounded to the
// second. 90th percentile: nearest rank (the smallest time that 9 in 10 were done within).
import type { StationCompletionRow } from '../db/repositories/kitchen.repository';

interface TimingFigure {
  orders: number;
  averageSeconds: number | null;
  p90Seconds: number | null;
}

export interface KitchenTiming {
  overall: TimingFigure;
  stations: (TimingFigure & { id: number; name: string })[];
  hours: (TimingFigure & { hour: number })[];
}

/** @internal Exported for tests: a unit of its own, table-tested. */
export function timingFigure(seconds: readonly number[]): TimingFigure {
  if (seconds.length === 0) return { orders: 0, averageSeconds: null, p90Seconds: null };
  const sorted = [...seconds].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  const rank = Math.ceil(0.9 * sorted.length);
  return { orders: sorted.length, averageSeconds: Math.round(sum / sorted.length), p90Seconds: sorted[rank - 1] ?? null };
}

/** Stations gone from the list that completed lines in the rows, by name, with the name recorded on their lines. */
function formerStations(rows: readonly StationCompletionRow[], current: readonly { id: number }[]): { id: number; name: string }[] {
  const currentIds = new Set(current.map((station) => station.id));
  const former = new Map<number, string>();
  for (const row of rows) {
    if (row.station_id === null || currentIds.has(row.station_id) || row.station_name === null) continue;
    former.set(row.station_id, row.station_name);
  }
  return [...former.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

function secondsBetween(fromIso: string, toIso: string): number {
  return Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
}

const isTimed = (row: StationCompletionRow): row is StationCompletionRow & { completed_at: string } =>
  row.completed_at !== null && row.timed_lines === row.lines;

/**
 * `rows`: one per order and station (null: lines routed nowhere), as stationCompletions answers them.
 * `stations`: the current prep stations (each gets a figure, zero when nothing was timed), followed in the answer by
 * any deleted station whose lines were completed in the period, under the name it had then; `hourOf`: store-local hour.
 */
export function computeKitchenTiming(
  rows: readonly StationCompletionRow[],
  currentStations: readonly { id: number; name: string }[],
  hourOf: (iso: string) => number,
): KitchenTiming {
  const stations = [...currentStations, ...formerStations(rows, currentStations)];
  const byStation = new Map<number, number[]>(stations.map((station) => [station.id, []]));
  // A course fired after Send is a ticket of its own: the order and the time it reached the kitchen.
  const byOrder = new Map<string, StationCompletionRow[]>();
  for (const row of rows) {
    const ticket = `${row.order_id} ${row.placed_at}`;
    const parts = byOrder.get(ticket);
    if (parts) parts.push(row);
    else byOrder.set(ticket, [row]);
    if (row.station_id !== null && isTimed(row)) byStation.get(row.station_id)?.push(secondsBetween(row.placed_at, row.completed_at));
  }
  const overall: number[] = [];
  const byHour = new Map<number, number[]>();
  for (const parts of byOrder.values()) {
    if (!parts.every(isTimed)) continue;
    const placedAt = parts[0]?.placed_at;
    const lastDone = parts.reduce((last, part) => (part.completed_at && part.completed_at > last ? part.completed_at : last), '');
    if (!placedAt || !lastDone) continue;
    const seconds = secondsBetween(placedAt, lastDone);
    overall.push(seconds);
    const hour = hourOf(placedAt);
    const list = byHour.get(hour);
    if (list) list.push(seconds);
    else byHour.set(hour, [seconds]);
  }
  return {
    overall: timingFigure(overall),
    stations: stations.map((station) => ({ id: station.id, name: station.name, ...timingFigure(byStation.get(station.id) ?? []) })),
    hours: [...byHour.entries()].sort(([a], [b]) => a - b).map(([hour, seconds]) => ({ hour, ...timingFigure(seconds) })),
  };
}
