// A printed ticket as a document (what the queue stores) and its bytes for one printer (made when sent, so a
// backup printer gets its own command set, paper width and code page, and the "BACKUP FROM" stamp).
// Text goes through @point-of-sale/receipt-printer-encoder: ESC/POS or StarPRNT, code pages chosen per run of
// text ('auto') or fixed; no command bytes written by hand.
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { COLUMNS_OF_PAPER, type PaperWidth } from '../../shared/domain/printers';
import type { PrinterRow } from '../db/schema';
import { type ReceiptTicket, renderReceipt } from './receiptTicket';
import { type ReportTicket, renderReport } from './reportTicket';
import { type LineStyle, lineBitmap, printsAsText } from './scriptImages';

/** Why the ticket prints: the order sent, lines added or voided, quantities changed, printed again. */
export type KitchenTicketChange = 'sent' | 'add' | 'void' | 'quantity' | 'reprint' | 'fire';

export interface KitchenTicketLine {
  quantity: number;
  /** A quantity change prints old → new. */
  previousQuantity?: number;
  title: string;
  variant: string | null;
  addons: string[];
  note: string | null;
  /** The guest's seat and the line's course, when the store uses them (older documents have neither). */
  seat?: number | null;
  course?: string | null;
}

export interface KitchenTicket {
  kind: 'kitchen';
  change: KitchenTicketChange;
  tokenNo: number;
  /** 'Table 4 (Terrace)', 'Takeaway', 'Delivery'. */
  where: string;
  server: string;
  /** Store-local 'YYYY-MM-DD HH:mm' of the change. */
  time: string;
  /** The printer's stations, or null for a printer of every station. */
  stations: string | null;
  lines: KitchenTicketLine[];
  /** A fire ticket's course: the heading reads FIRE MAINS. */
  course?: string;
}

export interface TestTicket {
  kind: 'test';
  printer: string;
  time: string;
}

/** Opens the cash drawer cabled to the printer (ESC/POS pulse on pin 2); prints nothing. */
export interface DrawerKick {
  kind: 'drawer-kick';
  till: string;
}

export type TicketDocument = KitchenTicket | TestTicket | ReceiptTicket | ReportTicket | DrawerKick;

/** The heading a change prints above the token (none for the first ticket of an order). */
const CHANGE_HEADINGS: Record<KitchenTicketChange, string | null> = {
  sent: null,
  add: 'ADD',
  void: 'VOID',
  quantity: 'QUANTITY CHANGED',
  reprint: 'REPRINT',
  fire: 'FIRE',
};

export interface RenderOptions {
  /** The printer whose job this was, when its backup prints it. */
  backupFrom?: string;
}

type PrinterFormat = Pick<PrinterRow, 'command_set' | 'paper_width' | 'code_page'>;

/** The bytes of the ticket for this printer: initialize, text, feed and cut. */
export function renderTicket(document: TicketDocument, printer: PrinterFormat, options: RenderOptions = {}): Uint8Array {
  const columns = COLUMNS_OF_PAPER[printer.paper_width as PaperWidth] ?? COLUMNS_OF_PAPER[80];
  const encoder = new ReceiptPrinterEncoder({ language: printer.command_set, columns });
  printingScriptsAsImages(encoder, printer, columns);
  encoder.initialize();
  // A kick is the pulse alone: no paper fed, nothing cut.
  if (document.kind === 'drawer-kick') return encoder.pulse().encode();
  encoder.codepage(printer.code_page as Parameters<typeof encoder.codepage>[0]);
  if (options.backupFrom) encoder.invert(true).bold(true).line(` BACKUP FROM ${options.backupFrom} `).bold(false).invert(false);
  switch (document.kind) {
    case 'test':
      encoder.bold(true).line('TEST PRINT').bold(false).line(document.printer).line(document.time).line('Àéîõü ÇÑß €');
      break;
    case 'receipt':
      renderReceipt(encoder, document, columns);
      break;
    case 'report':
      renderReport(encoder, document, columns);
      break;
    case 'kitchen':
      renderKitchen(encoder, document);
      break;
  }
  return encoder.newline(2).cut('partial').encode();
}

/**
 * Every line of the ticket in a script the printer's code pages lack becomes a bitmap (./scriptImages.ts); the encoder's
 * style calls are followed so the bitmap has the line's size, weight, inversion and alignment.
 */
function printingScriptsAsImages(encoder: ReceiptPrinterEncoder, printer: PrinterFormat, columns: number): void {
  const style: LineStyle = { height: 1, isBold: false, isInverted: false, align: 'left' };
  const { line, size, bold, invert, align } = {
    line: encoder.line.bind(encoder),
    size: encoder.size.bind(encoder),
    bold: encoder.bold.bind(encoder),
    invert: encoder.invert.bind(encoder),
    align: encoder.align.bind(encoder),
  };
  encoder.size = (width: number | 'small' | 'normal', height?: number) => {
    style.height = typeof width === 'number' ? (height ?? width) : 1;
    return typeof width === 'number' ? size(width, height ?? width) : size(width);
  };
  encoder.bold = (value) => {
    style.isBold = value ?? !style.isBold;
    return bold(value);
  };
  encoder.invert = (value) => {
    style.isInverted = value ?? !style.isInverted;
    return invert(value);
  };
  encoder.align = (value) => {
    style.align = value;
    return align(value);
  };
  encoder.line = (value, ...rest) => {
    if (typeof value !== 'string' || printsAsText(value, printer.command_set, printer.code_page)) return line(value, ...rest);
    const bitmap = lineBitmap(value.trim(), columns, style);
    if (!bitmap) return line(value, ...rest);
    // The bitmap is drawn aligned already: the encoder pads it to the paper from the left.
    align('left');
    // Raster (GS v 0): what current ESC/POS printers all take; the encoder splits tall images into safe chunks.
    encoder.image(bitmap, { width: bitmap.width, height: bitmap.height, mode: 'raster' });
    return align(style.align);
  };
}

function renderKitchen(encoder: ReceiptPrinterEncoder, ticket: KitchenTicket): void {
  const change = CHANGE_HEADINGS[ticket.change];
  const heading = ticket.change === 'fire' && ticket.course ? `${change} ${ticket.course.toUpperCase()}` : change;
  if (heading) encoder.align('center').size(2, 2).bold(true).line(`*** ${heading} ***`).bold(false).size(1, 1).align('left');
  encoder.size(2, 2).bold(true).line(`Order #${ticket.tokenNo}`).bold(false).size(1, 1);
  encoder.line(ticket.where);
  if (ticket.stations) encoder.line(`Station: ${ticket.stations}`);
  encoder.line(`Server: ${ticket.server}`).line(ticket.time).rule();
  for (const line of ticket.lines) {
    const quantity = line.previousQuantity === undefined ? `${line.quantity}` : `${line.previousQuantity} -> ${line.quantity}`;
    const seat = line.seat ? `[S${line.seat}] ` : '';
    encoder.size(1, 2).bold(true).line(`${seat}${quantity} x ${line.title}`).bold(false).size(1, 1);
    if (line.course && ticket.change !== 'fire') encoder.line(`   (${line.course})`);
    if (line.variant) encoder.line(`   ${line.variant}`);
    for (const addon of line.addons) encoder.line(`   + ${addon}`);
    // Notes stand out: inverted and bold, so the cook cannot miss "no nuts".
    if (line.note) encoder.invert(true).bold(true).line(` NOTE: ${line.note} `).bold(false).invert(false);
  }
  encoder.rule();
}
