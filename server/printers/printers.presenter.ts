// Printers as the wire shows them (Settings › Printers and the stations' chip).
import type { PrintStatusResponse, PrinterDto, ReceiptSettingsDto } from '../../shared/contract/printers';
import type { PrintSettingsRow } from '../db/schema';
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
    drawerTill: printer.drawer_till,
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

/** Where each kind prints as the stations act on it: the popup alone while no receipt printer is chosen. */
export function presentReceiptOutput(settings: Pick<PrintSettingsRow, 'receipt_output' | 'pre_bill_output' | 'receipt_printer_id'>) {
  if (settings.receipt_printer_id === null) return { receipt: 'popup' as const, preBill: 'popup' as const };
  return { receipt: settings.receipt_output, preBill: settings.pre_bill_output };
}

export function presentReceiptSettings(
  settings: Pick<PrintSettingsRow, 'receipt_output' | 'pre_bill_output' | 'receipt_printer_id'>,
): ReceiptSettingsDto {
  return { receipt: settings.receipt_output, preBill: settings.pre_bill_output, printerId: settings.receipt_printer_id };
}
