// Spec 9 totals and spec 3 cart line: one engine for the POS screen and the server, in integer minor units.
// Tax is rounded half away from zero once per line; an order's totals are `orderTotals` of its lines, the one
// function that sums lines (the POS cart, the server when it places an order or a line is cancelled). What it
// gives is stored on the order, and everything after (Orders screen, pay summary, the pay check, invoice,
// receipt) reads those stored totals, so an order-level figure is never recomputed away.
import { minorUnits, sumMinor, type MinorUnits } from './money';
import type { TaxType } from './tax';

/** A line's tax: one of the tax types, or none. */
type TaxKind = TaxType | 'none';

export interface LineTaxInput {
  /** Unit price in minor units: the variant price when one is chosen, else the item price, plus addons. */
  unitPrice: MinorUnits;
  quantity: number;
  /** Hundredths of a percent (basis points): 5% → 500, 12.5% → 1250. */
  taxRateBasisPoints: number;
  /** 'exclusive' | 'inclusive'; anything else adds no tax (spec 9). */
  taxType: string | null | undefined;
  /**
   * Issue 14: taken off price × quantity before tax (shared/domain/discounts.ts lineDiscounts); tax is then on the
   * discounted amount (spec 9). Clamped to [0, price × quantity].
   */
  discount?: MinorUnits;
}

export interface LineTotals {
  /** price × quantity, less the line's discount (issue 14) */
  amount: MinorUnits;
  /** amount without tax */
  net: MinorUnits;
  tax: MinorUnits;
  /** what the customer pays for the line */
  payable: MinorUnits;
}

/** A line of an order: its price snapshot and, once stored, its status (a cancelled line is not charged). */
export interface OrderLine extends LineTaxInput {
  status?: string;
}

export interface OrderTotals {
  itemsTotal: MinorUnits;
  taxTotal: MinorUnits;
  payableTotal: MinorUnits;
}

function taxKind(type: string | null | undefined): TaxKind {
  return type === 'exclusive' || type === 'inclusive' ? type : 'none';
}

/** Spec 3: variant price overrides the base price; addon prices add to it. */
export function unitPrice(
  basePrice: MinorUnits,
  variantPrice: MinorUnits | null | undefined,
  addonPrices: readonly MinorUnits[],
): MinorUnits {
  return sumMinor([variantPrice ?? basePrice, ...addonPrices]);
}

/** Spec 9: the line amount is price times quantity. */
export function lineAmount(price: MinorUnits, quantity: number): MinorUnits {
  return minorUnits(price * quantity);
}

/** Cancelled lines are not charged: they stay on the order but out of every total, invoice and receipt. */
export function isChargedLine(line: { status?: string | null }): boolean {
  return line.status !== 'cancelled';
}

/** numerator / denominator rounded half away from zero, exactly (BigInt: amount × rate can pass 2^53). */
function divideRounded(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return Number(negative ? -quotient : quotient);
}

export function lineTotals(line: LineTaxInput): LineTotals {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError('quantity must be a non-negative integer');
  if (!Number.isSafeInteger(line.unitPrice)) throw new RangeError('unitPrice must be integer minor units');
  const gross = lineAmount(line.unitPrice, line.quantity);
  const amount = minorUnits(gross - Math.min(Math.max(0, line.discount ?? 0), Math.max(0, gross)));
  const rate = BigInt(Math.max(0, Math.trunc(line.taxRateBasisPoints)));
  switch (taxKind(line.taxType)) {
    case 'exclusive': {
      const tax = minorUnits(divideRounded(BigInt(amount) * rate, 10_000n));
      return { amount, net: amount, tax, payable: minorUnits(amount + tax) };
    }
    case 'inclusive': {
      const tax = minorUnits(divideRounded(BigInt(amount) * rate, 10_000n + rate));
      return { amount, net: minorUnits(amount - tax), tax, payable: amount };
    }
    case 'none':
      return { amount, net: amount, tax: minorUnits(0), payable: amount };
  }
}

/**
 * The one sum of an order's lines: items (net) total, tax total and payable total, each line's tax rounded
 * once (lineTotals); cancelled lines left out.
 */
export function orderTotals(lines: readonly OrderLine[]): OrderTotals {
  let itemsTotal = 0;
  let taxTotal = 0;
  let payableTotal = 0;
  for (const line of lines) {
    if (!isChargedLine(line)) continue;
    const totals = lineTotals(line);
    itemsTotal += totals.net;
    taxTotal += totals.tax;
    payableTotal += totals.payable;
  }
  return { itemsTotal: minorUnits(itemsTotal), taxTotal: minorUnits(taxTotal), payableTotal: minorUnits(payableTotal) };
}

/** Several orders' stored totals together: what one payment (Pay & Complete, a group's receipt) covers. */
export function addOrderTotals(orders: readonly OrderTotals[]): OrderTotals {
  let itemsTotal = 0;
  let taxTotal = 0;
  let payableTotal = 0;
  for (const totals of orders) {
    itemsTotal += totals.itemsTotal;
    taxTotal += totals.taxTotal;
    payableTotal += totals.payableTotal;
  }
  return { itemsTotal: minorUnits(itemsTotal), taxTotal: minorUnits(taxTotal), payableTotal: minorUnits(payableTotal) };
}
