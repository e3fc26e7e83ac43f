// Spec 9 totals and spec 3 cart line: a line's figures, in integer minor units, for the POS screen and the server.
// Tax is rounded half away from zero once per line. Lines are summed only by the bill (bill.ts buildBill: the POS
// cart, the server when it places an order or a line is cancelled); what it gives is stored on the order, and
// everything after (Orders screen, pay summary, the pay check, invoice, receipt) reads those stored figures.
import { type BasisPoints, basisPoints, includedShareAt, shareAt } from '../money/basisPoints';
import { minorUnits, sumMinor, type MinorUnits } from '../money/money';
import type { TaxType } from '../tax';

/** A line's tax: one of the tax types, or none. */
type TaxKind = TaxType | 'none';

export interface LineTaxInput {
  /** Unit price in minor units: the variant price when one is chosen, else the item price, plus addons. */
  unitPrice: MinorUnits;
  quantity: number;
  /** 5% → 500, 12.5% → 1250. */
  taxRateBasisPoints: BasisPoints;
  /** 'exclusive' | 'inclusive'; anything else adds no tax (spec 9). */
  taxType: string | null | undefined;
  /**
   * Taken off price × quantity before tax (shared/domain/bill/discounts.ts lineDiscounts); tax is then on the
   * discounted amount (spec 9). Clamped to [0, price × quantity].
   */
  discount?: MinorUnits;
}

export interface LineTotals {
  /** price × quantity, less the line's discount */
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

export function lineTotals(line: LineTaxInput): LineTotals {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError('quantity must be a non-negative integer');
  if (!Number.isSafeInteger(line.unitPrice)) throw new RangeError('unitPrice must be integer minor units');
  const gross = lineAmount(line.unitPrice, line.quantity);
  const amount = minorUnits(gross - Math.min(Math.max(0, line.discount ?? 0), Math.max(0, gross)));
  const rate = basisPoints(Math.max(0, Math.trunc(line.taxRateBasisPoints)));
  switch (taxKind(line.taxType)) {
    case 'exclusive': {
      const tax = shareAt(amount, rate);
      return { amount, net: amount, tax, payable: minorUnits(amount + tax) };
    }
    case 'inclusive': {
      const tax = includedShareAt(amount, rate);
      return { amount, net: minorUnits(amount - tax), tax, payable: amount };
    }
    case 'none':
      return { amount, net: amount, tax: minorUnits(0), payable: amount };
  }
}
