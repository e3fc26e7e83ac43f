// The totals every order dialog shows (spec 2.5: items net total, tax total and payable total).
import type { OrderTotals } from '../../../../shared/domain/bill';
import { formatMoney, type MinorUnits } from '../../../../shared/domain/money';
import { Badge } from '../../../../shared/ui/Surface';
import * as css from './dialogs.css';

export function OrderSummary({
  totals,
  currencySymbol,
  details,
}: {
  /** With the cash rounding of the payment type chosen, when it rounds. */
  totals: OrderTotals & { roundingTotal?: MinorUnits };
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
        <dt className={css.summaryLabel}>Items net total</dt>
        <dd className={css.summaryValue}>{money(totals.itemsTotal)}</dd>
        <dt className={css.summaryLabel}>Tax total</dt>
        <dd className={css.summaryValue}>{money(totals.taxTotal)}</dd>
        {totals.roundingTotal ? (
          <>
            <dt className={css.summaryLabel}>Rounding</dt>
            <dd className={css.summaryValue} data-testid="pay-rounding">
              {money(totals.roundingTotal)}
            </dd>
          </>
        ) : null}
        <dt className={css.summaryTotalLabel}>Payable total</dt>
        <dd className={css.summaryTotalValue}>{money(totals.payableTotal)}</dd>
      </dl>
    </>
  );
}
