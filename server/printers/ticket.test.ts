// Ticket bytes: the change headings (ADD, VOID, quantity old → new, REPRINT, FIRE <course>), seats, the backup stamp, accented Latin text
// through a code page (not question marks), Star's command set; and the DLE EOT status bits and address forms.
import { describe, expect, it } from 'vitest';
import { parsePrinterAddress } from '../../shared/contract/printers';
import { stateOfStatusBytes } from './printerConnection';
import { type KitchenTicket, renderTicket } from './ticket';

const ESC_POS_80 = { command_set: 'esc-pos', paper_width: 80, code_page: 'auto' } as const;
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function ticket(overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    kind: 'kitchen',
    change: 'sent',
    tokenNo: 12,
    where: 'Table 4 (Terrace)',
    server: 'Casey',
    time: '2026-11-27 10:04',
    stations: 'Grill',
    lines: [{ quantity: 2, title: 'Ribs', variant: 'Large', addons: ['Bacon'], note: 'no onions' }],
    ...overrides,
  };
}

describe('renderTicket', () => {
  it('a first ticket has no heading; each later change says what it is', () => {
    expect(text(renderTicket(ticket(), ESC_POS_80))).not.toContain('***');
    expect(text(renderTicket(ticket({ change: 'add' }), ESC_POS_80))).toContain('*** ADD ***');
    expect(text(renderTicket(ticket({ change: 'void' }), ESC_POS_80))).toContain('*** VOID ***');
    expect(text(renderTicket(ticket({ change: 'reprint' }), ESC_POS_80))).toContain('*** REPRINT ***');
    const changed = text(
      renderTicket(
        ticket({ change: 'quantity', lines: [{ quantity: 3, previousQuantity: 1, title: 'Ribs', variant: null, addons: [], note: null }] }),
        ESC_POS_80,
      ),
    );
    expect(changed).toContain('QUANTITY CHANGED');
    expect(changed).toContain('1 -> 3 x Ribs');
  });

  it("prints each line's seat, its course when sent, and a fire's course as the heading", () => {
    const line = { quantity: 1, title: 'Salmon', variant: null, addons: [], note: null, seat: 2, course: 'Mains' };
    const sent = text(renderTicket(ticket({ lines: [line] }), ESC_POS_80));
    expect(sent).toContain('[S2] 1 x Salmon');
    expect(sent).toContain('(Mains)');
    const fired = text(renderTicket(ticket({ change: 'fire', course: 'Mains', lines: [line] }), ESC_POS_80));
    expect(fired).toContain('*** FIRE MAINS ***');
    expect(fired).toContain('[S2] 1 x Salmon');
  });

  it('prints the token, where, server, time, lines with variant, add-ons and the note; ends with a cut', () => {
    const bytes = text(renderTicket(ticket(), ESC_POS_80));
    for (const part of [
      'Order #12',
      'Table 4 (Terrace)',
      'Server: Casey',
      '2026-11-27 10:04',
      '2 x Ribs',
      'Large',
      '+ Bacon',
      'NOTE: no onions',
    ]) {
      expect(bytes).toContain(part);
    }
    // GS V 1: a partial cut.
    expect(bytes).toContain('\x1dV\x01');
  });

  it('stamps a backup print with the printer it stands in for', () => {
    expect(text(renderTicket(ticket(), ESC_POS_80, { backupFrom: 'Grill' }))).toContain('BACKUP FROM Grill');
  });

  it('prints accented Latin text through a code page that has it, never as question marks', () => {
    const accented = ticket({ lines: [{ quantity: 1, title: 'Crème brûlée', variant: null, addons: [], note: 'façon maison' }] });
    const bytes = renderTicket(accented, { ...ESC_POS_80, code_page: 'cp858' });
    expect(text(bytes)).not.toContain('?');
    // cp858: è is 0x8A, û 0x96, ç 0x87.
    for (const byte of [0x8a, 0x96, 0x87]) expect(bytes).toContain(byte);
    expect(text(renderTicket(accented, ESC_POS_80))).not.toContain('?');
  });

  it('speaks StarPRNT to a Star printer', () => {
    const bytes = text(renderTicket(ticket(), { command_set: 'star-prnt', paper_width: 58, code_page: 'auto' }));
    expect(bytes).toContain('Order #12');
    expect(bytes).not.toContain('\x1dV');
  });
});

describe('stateOfStatusBytes (DLE EOT 1, 2, 4)', () => {
  it.each([
    [[0x16, 0x12, 0x12], 'online'],
    [[0x1e, 0x16, 0x12], 'cover-open'],
    [[0x1e, 0x32, 0x72], 'paper-out'],
    [[0x16, 0x12, 0x1e], 'paper-low'],
    [[], 'online'],
  ] as const)('%j → %s', (bytes, state) => {
    expect(stateOfStatusBytes(Uint8Array.from(bytes))).toBe(state);
  });
});

describe('parsePrinterAddress', () => {
  it.each([
    ['192.168.1.50', { host: '192.168.1.50', port: 9100 }],
    [' printer.local:9101 ', { host: 'printer.local', port: 9101 }],
    ['[fe80::1]:9100', { host: 'fe80::1', port: 9100 }],
    ['host:0', null],
    ['host:70000', null],
    ['two words', null],
    ['', null],
  ] as const)('%s', (address, parsed) => {
    expect(parsePrinterAddress(address)).toEqual(parsed);
  });
});
