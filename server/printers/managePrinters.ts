// Settings › Printers' other verbs: the list, deleting a printer (its queued tickets go with it), and the Test print
// (a job like any other: queued now, printed by the worker when the printer takes it).
import { randomUUID } from 'node:crypto';
import { PRINTER_MESSAGES } from '../../shared/contract/printers';
import {
  type PrinterWithStations,
  deletePrinterRow,
  findPrinterRow,
  insertPrintJobs,
  listPrinterRows,
} from '../db/repositories/printers.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { TestTicket } from './ticket';

export function listPrinters(ctx: ServiceContext): Promise<PrinterWithStations[]> {
  return listPrinterRows(ctx.db);
}

export function deletePrinter(ctx: ServiceContext, id: number): Promise<void> {
  return inTransaction(ctx, async (trx, emit) => {
    if (!(await deletePrinterRow(trx, id))) throw notFound(PRINTER_MESSAGES.printerNotFound);
    emit({ type: 'printers.updated' });
  });
}

export function queueTestPrint(ctx: ServiceContext, id: number): Promise<void> {
  return inTransaction(ctx, async (trx, emit) => {
    const printer = await findPrinterRow(trx, id);
    if (!printer) throw notFound(PRINTER_MESSAGES.printerNotFound);
    const now = isoNow(ctx);
    const store = await findStoreSettings(trx);
    const ticket: TestTicket = {
      kind: 'test',
      printer: printer.name,
      time: formatLocalDateTime(zoneClock(store?.time_zone ?? 'UTC')(now)),
    };
    await insertPrintJobs(
      trx,
      [{ printer_id: id, job_key: `test:${randomUUID()}`, kind: 'test', order_id: null, document: JSON.stringify(ticket) }],
      now,
    );
    emit({ type: 'printers.queued' });
  });
}
