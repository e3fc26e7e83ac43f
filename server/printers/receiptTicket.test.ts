// The receipt on paper reads the popup's receipt data with the popup's rules: its bill lines in billLines' order (a
// figure the store does not use left out), a split check's label, share and tenders, modifiers and notes as the
// print settings say, the unpaid warning on a pre-bill, REPRINT; and a drawer kick is the pulse alone.
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../shared/domain/money/money';
import type { PrintableReceipt } from '../../shared/domain/receipt/receipt';
import { renderTicket } from './ticket';

const ESC_POS_80 = { command_set: 'esc-pos', paper_width: 80, code_page: 'auto' } as const;
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function receipt(overrides: Partial<PrintableReceipt> = {}): PrintableReceipt {
  return {
    cartItems: [
      {
        title: 'Burger',
        quantity: 2,
        notes: 'well done',
        price: minorUnits(999),
        tax_rate: null,
        tax_type: null,
        tax_title: null,
        addons: ['Bacon'],
        addons_ids: [1],
        variant: 'Large',
        modifiers: ['NO Onions'],
      },
    ],
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customer: null,
    tableId: 4,
    tableTitle: 'T4',
    currency: 'USD',
    storeSettings: { store_name: 'Chez Test', address: '1 Main St', phone: null, email: null, image: null },
    printSettings: {
      page_format: 80,
      header: 'Welcome',
      footer: 'Thank you',
      show_notes: 1,
      is_enable_print: 1,
      show_store_details: 1,
      show_customer_details: 0,
      print_token: 0,
    },
    itemsTotal: minorUnits(1998),
    taxTotal: minorUnits(100),
    payableTotal: minorUnits(2098),
    serviceChargeTotal: minorUnits(0),
    roundingTotal: minorUnits(0),
    tokenNo: 7,
    orderId: 41,
    createdAt: '2026-11-27T10:04:00.000Z',
    created_by: 'sam',
    created_by_name: 'Sam Staff',
    timeZone: 'UTC',
    paymentType: 'Card',
    ...overrides,
  };
}

const render = (document: PrintableReceipt, isReprint = false) =>
  text(renderTicket({ kind: 'receipt', isReprint, receipt: document }, ESC_POS_80));

describe('the receipt on paper', () => {
  it("lists the lines with their choices and notes, then the bill's lines in order, and how it was paid", () => {
    const paper = render(receipt({ billing: { discountTotal: minorUnits(200), tip: minorUnits(300), paid: minorUnits(2398) } }));
    expect(paper).toContain('Chez Test');
    expect(paper).toContain('Welcome');
    expect(paper).toMatch(/Receipt\s+41-2026-11-27/);
    expect(paper).toMatch(/Order type\s+Dine-In . T4/);
    expect(paper).toMatch(/2 x Burger\s+\$19\.98/);
    expect(paper).toContain('Large + Bacon NO Onions');
    expect(paper).toContain('Note: well done');
    const figures = [...paper.matchAll(/(Discount|Subtotal \(excl\. tax\)|Service charge|Tax|Rounding|Total|Tip|Paid)\s+-?\$/g)].map(
      (match) => match[1],
    );
    expect(figures).toEqual(['Discount', 'Subtotal (excl. tax)', 'Tax', 'Total', 'Tip', 'Paid']);
    expect(paper).toMatch(/Paid by\s+Card/);
    expect(paper).toContain('Thank you');
    expect(paper).not.toContain('UNPAID');
    expect(paper).not.toContain('REPRINT');
  });

  it("a split check says which, with the table's total and each tender", () => {
    const paper = render(
      receipt({
        billing: {
          discountTotal: minorUnits(0),
          tip: minorUnits(0),
          paid: minorUnits(1049),
          checkLabel: 'Share 1 of 2',
          tableTotal: minorUnits(2098),
          tenders: [
            { title: 'Card', amount: minorUnits(500) },
            { title: 'Cash', amount: minorUnits(549) },
          ],
        },
        payableTotal: minorUnits(1049),
        paymentType: 'Card + Cash',
      }),
    );
    expect(paper).toMatch(/Check\s+Share 1 of 2/);
    expect(paper).toMatch(/Table total\s+\$20\.98/);
    expect(paper).toMatch(/Card\s+\$5\.00/);
    expect(paper).toMatch(/Cash\s+\$5\.49/);
  });

  it('a pre-bill says it is no receipt and shows no payment; a reprint says so; notes follow the print settings', () => {
    const preBill = render(receipt({ paymentType: null, printSettings: { ...receipt().printSettings, show_notes: 0 } }));
    expect(preBill).toContain('UNPAID');
    expect(preBill).not.toContain('Paid by');
    expect(preBill).not.toContain('well done');
    expect(render(receipt(), true)).toContain('*** REPRINT ***');
  });
});

describe('the drawer kick', () => {
  it('is the pulse alone: no text, no paper cut', () => {
    const bytes = Array.from(renderTicket({ kind: 'drawer-kick', till: 'Front' }, ESC_POS_80));
    // ESC @ initializes, ESC p 0 pulses pin 2; nothing else but the encoder's own set-up.
    expect(bytes.slice(0, 2)).toEqual([0x1b, 0x40]);
    expect(bytes.slice(-5, -2)).toEqual([0x1b, 0x70, 0x00]);
    expect(Buffer.from(bytes).includes(Buffer.from([0x1d, 0x56]))).toBe(false);
  });
});
