// Spec 2.4 Dashboard home (loaded on demand by HomePage): today's reservations (linking to the reservations
// screen), today's top selling items, the Orders / New Registered Customers / Repeat Customers counters (each
// saying what it counts: Orders are placed today, and how many of them are paid, as the report counts them) and
// 'View More Data in Reports'. 'Please wait...' while loading; the spec's text when the load fails.
import { getDashboard, type DashboardView } from '../../../shared/api/dashboard';
import type { TopSellingItemView } from '../../../shared/api/reports';
import { DASHBOARD_MESSAGES } from '../../../shared/contract/dashboard';
import type { ReservationDto } from '../../../shared/contract/reservations';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { formatMoney } from '../../../shared/domain/money/money';
import { hasAnyScope } from '../../../shared/domain/access/scopes';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { StationLink } from '../../../shared/shell/StationLink';
import { sessionUser, useSignals } from '../../../shared/state';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import { Badge, Card, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { formatReservationTime, peopleText, RESERVATION_STATUS_LABELS, RESERVATION_STATUS_TONES } from '../reservations/reservationFormat';
import { LoadView } from '../common/Section';
import * as css from './home.css';

export function HomeScreen() {
  useSignals();
  const user = sessionUser.value;
  const { state } = useLoad(getDashboard);
  // Links lead only where the user may go (the sidebar follows the same rule).
  const canOpenReservations = hasAnyScope(user, PAGES.reservations.scopes);
  const canOpenReports = hasAnyScope(user, PAGES.reports.scopes);

  return (
    <>
      <PageHeader title={PAGES.home.title} description="Today at a glance." />
      <LoadView state={state} errorText={ERROR_DEFAULTS.dashboardLoad}>
        {(data) => (
          <>
            <ul className={css.counters} aria-label="Today's figures">
              <Counter
                icon="orders"
                label="Orders"
                value={data.ordersCount}
                note={`placed today · ${countText(data.paidOrdersCount)} paid`}
              />
              <Counter icon="customers" label="New Registered Customers" value={data.newCustomerCount} note="registered today" />
              <Counter icon="users" label="Repeat Customers" value={data.repeatedCustomerCount} note="ordered today and before" />
            </ul>
            <div className={css.panels}>
              <TodaysReservations reservations={data.reservations} canOpen={canOpenReservations} />
              <TopSellingItems items={data.topSellingItems} currency={data.currency} />
            </div>
            {canOpenReports ? (
              <p className={css.more}>
                <StationLink href={PAGES.reports.path} className={css.moreLink}>
                  View More Data in Reports
                  <Icon name="chevronRight" size={18} />
                </StationLink>
              </p>
            ) : null}
          </>
        )}
      </LoadView>
    </>
  );
}

const countText = (value: number) => value.toLocaleString('en-US');

function Counter({ icon, label, value, note }: { icon: IconName; label: string; value: number; note: string }) {
  return (
    <li className={css.counter} aria-label={`${label}: ${countText(value)}, ${note}`}>
      <span className={css.counterIcon} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <span className={css.counterText} aria-hidden="true">
        <span className={css.counterValue}>{countText(value)}</span>
        <span className={css.counterLabel}>{label}</span>
        <span className={css.counterNote} data-testid="counter-note">
          {note}
        </span>
      </span>
    </li>
  );
}

function TodaysReservations({ reservations, canOpen }: { reservations: DashboardView['reservations']; canOpen: boolean }) {
  return (
    <Card className={css.panel} aria-labelledby="home-reservations">
      <div className={css.panelHeader}>
        <h2 id="home-reservations" className={css.panelTitle}>
          Today&apos;s Reservations
        </h2>
        {canOpen ? (
          <StationLink href={PAGES.reservations.path} className={css.panelLink} aria-label="View all reservations">
            View all
            <Icon name="chevronRight" size={16} />
          </StationLink>
        ) : null}
      </div>
      {reservations.length === 0 ? (
        <p className={css.empty}>{DASHBOARD_MESSAGES.noReservationToday}</p>
      ) : (
        <ul className={css.rows} aria-label="Today's Reservations">
          {reservations.map((reservation) => (
            <ReservationRow key={reservation.id} reservation={reservation} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ReservationRow({ reservation }: { reservation: ReservationDto }) {
  const where = [reservation.table_title, peopleText(reservation.people_count)].filter(Boolean).join(' · ');
  return (
    <li className={css.row}>
      <span className={css.rowMain}>
        <span className={css.rowTitle}>{reservation.customer_name ?? 'Unknown customer'}</span>
        <span className={css.rowMeta}>
          <strong className={css.rowTime}>{formatReservationTime(reservation.date)}</strong> · {where}
        </span>
      </span>
      <Badge tone={RESERVATION_STATUS_TONES[reservation.status]}>{RESERVATION_STATUS_LABELS[reservation.status]}</Badge>
    </li>
  );
}

function TopSellingItems({ items, currency }: { items: TopSellingItemView[]; currency: string }) {
  return (
    <Card className={css.panel} aria-labelledby="home-top-selling">
      <div className={css.panelHeader}>
        <h2 id="home-top-selling" className={css.panelTitle}>
          Top Selling Items
        </h2>
      </div>
      {items.length === 0 ? (
        <p className={css.empty}>{DASHBOARD_MESSAGES.noTopSellingToday}</p>
      ) : (
        <ol className={css.rows} aria-label="Top Selling Items">
          {items.map((item, index) => (
            <li key={`${index}-${item.title}`} className={css.row}>
              <span className={css.rank} aria-hidden="true">
                {index + 1}
              </span>
              <span className={css.rowMain}>
                <span className={css.rowTitle}>{item.title}</span>
                <span className={css.rowMeta}>{formatMoney(item.price, currencySymbol(currency))}</span>
              </span>
              <span className={css.orders}>{item.orders_count === 1 ? '1 order' : `${item.orders_count} orders`}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
