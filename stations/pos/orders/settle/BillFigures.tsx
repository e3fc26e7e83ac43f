// Issue 14: the figures of Pay & Complete (the spec's subtotal, tax and total, plus what discounts took off and the
// tip) and, once the bill is split, its checks: each one's total, whether it is paid, and which one is paid next.
import type { BillView, CheckView, SplitView } from '../../../../shared/api/billing';
import type { MinorUnits } from '../../../../shared/domain/money';
import * as orderCss from '../orders.css';
import * as css from './settle.css';

export interface BillFiguresProps {
  bill: BillView;
  money: (minor: MinorUnits) => string;
  tip: MinorUnits;
  payable: MinorUnits;
}

export function BillFigures({ bill, money, tip, payable }: BillFiguresProps) {
  return (
    <dl className={orderCss.summary} aria-label="Payment summary">
      {bill.discountTotal > 0 ? (
        <>
          <dt className={orderCss.summaryLabel}>Discounts</dt>
          <dd className={orderCss.summaryValue} data-testid="pay-discount">
            −{money(bill.discountTotal)}
          </dd>
        </>
      ) : null}
      <dt className={orderCss.summaryLabel}>Subtotal</dt>
      <dd className={orderCss.summaryValue} data-testid="pay-subtotal">
        {money(bill.totals.itemsTotal)}
      </dd>
      <dt className={orderCss.summaryLabel}>Tax</dt>
      <dd className={orderCss.summaryValue} data-testid="pay-tax">
        {money(bill.totals.taxTotal)}
      </dd>
      <dt className={orderCss.summaryTotalLabel}>Total</dt>
      <dd className={orderCss.summaryTotalValue} data-testid="pay-total">
        {money(bill.totals.payableTotal)}
      </dd>
      {tip > 0 ? (
        <>
          <dt className={orderCss.summaryLabel}>Tip (not taxed)</dt>
          <dd className={orderCss.summaryValue} data-testid="pay-tip">
            {money(tip)}
          </dd>
          <dt className={orderCss.summaryTotalLabel}>To pay</dt>
          <dd className={orderCss.summaryTotalValue} data-testid="pay-payable">
            {money(payable)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export interface ChecksListProps {
  split: SplitView;
  chosen: CheckView | null;
  onChoose: (checkId: number) => void;
  money: (minor: MinorUnits) => string;
}

export function ChecksList({ split, chosen, onChoose, money }: ChecksListProps) {
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
              <label className={css.radio}>
                <input
                  type="radio"
                  name="check-to-pay"
                  checked={chosen?.check_id === check.check_id}
                  disabled={isPaid}
                  onChange={() => onChoose(check.check_id)}
                />
                Check {check.position}
              </label>
              <strong data-testid="check-total">{money(check.totals.payableTotal)}</strong>
              <span className={css.muted}>{isPaid ? 'Paid' : 'To pay'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
