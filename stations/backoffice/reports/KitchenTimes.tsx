// The Reports kitchen tile: how long orders placed in the period took from order to completed (every line
// out of the kitchen's hands), average and 90th percentile, overall, per prep station and per hour of the day they
// were placed (GET /kitchen/timing; docs/reports.md defines each figure). Its own call, so the spec's tiles never
// wait for it.
import { getKitchenTiming } from '../../../shared/api/kitchen';
import type { TimingFigureDto } from '../../../shared/contract/kitchen';
import { formatDuration } from '../../../shared/domain/kitchen';
import { Card } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import * as own from './kitchenTimes.css';
import * as css from './reports.css';

const duration = (seconds: number | null) => (seconds === null ? '–' : formatDuration(seconds));

function FigureRow({ label, figure }: { label: string; figure: TimingFigureDto }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{figure.orders}</td>
      <td>{duration(figure.averageSeconds)}</td>
      <td>{duration(figure.p90Seconds)}</td>
    </tr>
  );
}

function FigureTable({
  label,
  first,
  rows,
}: {
  label: string;
  first: string;
  rows: { key: string; label: string; figure: TimingFigureDto }[];
}) {
  return (
    <table className={css.tipsTable} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">Orders</th>
          <th scope="col">Average</th>
          <th scope="col">90 %</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <FigureRow key={row.key} label={row.label} figure={row.figure} />
        ))}
      </tbody>
    </table>
  );
}

export function KitchenTimes({ params }: { params: Record<string, string> }) {
  const { state } = useLoad(() => getKitchenTiming(params), JSON.stringify(params));
  if (state.status !== 'ready') return null;
  const { overall, stations, hours } = state.data;
  return (
    <Card className={[css.panel, own.card].join(' ')} aria-label="Kitchen times">
      <ul className={css.tiles} aria-label="Kitchen times">
        <li className={css.tile}>
          <span
            className={css.tileLabel}
          >{`Kitchen: order → completed, average (${overall.orders === 1 ? '1 order' : `${overall.orders} orders`})`}</span>
          <span className={css.tileValue} data-testid="kitchen-tile-value">
            {duration(overall.averageSeconds)}
          </span>
        </li>
        <li className={css.tile}>
          <span className={css.tileLabel}>Kitchen: 9 in 10 orders within</span>
          <span className={css.tileValue} data-testid="kitchen-tile-value">
            {duration(overall.p90Seconds)}
          </span>
        </li>
      </ul>
      {stations.length > 0 ? (
        <FigureTable
          label="Kitchen times per prep station"
          first="Station"
          rows={stations.map((station) => ({ key: String(station.id), label: station.name, figure: station }))}
        />
      ) : null}
      {hours.length > 0 ? (
        <FigureTable
          label="Kitchen times per hour placed"
          first="Hour placed"
          rows={hours.map((hour) => ({ key: String(hour.hour), label: `${String(hour.hour).padStart(2, '0')}:00`, figure: hour }))}
        />
      ) : null}
    </Card>
  );
}
