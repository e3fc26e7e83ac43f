// Network printers: the wire shapes of Settings › Printers, the stations' printer chip (states and tickets not
// printed, with Retry) and the kitchen reprint. Stations import only the types; the constants live in
// shared/domain/printers.ts. How printing works: docs/printing.md.
import { z } from 'zod';
import {
  DEFAULT_PRINTER_PORT,
  PAPER_WIDTHS,
  PRINTER_CODE_PAGES,
  PRINTER_COMMAND_SETS,
  PRINTER_ROLES,
  PRINTER_STATES,
  RECEIPT_OUTPUTS,
} from '../domain/printers';
import { MAX_STORED_INTEGER, optionalId, requiredId, requiredText } from './validation';

export const PRINTER_MESSAGES = {
  nameRequired: 'Please provide printer name!',
  nameTaken: 'A printer with this name already exists!',
  addressInvalid: `Please provide the printer's address as host or host:port (port ${DEFAULT_PRINTER_PORT} when none)!`,
  commandSetInvalid: 'Please choose a command set: ESC/POS or Star!',
  paperWidthInvalid: 'Please choose a paper width: 58 or 80 mm!',
  codePageInvalid: 'Please choose a character set the printer has!',
  roleInvalid: 'Please choose what the printer prints: kitchen, receipt or both!',
  backupNotFound: 'The backup printer was not found!',
  backupIsItself: 'A printer cannot be its own backup!',
  stationNotFound: 'Selected prep station was not found!',
  printerNotFound: 'Printer not found!',
  jobNotFound: 'Print job not found!',
  jobNotFailed: 'This ticket is not waiting for a retry!',
  orderNotFound: 'Order not found!',
  nothingToPrint: (token: number) => `Order #${token} has nothing for the kitchen printers!`,
  noKitchenPrinter: 'No kitchen printer is set up!',
  printerAdded: 'Printer added successfully!',
  printerUpdated: 'Printer updated successfully!',
  printerDeleted: 'Printer deleted successfully!',
  testQueued: 'Test page sent to the printer!',
  retryQueued: 'The ticket is being printed again!',
  reprintQueued: (token: number) => `Order #${token} is being printed again!`,
  drawerTillInvalid: "Please give the till's name in 60 characters at most!",
  receiptOutputInvalid: 'Please choose where receipts print: popup, printer or both!',
  receiptPrinterRequired: 'Please choose a receipt printer!',
  receiptPrinterInvalid: 'The receipt printer must be a printer that prints receipts!',
  receiptSettingsUpdated: 'Receipt printing updated successfully!',
  receiptOrdersRequired: 'Please choose the orders or the invoice to print!',
  invoiceNotFound: 'Invoice not found!',
  receiptQueued: 'The receipt is being printed!',
  receiptNotQueued: 'The store prints this receipt in the browser: nothing was sent to the printer.',
} as const;

/** 'host' or 'host:port'; a bare IPv6 address in brackets ('[fe80::1]:9100'). */
const ADDRESS_PATTERN = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+))(?::(\d{1,5}))?$/;

/** @internal Exported for tests: the address forms are table-tested. */
export function parsePrinterAddress(value: string): { host: string; port: number } | null {
  const match = ADDRESS_PATTERN.exec(value.trim());
  if (!match) return null;
  const host = match[1] ?? match[2] ?? '';
  const port = match[3] === undefined ? DEFAULT_PRINTER_PORT : Number(match[3]);
  if (!host || port < 1 || port > 65535) return null;
  return { host, port };
}

const ids = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message).max(MAX_STORED_INTEGER, message), { error: message })
    .max(100, message)
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]);

