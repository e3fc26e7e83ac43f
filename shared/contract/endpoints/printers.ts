// Network printers: Settings › Printers (SETTINGS), the stations' printer chip and Retry, and the kitchen reprint
// from the Orders screen and the kitchen (their pages' scopes).
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import {
  PRINTER_MESSAGES,
  printStatusResponse,
  printerBody,
  printerMessageResponse,
  printerSavedResponse,
  printersResponse,
  printReceiptBody,
  printReceiptResponse,
  receiptSettingsBody,
  receiptSettingsResponse,
  reprintBody,
} from '../printers';

const SETTINGS_SCOPES = ['SETTINGS'] as const satisfies readonly Permission[];
/** Whoever works where tickets print: the POS and Orders screen (its page's scopes), the kitchen screens, Settings. */
const STATION_SCOPES = [
  'POS',
  'ORDERS',
  'ORDER_STATUS',
  'ORDER_STATUS_DISPLAY',
  'KITCHEN',
  'KITCHEN_DISPLAY',
  'SETTINGS',
] as const satisfies readonly Permission[];
const tag = 'printers';
const printerId = idParam(PRINTER_MESSAGES.printerNotFound);

export const printersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/printers',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'The network printers in name order, each with its stations and last known state.',
    response: printersResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/printers/add',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Adds a network printer (unique name).',
    body: printerBody,
    response: printerSavedResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/printers/:id/update',
    params: { id: printerId },
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Changes a printer; its queued tickets print with the new settings.',
    body: printerBody,
    response: printerSavedResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/printers/:id',
    params: { id: printerId },
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Deletes a printer and its queued tickets; printers it backed up lose their backup.',
    response: printerMessageResponse,
  }),
  test: endpoint({
    method: 'POST',
    path: '/printers/:id/test',
    params: { id: printerId },
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Queues a test page for the printer (answered at once; it prints when the printer takes it).',
    response: printerMessageResponse,
  }),
  status: endpoint({
    method: 'GET',
    path: '/printers/status',
    access: STATION_SCOPES,
    tag,
    summary: "Every printer's state and the tickets not printed in time, for the stations' printer chip.",
    response: printStatusResponse,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/printers/jobs/:id/retry',
    params: { id: idParam(PRINTER_MESSAGES.jobNotFound) },
    access: STATION_SCOPES,
    tag,
    summary: 'Queues a ticket that was not printed again (its backup and give-up times count afresh).',
    response: printerMessageResponse,
  }),
  reprint: endpoint({
    method: 'POST',
    path: '/printers/reprint',
    access: STATION_SCOPES,
    tag,
    summary: "Prints the order's kitchen tickets again, marked REPRINT; once per Idempotency-Key.",
    body: reprintBody,
    response: printerMessageResponse,
    idempotent: true,
  }),
  receiptSettings: endpoint({
    method: 'GET',
    path: '/printers/receipt-settings',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Where receipts and pre-bills print (popup, printer or both) and the receipt printer.',
    response: receiptSettingsResponse,
  }),
  saveReceiptSettings: endpoint({
    method: 'POST',
    path: '/printers/receipt-settings',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Sets where receipts and pre-bills print; the printer is required unless both print in the popup.',
    body: receiptSettingsBody,
    response: printerMessageResponse,
  }),
  printReceipt: endpoint({
    method: 'POST',
    path: '/printers/receipt',
    access: [...STATION_SCOPES, 'INVOICES'],
    tag,
    summary:
      "Prints the orders' pre-bill (one unpaid) or receipt again (REPRINT), or an invoice's receipt (REPRINT), on the receipt printer when the store prints that kind there; once per Idempotency-Key.",
    body: printReceiptBody,
    response: printReceiptResponse,
    idempotent: true,
  }),
} as const;
