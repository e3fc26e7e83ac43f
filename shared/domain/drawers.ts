// Cash drawers as the stations show them: the movement kinds and their words, the X and Z reports' figures in minor
// units, and the lines a report lists (the POS's X report and the back office's Z report read the same list).
import { type MinorUnits, ZERO_MINOR, minorUnits } from './money/money';

/** The refusal of a cash payment with no open drawer (the POS offers to open one when it reads it). */
export const NO_OPEN_DRAWER_MESSAGE = 'No cash drawer is open for you! Please open a drawer before taking cash.';

export const DRAWER_MOVEMENT_KINDS = ['pay_in', 'pay_out', 'safe_drop', 'tip_out', 'no_sale'] as const;
export type DrawerMovementKind = (typeof DRAWER_MOVEMENT_KINDS)[number];

/** Every movement a drawer lists, by hand or from a payment. */
const DRAWER_MOVEMENT_LABELS: Readonly<Record<string, string>> = {
  pay_in: 'Pay in',
  pay_out: 'Pay out',
  safe_drop: 'Safe drop',
  tip_out: 'Tip-out',
  no_sale: 'No sale',
  sale: 'Cash sale',
  refund: 'Cash refund',
};

export const movementLabel = (kind: string): string => DRAWER_MOVEMENT_LABELS[kind] ?? kind;

/** A period's figures (the X report's day so far, a Z report's day), its amounts of one kind: minor units as the
 * stations and the PDF read them, decimals on the wire. */
export interface PeriodFiguresOf<Amount> {
  invoiceCount: number;
  firstInvoice: number | null;
  lastInvoice: number | null;
  guests: number;
  averageCheck: Amount;
  sales: {
    itemsTotal: Amount;
    taxTotal: Amount;
    payableTotal: Amount;
    discountTotal: Amount;
    serviceChargeTotal: Amount;
    roundingTotal: Amount;
    tipTotal: Amount;
  };
  byPaymentType: Array<{ title: string; amount: Amount }>;
  taxes: Array<{ title: string; rate: number; net: Amount; tax: Amount }>;
  refunds: { count: number; total: Amount };
  voids: number;
  cashMovements: Array<{ kind: string; count: number; amount: Amount }>;
  drawers: { closed: number; expected: Amount; counted: Amount; overShort: Amount };
}

export type PeriodFiguresView = PeriodFiguresOf<MinorUnits>;

/** The same figures with every amount converted (minor units to the wire's decimals, or back); counts stay. */
export function convertFigureAmounts<From, To>(figures: PeriodFiguresOf<From>, convert: (amount: From) => To): PeriodFiguresOf<To> {
  const { sales, drawers } = figures;
  return {
    ...figures,
    averageCheck: convert(figures.averageCheck),
    sales: {
      itemsTotal: convert(sales.itemsTotal),
      taxTotal: convert(sales.taxTotal),
      payableTotal: convert(sales.payableTotal),
      discountTotal: convert(sales.discountTotal),
      serviceChargeTotal: convert(sales.serviceChargeTotal),
      roundingTotal: convert(sales.roundingTotal),
      tipTotal: convert(sales.tipTotal),
    },
    byPaymentType: figures.byPaymentType.map((row) => ({ title: row.title, amount: convert(row.amount) })),
    taxes: figures.taxes.map((row) => ({ title: row.title, rate: row.rate, net: convert(row.net), tax: convert(row.tax) })),
    refunds: { count: figures.refunds.count, total: convert(figures.refunds.total) },
    cashMovements: figures.cashMovements.map((row) => ({ kind: row.kind, count: row.count, amount: convert(row.amount) })),
    drawers: {
      closed: drawers.closed,
      expected: convert(drawers.expected),
      counted: convert(drawers.counted),
      overShort: convert(drawers.overShort),
    },
  };
}

/** One line of a report: money (formatted by the view), a count, or a text. */
export type FigureLine =
  | { section: string; label: string; kind: 'money'; value: MinorUnits }
  | { section: string; label: string; kind: 'count'; value: number }
  | { section: string; label: string; kind: 'text'; value: string };

const money = (section: string, label: string, value: MinorUnits): FigureLine => ({ section, label, kind: 'money', value });
const count = (section: string, label: string, value: number): FigureLine => ({ section, label, kind: 'count', value });

/** Every figure of a period in the order the report shows them, grouped by section. */
export function periodFigureLines(figures: PeriodFiguresView): FigureLine[] {
  const { sales } = figures;
  const invoices =
    figures.firstInvoice === null ? '—' : `#${String(figures.firstInvoice)} to #${String(figures.lastInvoice ?? figures.firstInvoice)}`;
  return [
    money('Sales', 'Items', sales.itemsTotal),
    money('Sales', 'Discounts', sales.discountTotal),
    money('Sales', 'Service charge', sales.serviceChargeTotal),
    money('Sales', 'Tax', sales.taxTotal),
    money('Sales', 'Rounding', sales.roundingTotal),
    money('Sales', 'Total', sales.payableTotal),
    money('Sales', 'Tips', sales.tipTotal),
    ...figures.byPaymentType.map((row) => money('By payment type', row.title, row.amount)),
    ...figures.taxes.flatMap((row) => [
      money('Taxes by rate', `${row.title} (${String(row.rate)}%) net`, row.net),
      money('Taxes by rate', `${row.title} (${String(row.rate)}%) tax`, row.tax),
    ]),
    count('Refunds and voids', 'Refunds', figures.refunds.count),
    money('Refunds and voids', 'Refunded', figures.refunds.total),
    count('Refunds and voids', 'Voids', figures.voids),
    ...figures.cashMovements.map((row) => money('Cash movements', `${movementLabel(row.kind)} (${String(row.count)})`, row.amount)),
    count('Cash', 'Drawers closed', figures.drawers.closed),
    money('Cash', 'Expected cash', figures.drawers.expected),
    money('Cash', 'Counted cash', figures.drawers.counted),
    money('Cash', 'Over/short', figures.drawers.overShort),
    count('Checks', 'Invoices', figures.invoiceCount),
    { section: 'Checks', label: 'Invoice numbers', kind: 'text', value: invoices },
    count('Checks', 'Guests', figures.guests),
    money('Checks', 'Average check', figures.averageCheck),
  ];
}

/** Over (positive), short (negative) or even, as the close and the reports say it. */
export function overShortWord(overShort: MinorUnits): 'Over' | 'Short' | 'Even' {
  if (overShort > 0) return 'Over';
  return overShort < 0 ? 'Short' : 'Even';
}

/** What a count grid adds up to: each note or coin times how many (minor units). */
export function countGridTotal(quantities: ReadonlyMap<number, number>): MinorUnits {
  let total = ZERO_MINOR as number;
  for (const [value, quantity] of quantities) total += value * quantity;
  return minorUnits(total);
}
