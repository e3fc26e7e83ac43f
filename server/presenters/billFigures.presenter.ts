// The one presenter fragment of a bill's figures: the wire's `sub_total` / `tax_total` / `total` (spec 7's names,
// kept as the spec spells them) and Brigade's `discount_total` / `tip_total`, as decimals. The glossary in
// docs/architecture.md "One bill" maps each to the bill's figure.
import type { BillTotals } from '../../shared/domain/bill';
import { toDecimalAmount } from '../../shared/domain/money';

/** The spec's three: sub_total (itemsTotal), tax_total (taxTotal), total (payableTotal). */
export function presentBillTotals(bill: BillTotals): { sub_total: number; tax_total: number; total: number } {
  return {
    sub_total: toDecimalAmount(bill.itemsTotal),
    tax_total: toDecimalAmount(bill.taxTotal),
    total: toDecimalAmount(bill.payableTotal),
  };
}

/** With the discounts already out of them (a split bill, a check). */
export function presentDiscountedTotals(bill: BillTotals): ReturnType<typeof presentBillTotals> & { discount_total: number } {
  return { ...presentBillTotals(bill), discount_total: toDecimalAmount(bill.discountTotal) };
}
