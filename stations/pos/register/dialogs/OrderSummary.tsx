// The totals every order dialog shows (spec 2.5: items net total, tax total and payable total), as the bill's lines
// (shared/domain/bill/billLines.ts): a discount, a service charge and the cash rounding of the payment type chosen show
// when they are not zero.
import { Fragment } from 'react';
import type { BillTotals } from '../../../../shared/domain/bill/bill';
import { type BillLineFigure, billLines } from '../../../../shared/domain/bill/billLines';
import { formatMoney, minorUnits, type MinorUnits } from '../../../../shared/domain/money/money';
import { Badge } from '../../../../shared/ui/Surface';
import * as css from './dialogs.css';

/** Each line's words and test id in the dialogs. */
const SUMMARY_LINES: Record<BillLineFigure, { label: string; testId: string }> = {
  discountTotal: { label: 'Discounts', testId: 'pay-discount' },
  itemsTotal: { label: 'Items net total', testId: 'pay-subtotal' },
  serviceChargeTotal: { label: 'Service charge', testId: 'pay-service-charge' },
  taxTotal: { label: 'Tax total', testId: 'pay-tax' },
  roundingTotal: { label: 'Rounding', testId: 'pay-rounding' },
  payableTotal: { label: 'Payable total', testId: 'pay-total' },
  tipTotal: { label: 'Tip', testId: 'pay-tip' },
  paidTotal: { label: 'Paid', testId: 'pay-paid' },
};

export function OrderSummary({
  totals,
  currencySymbol,
  details,
}: {
  totals: BillTotals;
  currencySymbol: string;
  details: readonly string[];
}) {
  const money = (minor: MinorUnits) => formatMoney(minor, currencySymbol);
  return (
    <>
      {details.length > 0 ? (
        <div className={css.context}>
          {details.map((detail) => (
            <Badge key={detail}>{detail}</Badge>
          ))}
        </div>
      ) : null}
      <dl className={css.summary} aria-label="Order totals">
        {billLines(totals).map(({ figure, amount, isGrand }) => (
          <Fragment key={figure}>
            <dt className={isGrand ? css.summaryTotalLabel : css.summaryLabel}>{SUMMARY_LINES[figure].label}</dt>
            <dd className={isGrand ? css.summaryTotalValue : css.summaryValue} data-testid={SUMMARY_LINES[figure].testId}>
              {amount < 0 && figure === 'discountTotal' ? `−${money(minorUnits(-amount))}` : money(amount)}
            </dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
