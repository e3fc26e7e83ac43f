// The one presenter fragment of a bill's figures: the wire's `sub_total` / `tax_total` / `total` (spec 7's names,
// kept as the spec spells them) and Brigade's `discount_total` / `tip_total`, as decimals. The glossary in
// docs/architecture.md "One bill" maps each to the bill's figure.
import type { BillTotals } from '../../shared/domain/bill/bill';
import { toDecimalAmount } from '../../shared/domain/money/money';

/** The spec's three: sub_total (itemsTotal), tax_total (taxTotal), total (payableTotal); and service_charge_total. */
export function presentBillTotals(bill: BillTotals): {
  sub_total: number;
  tax_total: number;
  total: number;
  service_charge_total: number;
} {
  return {
    sub_total: toDecimalAmount(bill.itemsTotal),
    tax_total: toDecimalAmount(bill.taxTotal),
    total: toDecimalAmount(bill.payableTotal),
    service_charge_total: toDecimalAmount(bill.serviceChargeTotal),
  };
}

/** A line's own figures: the spec's three (a service charge is the bill's, never a line's). */
export function presentLineTotals(bill: BillTotals): { sub_total: number; tax_total: number; total: number } {
  const { service_charge_total: _charge, ...line } = presentBillTotals(bill);
  return line;
}

/** With the discounts already out of them (a split bill, a check). */
export function presentDiscountedTotals(bill: BillTotals): ReturnType<typeof presentBillTotals> & { discount_total: number } {
  return { ...presentBillTotals(bill), discount_total: toDecimalAmount(bill.discountTotal) };
}
