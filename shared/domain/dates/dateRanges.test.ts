import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  defaultCustomRange,
  isIsoDate,
  MAX_PERIOD_DAYS,
  MAX_REPORT_PERIOD_DAYS,
  periodTooLongMessage,
  rangeLength,
  REPORT_DATE_FILTERS,
  resolveDateRange,
} from './dateRanges';

describe('date filters (spec 9)', () => {
  it.each([
    ['today', { from: '2026-03-01', to: '2026-03-01' }],
    ['tomorrow', { from: '2026-03-02', to: '2026-03-02' }],
    ['yesterday', { from: '2026-02-28', to: '2026-02-28' }],
    ['last_7days', { from: '2026-02-23', to: '2026-03-01' }],
    ['this_month', { from: '2026-03-01', to: '2026-03-31' }],
    ['last_month', { from: '2026-02-01', to: '2026-02-28' }],
  ])('%s on 2026-03-01', (filter, expected) => {
    expect(resolveDateRange(filter, '2026-03-01')).toEqual(expected);
  });

  it('crosses years and leap days', () => {
    expect(resolveDateRange('last_month', '2024-01-15')).toEqual({ from: '2023-12-01', to: '2023-12-31' });
    expect(resolveDateRange('this_month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(resolveDateRange('yesterday', '2025-01-01')).toEqual({ from: '2024-12-31', to: '2024-12-31' });
  });

  it('takes a valid custom range and refuses a reversed or malformed one', () => {
    expect(resolveDateRange('custom', '2026-03-01', { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(resolveDateRange('custom', '2026-03-01', { from: '2026-02-01', to: '2026-01-31' })).toBeUndefined();
    expect(resolveDateRange('custom', '2026-03-01', { from: '2026-02-30', to: '2026-03-01' })).toBeUndefined();
    expect(resolveDateRange('custom', '2026-03-01', {})).toBeUndefined();
    expect(resolveDateRange('fortnight', '2026-03-01')).toBeUndefined();
  });

  it('refuses custom dates outside 1900-01-01…2999-12-31 and years that are not four digits', () => {
    expect(resolveDateRange('custom', '2026-03-01', { from: '1900-01-01', to: '2999-12-31' })).toEqual({
      from: '1900-01-01',
      to: '2999-12-31',
    });
    for (const [from, to] of [
      ['1899-12-31', '2026-01-01'],
      ['2026-01-01', '3000-01-01'],
      ['0000-01-01', '2026-01-01'],
      ['0099-01-01', '2026-01-01'],
      ['2026-01-01', '99999-01-01'],
      ['+02026-01-01', '2026-01-02'],
    ]) {
      expect(resolveDateRange('custom', '2026-03-01', { from, to })).toBeUndefined();
    }
  });

  it('bounds periods: a (leap) year for lists and exports, three calendar years for reports', () => {
    expect(rangeLength({ from: '2024-01-01', to: '2024-12-31' })).toBe(MAX_PERIOD_DAYS);
    expect(rangeLength({ from: '2024-01-01', to: '2026-12-31' })).toBe(MAX_REPORT_PERIOD_DAYS);
    expect(addDays('2024-01-01', MAX_REPORT_PERIOD_DAYS)).toBe('2027-01-01');
    expect(periodTooLongMessage(MAX_PERIOD_DAYS)).toBe('Please choose a period of at most 366 days!');
  });

  it('defaults the custom range to today → one month ahead, clamped to the month end', () => {
    expect(defaultCustomRange('2026-01-31')).toEqual({ from: '2026-01-31', to: '2026-02-28' });
    expect(addMonths('2026-11-22', 1)).toBe('2026-12-22');
  });

  it('has no tomorrow in the reports filter', () => {
    expect(REPORT_DATE_FILTERS).not.toContain('tomorrow');
    expect(REPORT_DATE_FILTERS).toHaveLength(6);
  });

  it('validates dates and counts days', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(rangeLength({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });
});
