// POST /printers/add and /{id}/update: a printer (unique name), its address, command set, paper, code page, role,
// backup and, for a kitchen printer, the prep stations it prints. A backup must exist and not be the printer itself;
// an unknown station is a 400, a name in use a 409. One transaction; after commit the stations' chips refetch.
import { PRINTER_MESSAGES, type PrinterBody } from '../../shared/contract/printers';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  findPrinterByName,
  findPrinterRow,
  insertPrinter,
  clearReceiptPrinter,
  replacePrinterStations,
  updatePrinterRow,
} from '../db/repositories/printers.repository';
import { listPrepStationRows } from '../db/repositories/prepStations.repository';
import { conflict, notFound, validationFailed } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

/** Adds the printer when `id` is null, else updates it; answers its id. */
export function savePrinter(ctx: ServiceContext, id: number | null, body: PrinterBody): Promise<number> {
  return inTransaction(ctx, async (trx, emit) => {
    if (id !== null && !(await findPrinterRow(trx, id))) throw notFound(PRINTER_MESSAGES.printerNotFound);
    if (body.backupPrinterId !== null) {
      if (body.backupPrinterId === id) throw validationFailed(PRINTER_MESSAGES.backupIsItself);
      if (!(await findPrinterRow(trx, body.backupPrinterId))) throw validationFailed(PRINTER_MESSAGES.backupNotFound);
    }
    await assertStations(trx, body.stationIds);
    const sameName = await findPrinterByName(trx, body.name);
    if (sameName && sameName.id !== id) throw conflict(PRINTER_MESSAGES.nameTaken);
    const printerId = await writePrinter(trx, id, body, isoNow(ctx));
    // Stations only mean something for a printer that prints kitchen tickets.
    await replacePrinterStations(trx, printerId, body.role === 'receipt' ? [] : body.stationIds);
    // A printer turned to kitchen tickets only is no receipt printer any more: receipts go back to the popup.
    if (body.role === 'kitchen') await clearReceiptPrinter(trx, printerId);
    emit({ type: 'printers.updated' });
    return printerId;
  });
}

async function writePrinter(db: Db, id: number | null, body: PrinterBody, now: string): Promise<number> {
  const values = {
    name: body.name,
    host: body.address.host,
    port: body.address.port,
    command_set: body.commandSet,
    paper_width: body.paperWidth,
    code_page: body.codePage,
    role: body.role,
    backup_printer_id: body.backupPrinterId,
    drawer_till: body.drawerTill,
    updated_at: now,
  };
  try {
    if (id === null) return await insertPrinter(db, { ...values, created_at: now });
    await updatePrinterRow(db, id, values);
    return id;
  } catch (error) {
    // Another printer took the name between the check and the write.
    if (isUniqueViolation(error)) throw conflict(PRINTER_MESSAGES.nameTaken);
    throw error;
  }
}

async function assertStations(db: Db, stationIds: readonly number[]): Promise<void> {
  if (stationIds.length === 0) return;
  const known = new Set((await listPrepStationRows(db)).map((station) => station.id));
  if (stationIds.some((stationId) => !known.has(stationId))) throw validationFailed(PRINTER_MESSAGES.stationNotFound);
}
