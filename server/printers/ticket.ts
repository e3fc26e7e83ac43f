// A printed ticket as a document (what the queue stores) and its bytes for one printer (made when sent, so a
// backup printer gets its own command set, paper width and code page, and the "BACKUP FROM" stamp).
// Text goes through @point-of-sale/receipt-printer-encoder: ESC/POS or StarPRNT, code pages chosen per run of
// text ('auto') or fixed; no command bytes written by hand.
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { COLUMNS_OF_PAPER, type PaperWidth } from '../../shared/domain/printers';
import type { PrinterRow } from '../db/schema';
import { type ReceiptTicket, renderReceipt } from './receiptTicket';
import { type ReportTicket, renderReport } from './reportTicket';

/** Why the ticket prints: the order sent, lines added or voided, quantities changed, printed again. */
export type KitchenTicketChange = 'sent' | 'add' | 'void' | 'quantity' | 'reprint';

export interface KitchenTicketLine {
  quantity: number;
  /** A quantity change prints old → new. */
  previousQuantity?: number;
  title: string;
  variant: string | null;
  addons: string[];
  note: string | null;
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

function renderKitchen(encoder: ReceiptPrinterEncoder, ticket: KitchenTicket): void {
  const heading = CHANGE_HEADINGS[ticket.change];
  if (heading) encoder.align('center').size(2, 2).bold(true).line(`*** ${heading} ***`).bold(false).size(1, 1).align('left');
  encoder.size(2, 2).bold(true).line(`Order #${ticket.tokenNo}`).bold(false).size(1, 1);
  encoder.line(ticket.where);
  if (ticket.stations) encoder.line(`Station: ${ticket.stations}`);
  encoder.line(`Server: ${ticket.server}`).line(ticket.time).rule();
  for (const line of ticket.lines) {
    const quantity = line.previousQuantity === undefined ? `${line.quantity}` : `${line.previousQuantity} -> ${line.quantity}`;
    encoder.size(1, 2).bold(true).line(`${quantity} x ${line.title}`).bold(false).size(1, 1);
    if (line.variant) encoder.line(`   ${line.variant}`);
    for (const addon of line.addons) encoder.line(`   + ${addon}`);
    // Notes stand out: inverted and bold, so the cook cannot miss "no nuts".
    if (line.note) encoder.invert(true).bold(true).line(` NOTE: ${line.note} `).bold(false).invert(false);
  }
  encoder.rule();
}