/** POST /printers/add and /{id}/update. */
export const printerBody = z.object({
  name: requiredText(PRINTER_MESSAGES.nameRequired, 60),
  address: z.string({ error: PRINTER_MESSAGES.addressInvalid }).transform((value, ctx) => {
    const address = parsePrinterAddress(value);
    if (!address) {
      ctx.addIssue({ code: 'custom', message: PRINTER_MESSAGES.addressInvalid });
      return z.NEVER;
    }
    return address;
  }),
  commandSet: z.enum(PRINTER_COMMAND_SETS, { error: PRINTER_MESSAGES.commandSetInvalid }).optional().default('esc-pos'),
  paperWidth: z.coerce
    .number({ error: PRINTER_MESSAGES.paperWidthInvalid })
    .refine((width) => (PAPER_WIDTHS as readonly number[]).includes(width), PRINTER_MESSAGES.paperWidthInvalid)
    .optional()
    .default(80),
  codePage: z.enum(PRINTER_CODE_PAGES, { error: PRINTER_MESSAGES.codePageInvalid }).optional().default('auto'),
  role: z.enum(PRINTER_ROLES, { error: PRINTER_MESSAGES.roleInvalid }),
  backupPrinterId: optionalId(PRINTER_MESSAGES.backupNotFound),
  /** Kitchen role: the prep stations whose lines it prints (none: every line). */
  stationIds: ids(PRINTER_MESSAGES.stationNotFound),
  /** The till whose cash drawer is cabled to it: a cash sale or a no sale there opens it (blank: none). */
  drawerTill: z
    .string({ error: PRINTER_MESSAGES.drawerTillInvalid })
    .trim()
    .max(60, PRINTER_MESSAGES.drawerTillInvalid)
    .nullable()
    .optional()
    .transform((till) => (till ? till : null)),
});
export type PrinterBody = z.output<typeof printerBody>;

const printerState = z.enum(PRINTER_STATES);

const printerDto = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'host:port', as the form shows it. */
  address: z.string(),
  commandSet: z.enum(PRINTER_COMMAND_SETS),
  paperWidth: z.number().int(),
  codePage: z.string(),
  role: z.enum(PRINTER_ROLES),
  backupPrinterId: z.number().int().nullable(),
  stationIds: z.array(z.number().int()),
  drawerTill: z.string().nullable(),
  state: printerState,
  stateChangedAt: z.string().nullable(),
});
export type PrinterDto = z.infer<typeof printerDto>;
export const printersResponse = z.array(printerDto);

export const printerMessageResponse = z.object({ message: z.string() });
export const printerSavedResponse = printerMessageResponse.extend({ id: z.number().int() });

const notPrintedDto = z.object({
  jobId: z.number().int(),
  printer: z.string(),
  orderId: z.number().int().nullable(),
  tokenNo: z.number().int().nullable(),
  queuedAt: z.string(),
  error: z.string().nullable(),
});

/** GET /printers/status: every printer's state and the tickets not printed, for the POS and kitchen chip. */
export const printStatusResponse = z.object({
  printers: z.array(z.object({ id: z.number().int(), name: z.string(), state: printerState })),
  notPrinted: z.array(notPrintedDto),
});
export type PrintStatusResponse = z.infer<typeof printStatusResponse>;

/** POST /printers/reprint: the order's kitchen tickets again, marked REPRINT. */
export const reprintBody = z.object({ orderId: requiredId(PRINTER_MESSAGES.orderNotFound) });

const receiptOutput = z.enum(RECEIPT_OUTPUTS, { error: PRINTER_MESSAGES.receiptOutputInvalid });

/** GET and POST /printers/receipt-settings: where receipts and pre-bills print, and the receipt printer. */
export const receiptSettingsBody = z.object({
  receipt: receiptOutput,
  preBill: receiptOutput,
  printerId: optionalId(PRINTER_MESSAGES.receiptPrinterInvalid),
});
export type ReceiptSettingsBody = z.output<typeof receiptSettingsBody>;
export const receiptSettingsResponse = z.object({
  receipt: z.enum(RECEIPT_OUTPUTS),
  preBill: z.enum(RECEIPT_OUTPUTS),
  printerId: z.number().int().nullable(),
});
export type ReceiptSettingsDto = z.infer<typeof receiptSettingsResponse>;

/** Where each kind prints as the stations act on it: the popup alone while no receipt printer is chosen. */
export const receiptOutputDto = z.object({ receipt: z.enum(RECEIPT_OUTPUTS), preBill: z.enum(RECEIPT_OUTPUTS) });

/**
 * POST /printers/receipt: the Orders screen's Print Receipt (the orders' pre-bill while one is unpaid, else their
 * receipt again, marked REPRINT) or the Invoices screen's (the invoice's receipt, REPRINT) on the receipt printer.
 */
export const printReceiptBody = z.object({
  orderIds: ids(PRINTER_MESSAGES.orderNotFound),
  invoiceId: optionalId(PRINTER_MESSAGES.invoiceNotFound),
});
export const printReceiptResponse = z.object({ message: z.string(), isQueued: z.boolean() });
