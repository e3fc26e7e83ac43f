// The stations' printer chip: every printer's state and the tickets not printed in time (GET /printers/status), and
// Retry on one of them (queued again now; its backup and "not printed" times count afresh).
import { PRINTER_MESSAGES } from '../../shared/contract/printers';
import type { PrinterState } from '../../shared/domain/printers';
import { type FailedJobRow, findPrintJob, listFailedJobs, listPrinterRows, requeueFailedJob } from '../db/repositories/printers.repository';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

/** The chip lists this many at most: more would not fit, and Settings shows the printers anyway. */
const NOT_PRINTED_SHOWN = 50;

export interface PrintStatus {
  printers: { id: number; name: string; state: PrinterState }[];
  notPrinted: FailedJobRow[];
}

export async function getPrintStatus(ctx: ServiceContext): Promise<PrintStatus> {
  const printers = await listPrinterRows(ctx.db);
  const notPrinted = printers.length === 0 ? [] : await listFailedJobs(ctx.db, NOT_PRINTED_SHOWN);
  return { printers: printers.map((printer) => ({ id: printer.id, name: printer.name, state: printer.status })), notPrinted };
}

export function retryPrintJob(ctx: ServiceContext, jobId: number): Promise<void> {
  return inTransaction(ctx, async (trx, emit) => {
    if (!(await findPrintJob(trx, jobId))) throw notFound(PRINTER_MESSAGES.jobNotFound);
    if (!(await requeueFailedJob(trx, jobId, isoNow(ctx)))) throw conflict(PRINTER_MESSAGES.jobNotFailed);
    emit({ type: 'printers.queued' });
    emit({ type: 'printers.updated' });
  });
}
