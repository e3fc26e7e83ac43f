// Spec 9 totals and spec 3 cart line: one engine for the POS screen and the server, in integer minor units.
// Tax is rounded half away from zero once per line; order totals are sums of lines.
import type { MinorUnits } from './money';

export type TaxKind = 'exclusive' | 'inclusive' | 'none';

export interface LineTaxInput {
  /** Unit price in minor units: the variant price when one is chosen, else the item price, plus addons. */
  unitPrice: MinorUnits;
  quantity: number;
  /** Hundredths of a percent (basis points): 5% → 500, 12.5% → 1250. */
  taxRateBasisPoints: number;
  /** 'exclusive' | 'inclusive'; anything else adds no tax (spec 9). */
  taxType: string | null | undefined;
}

export interface LineTotals {
  /** price × quantity */
  amount: MinorUnits;
  /** amount without tax */
  net: MinorUnits;
  tax: MinorUnits;
  /** what the customer pays for the line */
  payable: MinorUnits;
}

export interface OrderTotals {
  itemsTotal: MinorUnits;
  taxTotal: MinorUnits;
  payableTotal: MinorUnits;
}

export function taxKind(type: string | null | undefined): TaxKind {
  return type === 'exclusive' || type === 'inclusive' ? type : 'none';
}

/** Spec 3: variant price overrides the base price; addon prices add to it. */
export function unitPrice(basePrice: MinorUnits, variantPrice: MinorUnits | null | undefined, addonPrices: readonly MinorUnits[]): MinorUnits {
  return (variantPrice ?? basePrice) + addonPrices.reduce((sum, price) => sum + price, 0);
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
  const amount = line.unitPrice * line.quantity;
  const rate = BigInt(Math.max(0, Math.trunc(line.taxRateBasisPoints)));
  switch (taxKind(line.taxType)) {
    case 'exclusive': {
      const tax = divideRounded(BigInt(amount) * rate, 10_000n);
      return { amount, net: amount, tax, payable: amount + tax };
    }
    case 'inclusive': {
      const tax = divideRounded(BigInt(amount) * rate, 10_000n + rate);
      return { amount, net: amount - tax, tax, payable: amount };
    }
    default:
      return { amount, net: amount, tax: 0, payable: amount };
  }
}

/** Sums of the lines: items (net) total, tax total and payable total. */
export function orderTotals(lines: readonly LineTaxInput[]): OrderTotals {
  let itemsTotal = 0;
  let taxTotal = 0;
  let payableTotal = 0;
  for (const line of lines) {
    const totals = lineTotals(line);
    itemsTotal += totals.net;
    taxTotal += totals.tax;
    payableTotal += totals.payable;
  }
  return { itemsTotal, taxTotal, payableTotal };
}
