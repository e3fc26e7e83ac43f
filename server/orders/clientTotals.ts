// Spec 7 create-order-and-invoice sends netTotal, taxTotal and total, and spec 9 gives no rounding rule: Brigade
// rounds tax once per line, a client may round it once on the whole order. Both are honest, so a cart whose
// payable total is Brigade's and whose net/tax split differs only by that rounding is taken, and the order is
// stored with Brigade's figures. Anything else is a price that changed: 409, naming the figure and the gap.
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import type { BillTotals } from '../../shared/domain/bill/bill';
import { conflict } from '../errors';
import type { PricedCart } from './repriceCart';

export interface ClientTotals {
  netTotal: number;
  taxTotal: number;
  total: number;
}

/**
 * How far a client's tax total may be from Brigade's through rounding alone. With k of the taxed lines rounded up
 * (fraction ≥ ½) and the rest down, per-line rounding gives k more than the floors while rounding the sum once gives
 * round(Σ fractions), which is at least round(k / 2): the two differ by at most ⌊lines / 2⌋ minor units (one taxed
 * line: none; Tomato Soup 5.93 + Tiramisu 6.57 at 5 % included: 0.28 + 0.31 per line, 0.60 on the total).
 */
function roundingAllowance(taxedLines: number): number {
  return Math.floor(taxedLines / 2);
}

function taxedLineCount(priced: PricedCart): number {
  return priced.lines.filter(
    (line) => line.input.taxRateBasisPoints > 0 && (line.input.taxType === 'exclusive' || line.input.taxType === 'inclusive'),
  ).length;
}

/**
 * Refuses (409) client totals that are not Brigade's, beyond a tax split that differs only by rounding. `server`: the
 * bill the client pays, the cart's own or with its tender's cash rounding.
 */
export function checkClientTotals(
  client: ClientTotals,
  priced: PricedCart,
  changedMessage: string,
  server: BillTotals = priced.totals,
): void {
  const gap = describeGap(client, server, roundingAllowance(taxedLineCount(priced)));
  if (gap) throw conflict(`${changedMessage} ${gap}`);
}

function describeGap(client: ClientTotals, server: BillTotals, allowance: number): string | null {
  if (client.total !== server.payableTotal) return figureGap('Total', client.total, server.payableTotal);
  // The same total, split into net and tax that add up to it (with the cash rounding), with the tax within rounding
  // of Brigade's.
  const isSplitOfTotal = client.netTotal + client.taxTotal + server.serviceChargeTotal + server.roundingTotal === client.total;
  if (isSplitOfTotal && Math.abs(client.taxTotal - server.taxTotal) <= allowance) return null;
  if (client.taxTotal !== server.taxTotal) return figureGap('Tax total', client.taxTotal, server.taxTotal);
  return figureGap('Net total', client.netTotal, server.itemsTotal);
}

function figureGap(figure: string, sent: number, expected: number): string {
  const difference = formatAmount(minorUnits(Math.abs(sent - expected)));
  const direction = sent > expected ? 'more' : 'less';
  return `${figure} sent ${formatAmount(minorUnits(sent))}, expected ${formatAmount(minorUnits(expected))} (${difference} ${direction}).`;
}
