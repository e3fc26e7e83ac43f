// Beyond spec 2.12's eight tiles: what settling the bill adds to a period (GET /billing/report): the
// revenue before refunds, the refunds (Revenue above is already net of them), the discounts given and the tips,
// with the tips per user and day. Its own call, so the spec's tiles never wait for it.
import { getBillingReport, type BillingReportView } from '../../../shared/api/refunds';
import { currencySymbol } from '../../../shared/domain/money/currencies';
import { formatMoney, type MinorUnits } from '../../../shared/domain/money/money';
import { Card } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import * as css from './reports.css';

interface BillingTile {
  label: string;
  text: string;
}

function billingTiles(report: BillingReportView): BillingTile[] {
  const symbol = currencySymbol(report.currency);
  const money = (minor: MinorUnits) => formatMoney(minor, symbol);
  return [
    { label: 'Revenue before refunds', text: money(report.grossRevenue) },
    { label: `Refunds (${report.refundsCount})`, text: money(report.refundsTotal) },
    { label: 'Discounts', text: money(report.discountTotal) },
    { label: 'Tips', text: money(report.tipsTotal) },
  ];
}

export function BillingFigures({ params }: { params: Record<string, string> }) {
  const { state } = useLoad(() => getBillingReport(params), JSON.stringify(params));
  if (state.status !== 'ready') return null;
  const symbol = currencySymbol(state.data.currency);
  return (
    <Card className={css.panel} aria-label="Refunds, discounts and tips">
      <ul className={css.tiles} aria-label="Refunds, discounts and tips">
        {billingTiles(state.data).map((tile) => (
          <li key={tile.label} className={css.tile}>
            <span className={css.tileLabel}>{tile.label}</span>
            <span className={css.tileValue} data-testid="billing-tile-value">
              {tile.text}
            </span>
          </li>
        ))}
      </ul>
      {state.data.tipsByUserDay.length > 0 ? (
        <table className={css.tipsTable} aria-label="Tips per user and day">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">User</th>
              <th scope="col">Checks</th>
              <th scope="col">Tips</th>
            </tr>
          </thead>
          <tbody>
            {state.data.tipsByUserDay.map((row) => (
              <tr key={`${row.day}-${row.user_id ?? row.user_name}`}>
                <td>{row.day}</td>
                <td>{row.user_name}</td>
                <td>{row.checks}</td>
                <td>{formatMoney(row.tips, symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
