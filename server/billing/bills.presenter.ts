// Split bills → wire shapes. Money as decimals.
import type { BillDto } from '../../shared/contract/billing/splits';
import { billOfRow } from '../db/billColumns';
import type { BillWithChecks } from './splitBill';
import { presentDiscountedTotals } from './billFigures.presenter';

export function presentBill({ bill, checks, orderIds, linesByCheck }: BillWithChecks): BillDto {
  return {
    bill_id: bill.id,
    mode: bill.mode,
    ...presentDiscountedTotals(billOfRow(bill)),
    order_ids: orderIds,
    checks: checks.map((check) => ({
      check_id: check.id,
      position: check.position,
      ...presentDiscountedTotals(billOfRow(check)),
      line_ids: linesByCheck.get(check.id) ?? [],
      invoice_id: check.invoice_id,
    })),
  };
}
