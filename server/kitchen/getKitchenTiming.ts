// GET /kitchen/timing?type&from&to, the Reports kitchen tile over the same periods as GET /reports
// (no 'tomorrow', at most MAX_REPORT_PERIOD_DAYS): one grouped query, then kitchenTiming.ts.
import { MAX_REPORT_PERIOD_DAYS, REPORT_DATE_FILTERS } from '../../shared/domain/dates/dateRanges';
import { stationCompletions } from '../db/repositories/kitchen.repository';
import { listPrepStationRows } from '../db/repositories/prepStations.repository';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor, storeTimeZone } from '../reports/dateRange';
import { type KitchenTiming, computeKitchenTiming } from './kitchenTiming';
import { zoneClock } from '../infrastructure/zoneClock';

export async function getKitchenTiming(ctx: ServiceContext, query: unknown): Promise<KitchenTiming & { period: Period }> {
  const period = await periodFor(ctx, query, { filters: REPORT_DATE_FILTERS, maxDays: MAX_REPORT_PERIOD_DAYS });
  const localTime = zoneClock(await storeTimeZone(ctx));
  const { rows, stations } = await ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({ rows: await stationCompletions(trx, period), stations: await listPrepStationRows(trx) }));
  return { period, ...computeKitchenTiming(rows, stations, (iso) => localTime(iso).hour) };
}
