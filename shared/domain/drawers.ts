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

/** A period's figures (the X report's day so far, a Z report's day), minor units. */
export interface PeriodFiguresView {
  invoiceCount: number;
  firstInvoice: number | null;
  lastInvoice: number | null;
  guests: number;
  averageCheck: MinorUnits;
  sales: {
    itemsTotal: MinorUnits;
    taxTotal: MinorUnits;
    payableTotal: MinorUnits;
    discountTotal: MinorUnits;
    serviceChargeTotal: MinorUnits;
    roundingTotal: MinorUnits;
    tipTotal: MinorUnits;
  };
  byPaymentType: Array<{ title: string; amount: MinorUnits }>;
  taxes: Array<{ title: string; rate: number; net: MinorUnits; tax: MinorUnits }>;
  refunds: { count: number; total: MinorUnits };
  voids: number;
  cashMovements: Array<{ kind: string; count: number; amount: MinorUnits }>;
  drawers: { closed: number; expected: MinorUnits; counted: MinorUnits; overShort: MinorUnits };
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
