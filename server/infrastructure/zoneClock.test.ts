// zoneClock caches a zone's UTC offset per hour; it must agree with Intl for every instant, including the
// hours around DST switches (New York, Lord Howe's half-hour shift) and half-hour zones (Kolkata).
import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, zoneClock } from './zoneClock';

function intlLocal(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('zoneClock', () => {
  const cases: [zone: string, from: string][] = [
    ['America/New_York', '2026-03-08T05:00:00Z'], // spring forward: 02:00 → 03:00 local
    ['America/New_York', '2026-11-01T04:00:00Z'], // fall back: 01:00–02:00 local twice
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'], // half-hour shift
    ['Asia/Kolkata', '2026-11-22T17:00:00Z'], // +05:30, midnight at 18:30 UTC
    ['UTC', '2026-11-22T22:00:00Z'],
  ];

  it.each(cases)('agrees with Intl minute by minute around %s %s', (zone, from) => {
    const localTime = zoneClock(zone);
    const start = Date.parse(from);
    const mismatches = [];
    for (let minute = 0; minute < 6 * 60; minute += 7) {
      const ms = start + minute * 60_000 + 13_000;
      const ours = formatLocalDateTime(localTime(ms));
      if (ours !== intlLocal(ms, zone)) mismatches.push({ at: new Date(ms).toISOString(), ours, intl: intlLocal(ms, zone) });
    }
    expect(mismatches).toEqual([]);
  });

  it('reads ISO text and falls back to UTC for an unknown zone', () => {
    expect(zoneClock('Asia/Kolkata')('2026-11-22T18:40:00.000Z')).toEqual({ date: '2026-11-23', hour: 0, minute: 10 });
    expect(zoneClock('Not/AZone')('2026-11-22T18:40:00.000Z')).toEqual({ date: '2026-11-22', hour: 18, minute: 40 });
  });
});
