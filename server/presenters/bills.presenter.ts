// Issue 14 split bills → wire shapes. Money as decimals.
import type { BillDto } from '../../shared/contract/billingSplits';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money';
import type { BillRow, CheckRow } from '../db/schema';

const decimal = (minor: number) => toDecimalAmount(minorUnits(minor));

export interface BillWithChecks {
  bill: BillRow;
  checks: CheckRow[];
  orderIds: number[];
  /** items: the line ids of each check. */
  linesByCheck: ReadonlyMap<number, number[]>;
}

export function presentBill({ bill, checks, orderIds, linesByCheck }: BillWithChecks): BillDto {
  return {
    bill_id: bill.id,
    mode: bill.mode,
    sub_total: decimal(bill.sub_total),
    tax_total: decimal(bill.tax_total),
    total: decimal(bill.total),
    discount_total: decimal(bill.discount_total),
    order_ids: orderIds,
    checks: checks.map((check) => ({
      check_id: check.id,
      position: check.position,
      sub_total: decimal(check.sub_total),
      tax_total: decimal(check.tax_total),
      total: decimal(check.total),
      discount_total: decimal(check.discount_total),
      line_ids: linesByCheck.get(check.id) ?? [],
      invoice_id: check.invoice_id,
    })),
  };
}
