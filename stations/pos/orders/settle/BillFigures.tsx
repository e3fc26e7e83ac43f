// The figures of Pay & Complete: the bill's lines (shared/domain/bill/billLines.ts: the spec's subtotal, tax and total,
// and what discounts took off, a service charge, rounding and the tip when they are not zero) and, once the bill is
// split, its checks: each one's total, whether it is paid, and which one is paid next.
import type { BillView, CheckView, SplitView } from '../../../../shared/api/billing';
import { Fragment } from 'react';
import { storedBill } from '../../../../shared/domain/bill/bill';
import { type BillLineFigure, billLines } from '../../../../shared/domain/bill/billLines';
import { minorUnits, type MinorUnits } from '../../../../shared/domain/money/money';
import * as orderCss from '../orders.css';
import * as css from './settle.css';
import { seatLabel } from '../../../../shared/domain/tableService';

export interface BillFiguresProps {
  bill: BillView;
  money: (minor: MinorUnits) => string;
  tip: MinorUnits;
  /** What a rounding tender (cash to 0.05) adds or takes off the whole bill; 0 otherwise. */
  rounding: MinorUnits;
}

/** Each line's words and test id on the pay sheet. */
const PAY_SHEET_LINES: Record<BillLineFigure, { label: string; testId: string }> = {
  discountTotal: { label: 'Discounts', testId: 'pay-discount' },
  itemsTotal: { label: 'Subtotal', testId: 'pay-subtotal' },
  serviceChargeTotal: { label: 'Service charge', testId: 'pay-service-charge' },
  taxTotal: { label: 'Tax', testId: 'pay-tax' },
  roundingTotal: { label: 'Rounding', testId: 'pay-rounding' },
  payableTotal: { label: 'Total', testId: 'pay-total' },
  tipTotal: { label: 'Tip (not taxed)', testId: 'pay-tip' },
  paidTotal: { label: 'To pay', testId: 'pay-payable' },
};

export function BillFigures({ bill, money, tip, rounding }: BillFiguresProps) {
  const figures = storedBill({
    ...bill.totals,
    payableTotal: bill.totals.payableTotal + rounding,
    roundingTotal: rounding,
    discountTotal: bill.discountTotal,
    tipTotal: tip,
  });
  return (
    <dl className={orderCss.summary} aria-label="Payment summary">
      {billLines(figures).map(({ figure, amount, isGrand }) => (
        <Fragment key={figure}>
          <dt className={isGrand ? orderCss.summaryTotalLabel : orderCss.summaryLabel}>{PAY_SHEET_LINES[figure].label}</dt>
          <dd className={isGrand ? orderCss.summaryTotalValue : orderCss.summaryValue} data-testid={PAY_SHEET_LINES[figure].testId}>
            {/* A discount is shown taken off, with the minus sign of the figures. */}
            {amount < 0 ? `−${money(minorUnits(-amount))}` : money(amount)}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export interface ChecksListProps {
  split: SplitView;
  chosen: CheckView | null;
  onChoose: (checkId: number) => void;
  money: (minor: MinorUnits) => string;
  /** Each line's seat, when the bill's lines have seats: a check of one seat's lines says whose it is. */
  seatOfLine?: ReadonlyMap<number, number | null>;
}

/** "Seat 2" or "Shared" when every line of the check is that seat's; null otherwise. */
function seatOfCheck(lineIds: readonly number[], seatOfLine: ReadonlyMap<number, number | null> | undefined): string | null {
  if (!seatOfLine || lineIds.length === 0) return null;
  const seats = new Set(lineIds.map((id) => seatOfLine.get(id) ?? null));
  const [seat] = seats;
  if (seats.size !== 1 || seat === undefined) return null;
  return seatLabel(seat);
}

export function ChecksList({ split, chosen, onChoose, money, seatOfLine }: ChecksListProps) {
  const paidCount = split.checks.filter((check) => check.invoice_id !== null).length;
  return (
    <section className={css.section} aria-label="Checks">
      <h3 className={css.sectionTitle}>
        Checks: {paidCount} of {split.checks.length} paid
      </h3>
      <ul className={css.checks}>
        {split.checks.map((check) => {
          const isPaid = check.invoice_id !== null;
          return (
            <li key={check.check_id} className={[css.check, isPaid ? css.checkPaid : ''].join(' ')} data-testid="check">
              {/* The whole card is the radio's label: one tap anywhere on it picks the check. */}
              <label className={css.checkChoice}>
                <span className={css.radio}>
                  <input
                    type="radio"
                    name="check-to-pay"
                    checked={chosen?.check_id === check.check_id}
                    disabled={isPaid}
                    onChange={() => onChoose(check.check_id)}
                  />
                  Check {check.position}
                  {seatOfCheck(check.line_ids, seatOfLine) ? ` · ${seatOfCheck(check.line_ids, seatOfLine)}` : ''}
                </span>
                <strong data-testid="check-total">{money(check.totals.payableTotal)}</strong>
                <span className={css.muted}>{isPaid ? 'Paid' : 'To pay'}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
