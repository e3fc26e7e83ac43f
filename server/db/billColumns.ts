// The column group of the tables that carry a bill's figures (orders, invoices, bills, checks, credit notes) and the
// row helpers between it and shared/domain/bill/bill.ts BillTotals: read with billOfRow, written with the *ColumnsOf of
// the table, summed by reports with sumsOfBillColumns. The columns keep the names they were created with (sub_total
// is the bill's itemsTotal, total its payableTotal: docs/architecture.md "One bill"); only this module spells them
// for a row's bill, so a new figure is one column here and one line in the reader and the writer.
import { sql } from 'kysely';
import { type BillTotals, type StoredLineFigures, storedBill } from '../../shared/domain/bill/bill';

/** Every figure column a row may carry; a table has the ones its schema declares (orders: the first three). */
export interface BillColumns {
  sub_total: number;
  tax_total: number;
  total: number;
  discount_total?: number;
  tip_total?: number;
  service_charge_total?: number;
  rounding_total?: number;
}

/** A row's figures as the bill: a column the table does not have stands for 0. */
export function billOfRow(row: BillColumns): BillTotals {
  return storedBill({
    itemsTotal: row.sub_total,
    taxTotal: row.tax_total,
    payableTotal: row.total,
    discountTotal: row.discount_total,
    tipTotal: row.tip_total,
    serviceChargeTotal: row.service_charge_total,
    roundingTotal: row.rounding_total,
  });
}

/** The columns of an order or a credit note (every table with a bill has these). */
export function totalsColumnsOf(
  bill: BillTotals,
): Pick<Required<BillColumns>, 'sub_total' | 'tax_total' | 'total' | 'service_charge_total'> {
  return {
    sub_total: bill.itemsTotal,
    tax_total: bill.taxTotal,
    total: bill.payableTotal,
    service_charge_total: bill.serviceChargeTotal,
  };
}

/** The columns of a credit note: the three and the rounding of the tender the money went back in. */
export function creditNoteColumnsOf(bill: BillTotals): Pick<Required<BillColumns>, 'sub_total' | 'tax_total' | 'total' | 'rounding_total'> {
  return { ...totalsColumnsOf(bill), rounding_total: bill.roundingTotal };
}

/** The columns of a split bill or a check (no tip, no rounding: both are paid with an invoice). */
export function billColumnsOf(bill: BillTotals): Omit<Required<BillColumns>, 'tip_total' | 'rounding_total'> {
  return { ...totalsColumnsOf(bill), discount_total: bill.discountTotal };
}

/** The columns of an invoice: everything it was paid with. */
export function invoiceColumnsOf(bill: BillTotals): Required<BillColumns> {
  return { ...billColumnsOf(bill), tip_total: bill.tipTotal, rounding_total: bill.roundingTotal };
}

/** A stored line's figures (order_items, credit_note_lines) as the bill reads them. */
export function lineFiguresOfRow(row: {
  net_amount: number;
  tax_amount: number;
  payable_amount: number;
  discount_amount?: number;
}): StoredLineFigures {
  return { net: row.net_amount, tax: row.tax_amount, payable: row.payable_amount, discount: row.discount_amount ?? 0 };
}

/**
 * The one SQL fragment for report sums: each of the bill's columns summed over the rows the query selects, 0 when there
 * are none, under the column's own name (so `billOfRow` reads the sums as a bill).
 */
export function sumsOfBillColumns<Column extends keyof BillColumns>(columns: readonly Column[]) {
  return columns.map((column) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as(column));
}
