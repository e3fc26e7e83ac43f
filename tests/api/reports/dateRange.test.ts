// Spec 9 date filters on the server (server/reports/dateRange.ts): each filter's business dates and UTC
// instants in non-UTC store zones, either side of local midnight, with an injectable clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../../shared/contract/reports';
import { MAX_PERIOD_DAYS, MAX_REPORT_PERIOD_DAYS, REPORT_DATE_FILTERS, type DateFilter } from '../../../shared/domain/dates/dateRanges';
import { periodFor, periodOf, startOfBusinessDay } from '../../../server/reports/dateRange';
import { type TestServer, startTestServer } from '../../support/testServer';

let server: TestServer;
let clock = new Date('2026-03-01T19:00:00.000Z');

const setZone = (timeZone: string) => server.db.updateTable('store_settings').set({ time_zone: timeZone }).execute();
const period = (query: Record<string, string>, filters?: readonly DateFilter[]) =>
  periodFor(server.brigade.ctx, query, filters ? { filters } : {});

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

describe('startOfBusinessDay / periodOf (pure)', () => {
  it('turns business dates into the half-open UTC interval of the zone', () => {
    expect(periodOf({ from: '2026-03-02', to: '2026-03-02' }, 'Asia/Kolkata')).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
      startsAt: '2026-03-01T18:30:00.000Z',
      endsBefore: '2026-03-02T18:30:00.000Z',
    });
    expect(periodOf({ from: '2026-03-01', to: '2026-03-31' }, 'America/Los_Angeles')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      startsAt: '2026-03-01T08:00:00.000Z',
      // Daylight saving time started on 8 March: the month ends at UTC-7.
      endsBefore: '2026-04-01T07:00:00.000Z',
    });
  });

  it('starts a day whose midnight does not exist (DST gap at 00:00) at its first instant', () => {
    // Santiago skipped 00:00–01:00 on 2024-09-08; Beirut on 2024-03-31.
    expect(startOfBusinessDay('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(startOfBusinessDay('2024-03-31', 'Asia/Beirut').toISOString()).toBe('2024-03-30T22:00:00.000Z');
  });
});

describe('periodFor: every filter in Asia/Kolkata (UTC+5:30) just after local midnight', () => {
  beforeAll(async () => {
    await setZone('Asia/Kolkata');
    // 19:00 UTC on 1 March is 00:30 on 2 March in Kolkata.
    clock = new Date('2026-03-01T19:00:00.000Z');
  });

  const cases: Array<[Record<string, string>, string, string, string, string]> = [
    [{}, '2026-03-02', '2026-03-02', '2026-03-01T18:30:00.000Z', '2026-03-02T18:30:00.000Z'],
    [{ type: 'today' }, '2026-03-02', '2026-03-02', '2026-03-01T18:30:00.000Z', '2026-03-02T18:30:00.000Z'],
    [{ type: 'tomorrow' }, '2026-03-03', '2026-03-03', '2026-03-02T18:30:00.000Z', '2026-03-03T18:30:00.000Z'],
    [{ type: 'yesterday' }, '2026-03-01', '2026-03-01', '2026-02-28T18:30:00.000Z', '2026-03-01T18:30:00.000Z'],
    [{ type: 'last_7days' }, '2026-02-24', '2026-03-02', '2026-02-23T18:30:00.000Z', '2026-03-02T18:30:00.000Z'],
    [{ type: 'this_month' }, '2026-03-01', '2026-03-31', '2026-02-28T18:30:00.000Z', '2026-03-31T18:30:00.000Z'],
    [{ type: 'last_month' }, '2026-02-01', '2026-02-28', '2026-01-31T18:30:00.000Z', '2026-02-28T18:30:00.000Z'],
    [
      { type: 'custom', from: '2026-01-15', to: '2026-02-15' },
      '2026-01-15',
      '2026-02-15',
      '2026-01-14T18:30:00.000Z',
      '2026-02-15T18:30:00.000Z',
    ],
  ];
  for (const [query, from, to, startsAt, endsBefore] of cases) {
    it(`${query.type ?? '(no type)'} → ${from}..${to}`, async () => {
      expect(await period(query)).toEqual({ from, to, startsAt, endsBefore });
    });
  }

  it('one minute before local midnight it is still 1 March', async () => {
    clock = new Date('2026-03-01T18:29:00.000Z');
    try {
      expect(await period({ type: 'today' })).toMatchObject({ from: '2026-03-01', to: '2026-03-01' });
      expect(await period({ type: 'this_month' })).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
      expect(await period({ type: 'last_month' })).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    } finally {
      clock = new Date('2026-03-01T19:00:00.000Z');
    }
  });
});

