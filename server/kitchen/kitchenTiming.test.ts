// The Reports kitchen tile's average and nearest-rank 90th percentile (docs/reports.md "Kitchen times").
import { describe, expect, it } from 'vitest';
import { computeKitchenTiming, timingFigure } from './kitchenTiming';

describe('timingFigure', () => {
  it('is empty without times', () => {
    expect(timingFigure([])).toEqual({ orders: 0, averageSeconds: null, p90Seconds: null });
  });

  it('takes the ⌈0.9 n⌉-th smallest time as the 90th percentile, whatever the order given', () => {
    expect(timingFigure([300])).toEqual({ orders: 1, averageSeconds: 300, p90Seconds: 300 });
    // Ten times: the 9th smallest. Eleven: ⌈9.9⌉ = the 10th.
    expect(timingFigure([100, 1000, 200, 900, 300, 800, 400, 700, 500, 600]).p90Seconds).toBe(900);
    expect(timingFigure([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 5000]).p90Seconds).toBe(1000);
    expect(timingFigure([1, 2]).averageSeconds).toBe(2);
  });
});

/** One order's part at one station, as stationCompletions answers it. */
function row(order_id: number, station_id: number | null, placed: string, done: string | null, lines = 1, timed = lines) {
  return { order_id, placed_at: placed, station_id, station_name: null, lines, timed_lines: done === null ? 0 : timed, completed_at: done };
}

describe('computeKitchenTiming', () => {
  it('times an order by its last line, a station by its own, and leaves out parts not fully timed', () => {
    const timing = computeKitchenTiming(
      [
        row(1, 10, '2026-01-01T12:00:00.000Z', '2026-01-01T12:10:00.000Z'),
        row(1, 20, '2026-01-01T12:00:00.000Z', '2026-01-01T12:04:00.000Z'),
        row(2, 10, '2026-01-01T13:00:00.000Z', '2026-01-01T13:05:00.000Z', 2, 1),
        row(2, null, '2026-01-01T13:00:00.000Z', '2026-01-01T13:03:00.000Z'),
        row(3, null, '2026-01-01T13:30:00.000Z', '2026-01-01T13:33:00.000Z'),
      ],
      [
        { id: 10, name: 'Grill' },
        { id: 20, name: 'Bar' },
      ],
      (iso) => new Date(iso).getUTCHours(),
    );
    expect(timing.overall).toEqual({ orders: 2, averageSeconds: 390, p90Seconds: 600 });
    expect(timing.stations).toEqual([
      { id: 10, name: 'Grill', orders: 1, averageSeconds: 600, p90Seconds: 600 },
      { id: 20, name: 'Bar', orders: 1, averageSeconds: 240, p90Seconds: 240 },
    ]);
    expect(timing.hours).toEqual([
      { hour: 12, orders: 1, averageSeconds: 600, p90Seconds: 600 },
      { hour: 13, orders: 1, averageSeconds: 180, p90Seconds: 180 },
    ]);
  });
});
