import { describe, expect, it } from 'vitest';
import { businessDate } from './businessDay';

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
