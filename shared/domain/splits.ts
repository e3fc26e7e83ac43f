// Issue 14 split bills: a table's bill (its net, tax, total and the discounts already in them, minor units) into
// checks. Evenly by guests: the total in N parts as equal as can be (the first parts carry the extra cents); by
// amount: the amounts given, which must add up to the total; by items: each check is the sum of its lines. For
// shares (evenly, by amount) each check's tax and discount are the bill's, shared in proportion to the check's total
// (largest remainder), and its net is its total less its tax. So every field of the checks adds up to the bill's
// exactly, none is negative, and net + tax = total on every check (docs/reports.md "Split bills").
import { allocate, splitEvenly } from './allocation';
import { minorUnits, type MinorUnits } from './money';

export interface BillFigures {
  net: number;
  tax: number;
  total: number;
  discount: number;
}

export interface CheckFigures {
  net: MinorUnits;
  tax: MinorUnits;
  total: MinorUnits;
  discount: MinorUnits;
}

export const MAX_CHECKS = 50;

/** Checks of the given totals, with the bill's tax and discount shared in proportion to them. */
function shareChecks(bill: BillFigures, totals: readonly MinorUnits[]): CheckFigures[] {
  const taxes = allocate(bill.tax, totals);
  const discounts = allocate(bill.discount, totals);
  return totals.map((total, index) => {
    const tax = taxes[index] ?? minorUnits(0);
    return { total, tax, net: minorUnits(total - tax), discount: discounts[index] ?? minorUnits(0) };
  });
}

/** Evenly by `guests` (1…MAX_CHECKS). */
export function evenChecks(bill: BillFigures, guests: number): CheckFigures[] {
  if (!Number.isSafeInteger(guests) || guests < 1 || guests > MAX_CHECKS) throw new RangeError('guests must be 1…50');
  return shareChecks(bill, splitEvenly(bill.total, guests));
}

/** By the amounts given (each above 0, adding up to the bill's total); null when they do not. */
export function amountChecks(bill: BillFigures, amounts: readonly number[]): CheckFigures[] | null {
  if (amounts.length < 1 || amounts.length > MAX_CHECKS) return null;
  if (amounts.some((amount) => !Number.isSafeInteger(amount) || amount <= 0)) return null;
  if (amounts.reduce((sum, amount) => sum + amount, 0) !== bill.total) return null;
  return shareChecks(bill, amounts.map(minorUnits));
}

export interface SplitLine {
  net: number;
  tax: number;
  payable: number;
  discount: number;
}

/** By items: `checkOf[i]` is the check (0-based) line i goes on; every check needs a line. Null otherwise. */
export function itemChecks(lines: readonly SplitLine[], checkOf: readonly number[], checkCount: number): CheckFigures[] | null {
  if (!Number.isSafeInteger(checkCount) || checkCount < 1 || checkCount > MAX_CHECKS || checkOf.length !== lines.length) return null;
  const sums = Array.from({ length: checkCount }, () => ({ net: 0, tax: 0, total: 0, discount: 0, lines: 0 }));
  for (const [index, line] of lines.entries()) {
    const sum = sums[checkOf[index] ?? -1];
    if (!sum) return null;
    sum.net += line.net;
    sum.tax += line.tax;
    sum.total += line.payable;
    sum.discount += line.discount;
    sum.lines += 1;
  }
  if (sums.some((sum) => sum.lines === 0)) return null;
  return sums.map((sum) => ({
    net: minorUnits(sum.net),
    tax: minorUnits(sum.tax),
    total: minorUnits(sum.total),
    discount: minorUnits(sum.discount),
  }));
}

/** Which check of a split bill a document is for: its own lines ('Check 1 of 2', by items) or a share of the table's. */
export interface CheckPlace {
  position: number;
  count: number;
  mode: 'items' | 'even' | 'amount';
}

/** 'Check 1 of 2' (by items: its own lines) or 'Share 1 of 2' (evenly or by amount: a share of every line). */
export function checkLabel({ position, count, mode }: CheckPlace): string {
  return `${mode === 'items' ? 'Check' : 'Share'} ${position} of ${count}`;
}
