// Printers as the wire shows them (Settings › Printers and the stations' chip).
import type { PrintStatusResponse, PrinterDto } from '../../shared/contract/printers';
import type { PrinterWithStations } from '../db/repositories/printers.repository';
import type { PrintStatus } from './printStatus';

export function presentPrinter(printer: PrinterWithStations): PrinterDto {
  const host = printer.host.includes(':') ? `[${printer.host}]` : printer.host;
  return {
    id: printer.id,
    name: printer.name,
    address: `${host}:${printer.port}`,
    commandSet: printer.command_set,
    paperWidth: printer.paper_width,
    codePage: printer.code_page,
    role: printer.role,
    backupPrinterId: printer.backup_printer_id,
    stationIds: printer.stationIds,
    state: printer.status,
    stateChangedAt: printer.status_changed_at,
  };
}

export function presentPrintStatus(status: PrintStatus): PrintStatusResponse {
  return {
    printers: status.printers,
    notPrinted: status.notPrinted.map((job) => ({
      jobId: job.id,
      printer: job.printer_name,
      orderId: job.order_id,
      tokenNo: job.token_no,
      queuedAt: job.queued_at,
      error: job.last_error,
    })),
  };
}
