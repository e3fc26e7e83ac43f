// Split bills: a table's bill (shared/domain/bill/bill.ts BillTotals, minor units) into checks, each a bill of its own.
// Evenly by guests: the payable in N parts as equal as can be (the first parts carry the extra cents); by amount: the
// amounts given, which must add up to the payable; by items: each check is the bill of its lines. For shares
// (evenly, by amount) every figure of the bill is shared in proportion to the checks' payables (bill.ts shareBill:
// largest remainder) and the items are the rest, so every figure of the checks adds up to the bill's exactly, none
// is negative, and each check adds up on its own (docs/reports.md "Split bills"). By items, what the bill has beyond
// its lines (a service charge and its tax) is shared over the checks in proportion to their items.
import { allocate, splitEvenly } from './allocation';
import { type BillTotals, type StoredLineFigures, addBills, billOfLines, shareBill, storedBill, subtractBills } from './bill';
import { minorUnits } from '../money/money';

export const MAX_CHECKS = 50;

/** Evenly by `guests` (1…MAX_CHECKS). */
export function evenChecks(bill: BillTotals, guests: number): BillTotals[] {
  if (!Number.isSafeInteger(guests) || guests < 1 || guests > MAX_CHECKS) throw new RangeError('guests must be 1…50');
  return shareBill(bill, splitEvenly(bill.payableTotal, guests));
}

/** By the amounts given (each above 0, adding up to the bill's payable); null when they do not. */
export function amountChecks(bill: BillTotals, amounts: readonly number[]): BillTotals[] | null {
  if (amounts.length < 1 || amounts.length > MAX_CHECKS) return null;
  if (amounts.some((amount) => !Number.isSafeInteger(amount) || amount <= 0)) return null;
  if (amounts.reduce((sum, amount) => sum + amount, 0) !== bill.payableTotal) return null;
  return shareBill(bill, amounts.map(minorUnits));
}

/**
 * By items: `checkOf[i]` is the check (0-based) line i goes on; every check needs a line. Null otherwise. `bill`: the
 * bill of all the lines, whose service charge (and its tax) the checks share by their items.
 */
export function itemChecks(
  lines: readonly StoredLineFigures[],
  checkOf: readonly number[],
  checkCount: number,
  bill?: BillTotals,
): BillTotals[] | null {
  if (!Number.isSafeInteger(checkCount) || checkCount < 1 || checkCount > MAX_CHECKS || checkOf.length !== lines.length) return null;
  const linesByCheck: StoredLineFigures[][] = Array.from({ length: checkCount }, () => []);
  for (const [index, line] of lines.entries()) {
    const own = linesByCheck[checkOf[index] ?? -1];
    if (!own) return null;
    own.push(line);
  }
  if (linesByCheck.some((own) => own.length === 0)) return null;
  const checks = linesByCheck.map(billOfLines);
  return bill ? withServiceChargeShares(checks, bill) : checks;
}

/** The bill's service charge and the tax on it (what the lines' own figures do not hold) shared by the checks' items. */
function withServiceChargeShares(checks: readonly BillTotals[], bill: BillTotals): BillTotals[] {
  const rest = subtractBills(bill, [addBills(checks)]);
  if (rest.serviceChargeTotal <= 0 || rest.taxTotal < 0) return [...checks];
  const weights = checks.map((check) => Math.max(0, check.itemsTotal));
  const charges = allocate(rest.serviceChargeTotal, weights);
  const taxes = allocate(rest.taxTotal, weights);
  return checks.map((check, index) => {
    const charge = charges[index] ?? 0;
    const tax = taxes[index] ?? 0;
    return storedBill({
      ...check,
      serviceChargeTotal: check.serviceChargeTotal + charge,
      taxTotal: check.taxTotal + tax,
      payableTotal: check.payableTotal + charge + tax,
    });
  });
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
