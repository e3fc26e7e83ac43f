// The X report (the POS Drawer screen) and a Z report (Reports › Z reports) on the store's receipt printer: a print
// job queued in one transaction, keyed by the request's Idempotency-Key so a double tap or a retry prints once.
// Printing a report is asked for by hand, so the receipt printer is used whatever the store chose for receipts.
import { randomUUID } from 'node:crypto';
import { DRAWER_MESSAGES } from '../../shared/contract/drawers';
import { periodFigureLines } from '../../shared/domain/drawers';
import { currencySymbol } from '../../shared/domain/money/currencySymbols';
import { formatMoney, minorUnits } from '../../shared/domain/money/money';
import { findDrawerSession } from '../db/repositories/drawers.repository';
import { insertPrintJobs } from '../db/repositories/printers.repository';
import { findPrintSettings, findStoreSettings } from '../db/repositories/settings.repository';
import { findZReport, lastZReport, periodSums } from '../db/repositories/zReports.repository';
import type { Db } from '../db/client';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import type { ReportTicket } from '../printers/reportTicket';
import { expectedCashOf } from './cashInDrawer';
import { type PeriodFigures, figuresOf, figuresView } from './zReports';

type PrintAnswer = KeyedAnswer<{ message: string }>;

async function queueReport(trx: Db, jobKey: string, ticket: ReportTicket, now: string): Promise<void> {
  const printerId = (await findPrintSettings(trx))?.receipt_printer_id ?? null;
  if (printerId === null) throw conflict(DRAWER_MESSAGES.noReceiptPrinter);
  await insertPrintJobs(
    trx,
    [{ printer_id: printerId, job_key: jobKey, kind: 'report', order_id: null, document: JSON.stringify(ticket) }],
    now,
  );
}

function printReport(
  ctx: ServiceContext,
  idempotency: IdempotencyKeyClaim | null,
  build: (
    trx: Db,
    store: { name: string; currency: string; local: ReturnType<typeof zoneClock> },
    now: string,
  ) => Promise<{ key: string; ticket: ReportTicket }>,
): Promise<PrintAnswer> {
  const now = isoNow(ctx);
  return inTransaction(ctx, (trx, emit) =>
    withIdempotency(trx, idempotency, now, async () => {
      const settings = await findStoreSettings(trx);
      const store = {
        name: settings?.store_name ?? '',
        currency: settings?.currency ?? 'USD',
        local: zoneClock(settings?.time_zone ?? 'UTC'),
      };
      const { key, ticket } = await build(trx, store, now);
      await queueReport(trx, `${key}:${idempotency?.key ?? randomUUID()}`, ticket, now);
      emit({ type: 'printers.queued' });
      return { message: DRAWER_MESSAGES.reportPrinting };
    }),
  );
}

export function printZReport(ctx: ServiceContext, id: number, idempotency: IdempotencyKeyClaim | null): Promise<PrintAnswer> {
  return printReport(ctx, idempotency, async (trx, store) => {
    const zReport = await findZReport(trx, id);
    if (!zReport) throw notFound(DRAWER_MESSAGES.zNotFound);
    const figures = JSON.parse(zReport.figures) as PeriodFigures;
    return {
      key: `report:z:${zReport.id}`,
      ticket: {
        kind: 'report',
        title: `Z report #${zReport.number}`,
        storeName: store.name,
        currency: store.currency,
        facts: [
          { label: 'Business day', value: zReport.business_date },
          { label: 'From', value: zReport.period_start ? formatLocalDateTime(store.local(zReport.period_start)) : 'The first sale' },
          { label: 'To', value: formatLocalDateTime(store.local(zReport.period_end)) },
          { label: 'Closed by', value: zReport.closed_by_name },
        ],
        lines: periodFigureLines(figuresView(figures)),
      },
    };
  });
}

export function printXReport(ctx: ServiceContext, drawerId: number, idempotency: IdempotencyKeyClaim | null): Promise<PrintAnswer> {
  return printReport(ctx, idempotency, async (trx, store, now) => {
    const drawer = await findDrawerSession(trx, drawerId);
    if (!drawer) throw notFound(DRAWER_MESSAGES.drawerNotFound);
    const symbol = currencySymbol(store.currency);
    const sinceLastZ = figuresOf(await periodSums(trx, (await lastZReport(trx))?.period_end ?? null, now));
    return {
      key: `report:x:${drawer.id}`,
      ticket: {
        kind: 'report',
        title: 'X report',
        storeName: store.name,
        currency: store.currency,
        facts: [
          { label: 'Till', value: drawer.till },
          { label: 'Printed', value: formatLocalDateTime(store.local(now)) },
          { label: 'Float', value: formatMoney(minorUnits(drawer.float_total), symbol) },
          { label: 'Expected in the drawer now', value: formatMoney(minorUnits(await expectedCashOf(trx, drawer)), symbol) },
        ],
        lines: periodFigureLines(figuresView(sinceLastZ)),
      },
    };
  });
}
