// Network printers: the constants the server, the settings page and the stations' printer chip share. No zod here
// (stations import it); shared/contract/printers.ts holds the schemas. How it works: docs/printing.md.

/** The encoder's command languages a printer may speak: Epson-style ESC/POS, or Star's StarPRNT. */
export const PRINTER_COMMAND_SETS = ['esc-pos', 'star-prnt'] as const;
export type PrinterCommandSet = (typeof PRINTER_COMMAND_SETS)[number];

/** Paper roll widths (mm) and the characters a line holds in the printer's normal font. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const COLUMNS_OF_PAPER: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** 'auto' lets the encoder pick, per run of text, a code page of the printer's that has the characters. */
export const PRINTER_CODE_PAGES = [
  'auto',
  'cp437',
  'cp850',
  'cp852',
  'cp858',
  'cp866',
  'windows1252',
  'iso8859-15',
  'windows1256',
] as const;

/** kitchen: tickets of its chosen prep stations (all lines when none); receipt: receipts and pre-bills; both. */
export const PRINTER_ROLES = ['kitchen', 'receipt', 'both'] as const;
export type PrinterRole = (typeof PRINTER_ROLES)[number];

/** What the last check found (TCP connect, then ESC/POS DLE EOT); unknown until the first check. */
export const PRINTER_STATES = ['unknown', 'online', 'offline', 'cover-open', 'paper-out', 'paper-low'] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

/** The raw-TCP port printers listen on (JetDirect / AppSocket) when the address names none. */
export const DEFAULT_PRINTER_PORT = 9100;

export const PRINTER_STATE_LABELS: Record<PrinterState, string> = {
  unknown: 'Not checked yet',
  online: 'Online',
  offline: 'Offline',
  'cover-open': 'Cover open',
  'paper-out': 'Paper out',
  'paper-low': 'Paper low',
};

/**
 * Where a receipt (paid) or a pre-bill (an unpaid check) prints: the browser popup of the spec (the default), the
 * store's receipt printer, or both.
 */
export const RECEIPT_OUTPUTS = ['popup', 'printer', 'both'] as const;
export type ReceiptOutput = (typeof RECEIPT_OUTPUTS)[number];

/** Whether the popup opens for this output (popup or both). */
export function opensPopup(output: ReceiptOutput): boolean {
  return output !== 'printer';
}
