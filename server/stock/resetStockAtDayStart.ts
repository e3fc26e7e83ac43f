// Counts reset at the business day's start (the drawers' cutoff, in the store's zone), when the store turned it on.
// The database says whether a day was reset: the first caller past the cutoff moves stock_settings.last_reset_date
// forward with one conditional UPDATE and resets in that transaction, with its Activity entry; every other caller, on
// this node or another, finds the day taken. Each node's timer and every stock read only ask; none holds the state.
import type { StockSettingsBody, StockSettingsResponse } from '../../shared/contract/stock';
import { findDrawerSettings } from '../db/repositories/drawers.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import { claimStockReset, findStockSettings, resetStockRows, updateStockSettings } from '../db/repositories/stock.repository';
import type { Db } from '../db/client';
import { recordActivity } from '../activity/recordActivity';
import { businessDateAtCutoff } from '../infrastructure/businessDay';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

/** How often each node asks whether the day turned (the reset follows the cutoff within this). */
export const STOCK_RESET_POLL_MS = 30_000;

const DAY_START = { id: null, username: 'system', name: 'Business day start' };
const MINUTES_PER_HOUR = 60;
const pad = (value: number) => String(value).padStart(2, '0');

async function todayOf(db: Db, now: Date): Promise<{ date: string; cutoffMinutes: number }> {
  const [drawers, store] = await Promise.all([findDrawerSettings(db), findStoreSettings(db)]);
  return {
    date: businessDateAtCutoff(now, store?.time_zone ?? 'UTC', drawers.day_cutoff_minutes),
    cutoffMinutes: drawers.day_cutoff_minutes,
  };
}

/** Resets once per business day; true when this call did it. */
export async function resetStockIfDue(ctx: ServiceContext): Promise<boolean> {
  const settings = await findStockSettings(ctx.db);
  if (settings.reset_counts !== 1 && settings.lift_outs !== 1) return false;
  const { date } = await todayOf(ctx.db, ctx.now());
  if (settings.last_reset_date !== null && settings.last_reset_date >= date) return false;
  return inTransaction(ctx, async (trx, emit) => {
    if (!(await claimStockReset(trx, date, isoNow(ctx)))) return false;
    const current = await findStockSettings(trx);
    const what = { counts: current.reset_counts === 1, liftOuts: current.lift_outs === 1 };
    const changed = await resetStockRows(trx, what);
    const done = [what.counts ? 'counts cleared' : null, what.liftOuts ? '86es lifted' : null].filter(Boolean).join(', ');
    await recordActivity(trx, ctx, {
      action: 'stock.day_reset',
      actor: DAY_START,
      summary: `Business day ${date}: ${done} (${changed.length === 1 ? '1 row' : `${changed.length} rows`})`,
      details: { businessDate: date, ...what, changed },
    });
    if (changed.length > 0) emit({ type: 'stock.changed', entries: changed });
    return true;
  });
}

export async function readStockSettings(ctx: ServiceContext): Promise<StockSettingsResponse> {
  const [settings, { cutoffMinutes }] = await Promise.all([findStockSettings(ctx.db), todayOf(ctx.db, ctx.now())]);
  return {
    resetCounts: settings.reset_counts === 1,
    liftOuts: settings.lift_outs === 1,
    dayCutoff: `${pad(Math.floor(cutoffMinutes / MINUTES_PER_HOUR))}:${pad(cutoffMinutes % MINUTES_PER_HOUR)}`,
    lastResetDate: settings.last_reset_date,
  };
}

/** Turned on, today counts as reset: the first reset is the next day's start, never the moment it is switched on. */
export async function saveStockSettings(ctx: ServiceContext, body: StockSettingsBody): Promise<StockSettingsResponse> {
  await inTransaction(ctx, async (trx) => {
    const before = await findStockSettings(trx);
    const wasOn = before.reset_counts === 1 || before.lift_outs === 1;
    const { date } = await todayOf(trx, ctx.now());
    await updateStockSettings(trx, {
      reset_counts: body.resetCounts ? 1 : 0,
      lift_outs: body.liftOuts ? 1 : 0,
      ...(wasOn ? {} : { last_reset_date: date }),
      updated_at: isoNow(ctx),
    });
  });
  return readStockSettings(ctx);
}
