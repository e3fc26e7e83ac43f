// The X and Z reports. X: a drawer's expected cash now and the business day so far (everything since the last Z),
// any time, changing nothing. Z: closes the business day. In one transaction the counter row is bumped (PostgreSQL
// holds its row lock until commit, SQLite writes one at a time), so of two nodes closing at once the second waits and
// then reads the first's Z as the last: numbers are contiguous and never reused, and the periods never overlap. The
// period is everything after the previous Z up to now, so a night that runs past midnight is one Z; its business
// date is the store's date of (now − the cutoff). While a drawer is open (drawers on) the Z is refused: its cash is
// not counted yet. The row is immutable (the database refuses UPDATE and DELETE).
import { DRAWER_MESSAGES } from '../../shared/contract/drawers';
import { type MinorUnits, divideRounded, minorUnits } from '../../shared/domain/money/money';
import type { PeriodFiguresView } from '../../shared/domain/drawers';
import { basisPoints, toPercent } from '../../shared/domain/money/basisPoints';
import { findDrawerSession, findDrawerSettings, listOpenDrawerSessions } from '../db/repositories/drawers.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import {
  type PeriodSums,
  insertZReport,
  lastZReport,
  listZReports,
  periodSums,
  takeNextZNumber,
  findZReport,
} from '../db/repositories/zReports.repository';
import type { DrawerSessionRow, StoreSettingsRow, ZReportRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { businessDate } from '../infrastructure/businessDay';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';
import { expectedCashOf } from './cashInDrawer';
import type { Db } from '../db/client';

/** A period's figures as kept in a Z report (minor units): the sums and what follows from them. */
export interface PeriodFigures extends PeriodSums {
  averageCheck: number;
}

const MINUTE_MS = 60_000;
const Z_LIST_LIMIT = 100;

export function figuresOf(sums: PeriodSums): PeriodFigures {
  const { count, payableTotal } = sums.invoices;
  return { ...sums, averageCheck: count === 0 ? 0 : divideRounded(BigInt(payableTotal), BigInt(count)) };
}

async function sinceLastZ(db: Db, until: string): Promise<PeriodFigures> {
  return figuresOf(await periodSums(db, (await lastZReport(db))?.period_end ?? null, until));
}

export async function xReport(
  ctx: ServiceContext,
  drawerId: number,
): Promise<{ drawer: DrawerSessionRow; expectedNow: number; sinceLastZ: PeriodFigures }> {
  const drawer = await findDrawerSession(ctx.db, drawerId);
  if (!drawer) throw notFound(DRAWER_MESSAGES.drawerNotFound);
  return { drawer, expectedNow: await expectedCashOf(ctx.db, drawer), sinceLastZ: await sinceLastZ(ctx.db, isoNow(ctx)) };
}

export async function closeZReport(ctx: ServiceContext, actor: ActingUser): Promise<ZReportRow> {
  const now = isoNow(ctx);
  return inTransaction(ctx, async (trx) => {
    const number = await takeNextZNumber(trx);
    const settings = await findDrawerSettings(trx);
    if (settings.is_enabled === 1) {
      const open = await listOpenDrawerSessions(trx);
      if (open.length > 0) throw conflict(DRAWER_MESSAGES.drawersStillOpen(open.map((drawer) => drawer.till).join(', ')));
    }
    const last = await lastZReport(trx);
    const periodStart = last?.period_end ?? null;
    const timeZone = (await findStoreSettings(trx))?.time_zone ?? 'UTC';
    const figures = figuresOf(await periodSums(trx, periodStart, now));
    const id = await insertZReport(trx, {
      number,
      business_date: businessDate(new Date(Date.parse(now) - settings.day_cutoff_minutes * MINUTE_MS), timeZone),
      period_start: periodStart,
      period_end: now,
      closed_by: actor.id,
      closed_by_name: actor.name,
      figures: JSON.stringify(figures),
    });
    await recordActivity(trx, ctx, {
      action: 'z_report.closed',
      actor: actorOf(actor),
      subject: { type: 'z_report', id },
      summary: `Closed the business day: Z report #${number} (${figures.invoices.count} invoices)`,
      details: { number, invoiceCount: figures.invoices.count, payableTotal: figures.invoices.payableTotal },
    });
    const row = await findZReport(trx, id);
    if (!row) throw new Error('Z report not found after insert');
    return row;
  });
}

export async function listClosedZReports(ctx: ServiceContext): Promise<{ zReports: ZReportRow[]; currency: string }> {
  return { zReports: await listZReports(ctx.db, Z_LIST_LIMIT), currency: await storeCurrency(ctx) };
}

export async function storeCurrency(ctx: ServiceContext): Promise<string> {
  return (await findStoreSettings(ctx.db))?.currency ?? 'USD';
}

/** One Z report with the store it was closed in (its PDF's heading and currency). */
export async function zReportDocument(ctx: ServiceContext, id: number): Promise<{ zReport: ZReportRow; store: StoreSettingsRow }> {
  const zReport = await findZReport(ctx.db, id);
  if (!zReport) throw notFound(DRAWER_MESSAGES.zNotFound);
  const store = await findStoreSettings(ctx.db);
  if (!store) throw notFound(DRAWER_MESSAGES.zNotFound);
  return { zReport, store };
}

const money = (value: number): MinorUnits => minorUnits(value);

/** The stored figures (minor units) in the report's shape: the wire's (converted), the stations', the PDF's and the paper's. */
export function figuresView(figures: PeriodFigures): PeriodFiguresView {
  const { invoices } = figures;
  return {
    invoiceCount: invoices.count,
    firstInvoice: invoices.first,
    lastInvoice: invoices.last,
    guests: figures.guests,
    averageCheck: money(figures.averageCheck),
    sales: {
      itemsTotal: money(invoices.itemsTotal),
      taxTotal: money(invoices.taxTotal),
      payableTotal: money(invoices.payableTotal),
      discountTotal: money(invoices.discountTotal),
      serviceChargeTotal: money(invoices.serviceChargeTotal),
      roundingTotal: money(invoices.roundingTotal),
      tipTotal: money(invoices.tipTotal),
    },
    byPaymentType: figures.byPaymentType.map((row) => ({ title: row.title, amount: money(row.amount) })),
    taxes: figures.taxes.map((row) => ({
      title: row.title,
      rate: toPercent(basisPoints(row.rateBp)),
      net: money(row.net),
      tax: money(row.tax),
    })),
    refunds: { count: figures.refunds.count, total: money(figures.refunds.total) },
    voids: figures.voids,
    cashMovements: figures.movements.map((row) => ({ kind: row.kind, count: row.count, amount: money(row.amount) })),
    drawers: {
      closed: figures.drawers.closed,
      expected: money(figures.drawers.expected),
      counted: money(figures.drawers.counted),
      overShort: money(figures.drawers.overShort),
    },
  };
}