describe('periodFor west of UTC (America/Los_Angeles): the UTC date is already tomorrow', () => {
  beforeAll(async () => {
    await setZone('America/Los_Angeles');
  });
  afterAll(async () => {
    await setZone('UTC');
  });

  it('06:30 UTC on 1 April is still 31 March (23:30) in Los Angeles', async () => {
    clock = new Date('2026-04-01T06:30:00.000Z');
    expect(await period({ type: 'today' })).toEqual({
      from: '2026-03-31',
      to: '2026-03-31',
      startsAt: '2026-03-31T07:00:00.000Z',
      endsBefore: '2026-04-01T07:00:00.000Z',
    });
    expect(await period({ type: 'this_month' })).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(await period({ type: 'last_month' })).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(await period({ type: 'tomorrow' })).toMatchObject({ from: '2026-04-01', to: '2026-04-01' });
  });
});

const tooLong = (days: number) => ({ statusCode: 400, message: `Please choose a period of at most ${days} days!` });

describe('periodFor refuses what is not a period', () => {
  const refused = [
    { type: 'weekly' },
    { type: '' },
    { type: 'custom' },
    { type: 'custom', from: '2026-03-01' },
    { type: 'custom', from: '2026-03-10', to: '2026-03-01' },
    { type: 'custom', from: '2026-02-30', to: '2026-03-01' },
    { type: 'custom', from: '01/03/2026', to: '2026-03-31' },
    { type: 'custom', from: '1899-12-31', to: '2026-03-31' },
    { type: 'custom', from: '2026-01-01', to: '9999-12-31' },
    { type: 'custom', from: '0000-01-01', to: '2026-03-31' },
    { type: 'custom', from: '2026-01-01', to: '99999-12-31' },
    { type: 'custom', from: '2026-01-01', to: '3000-01-01' },
    { type: 'custom', from: ['2026-01-01'], to: '2026-01-02' },
    { type: ['today', 'tomorrow'] },
  ];
  for (const query of refused) {
    it(`400 for ${JSON.stringify(query)}`, async () => {
      await expect(periodFor(server.brigade.ctx, query)).rejects.toMatchObject({
        statusCode: 400,
        message: REPORT_MESSAGES.invalidDateFilter,
      });
    });
  }

  it("a caller's own filter list (reports: no 'tomorrow')", async () => {
    await expect(period({ type: 'tomorrow' }, REPORT_DATE_FILTERS)).rejects.toMatchObject({
      statusCode: 400,
      message: REPORT_MESSAGES.invalidDateFilter,
    });
    await expect(period({ type: 'yesterday' }, REPORT_DATE_FILTERS)).resolves.toMatchObject({ from: expect.any(String) });
  });

  it("a custom period longer than the caller allows: a year by default, the caller's maximum otherwise", async () => {
    expect(MAX_PERIOD_DAYS).toBe(366);
    await expect(period({ type: 'custom', from: '1900-01-01', to: '2999-12-31' })).rejects.toMatchObject(tooLong(366));
    await expect(period({ type: 'custom', from: '2024-01-01', to: '2025-01-01' })).rejects.toMatchObject(tooLong(366));
    await expect(period({ type: 'custom', from: '2024-01-01', to: '2024-12-31' })).resolves.toMatchObject({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    const reports = { filters: REPORT_DATE_FILTERS, maxDays: MAX_REPORT_PERIOD_DAYS };
    const reportPeriod = (from: string, to: string) => periodFor(server.brigade.ctx, { type: 'custom', from, to }, reports);
    await expect(reportPeriod('1900-01-01', '2999-12-31')).rejects.toMatchObject(tooLong(1096));
    await expect(reportPeriod('2024-01-01', '2027-01-01')).rejects.toMatchObject(tooLong(1096));
    await expect(reportPeriod('2024-01-01', '2026-12-31')).resolves.toMatchObject({ to: '2026-12-31' });
    // A reversed range is invalid before it is long.
    await expect(period({ type: 'custom', from: '2999-12-31', to: '1900-01-01' })).rejects.toMatchObject({
      message: REPORT_MESSAGES.invalidDateFilter,
    });
  });

  it('a single-day custom range is fine', async () => {
    expect(await period({ type: 'custom', from: '2026-02-14', to: '2026-02-14' })).toMatchObject({ from: '2026-02-14', to: '2026-02-14' });
  });
});
