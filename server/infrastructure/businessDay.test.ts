import { describe, expect, it } from 'vitest';
import { businessDate, businessDateAtCutoff } from './businessDay';

describe('businessDate', () => {
  it.each([
    ['2026-11-22T23:30:00Z', 'UTC', '2026-11-22'],
    ['2026-11-22T23:30:00Z', 'Asia/Kolkata', '2026-11-23'],
    ['2026-11-22T18:29:59Z', 'Asia/Kolkata', '2026-11-22'],
    ['2026-11-22T18:30:00Z', 'Asia/Kolkata', '2026-11-23'],
    ['2026-11-23T03:00:00Z', 'America/Los_Angeles', '2026-11-22'],
    ['2026-01-01T00:00:00Z', 'Pacific/Kiritimati', '2026-01-01'],
    ['2026-12-31T23:59:59Z', 'Not/AZone', '2026-12-31'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(businessDate(new Date(instant), zone)).toBe(expected);
  });
});

describe('businessDateAtCutoff', () => {
  it.each([
    // 02:00 Paris with a 04:00 cutoff is still the evening before; 04:00 is the new day.
    ['2026-11-28T01:00:00Z', 'Europe/Paris', 240, '2026-11-27'],
    ['2026-11-28T03:00:00Z', 'Europe/Paris', 240, '2026-11-28'],
    ['2026-11-28T00:30:00Z', 'UTC', 0, '2026-11-28'],
  ])('%s in %s with the day turning %i minutes after midnight is %s', (instant, zone, cutoff, expected) => {
    expect(businessDateAtCutoff(new Date(instant), zone, cutoff)).toBe(expected);
  });
});
