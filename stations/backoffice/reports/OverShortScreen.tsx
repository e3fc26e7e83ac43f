// Reports › Over/short (loaded on demand): per user over a period of the reports' date filter, the drawers closed,
// the cash expected and counted, and the over and short (each summed, so an over does not hide a short); a user's own
// drawers count for them, a shared drawer for whoever closed it.
import { type UserOverShortView, getOverShort } from '../../../shared/api/drawers';
import { messageOf } from '../../../shared/api/errors';
import { MAX_REPORT_PERIOD_DAYS, REPORT_DATE_FILTERS } from '../../../shared/domain/dates/dateRanges';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { formatMoney } from '../../../shared/domain/money/money';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { type Column, DataTable } from '../../../shared/ui/DataTable';
import { DateFilterButton, dateFilterParams, useDateFilter } from '../../../shared/ui/dialogs/DateFilterDialog';
import { EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { ReportsLinks } from './ReportsLinks';
import * as css from './cashReports.css';

const LOAD_ERROR = 'The over/short report could not be loaded. Please try later!';

export function OverShortScreen() {
  const period = useDateFilter({ type: 'last_7days' }, { filters: REPORT_DATE_FILTERS, maxDays: MAX_REPORT_PERIOD_DAYS });
  const { filter } = period;
  const params = dateFilterParams(filter);
  const { state, reload } = useLoad(() => getOverShort(params), JSON.stringify(params));
  const symbol = state.status === 'ready' ? currencySymbol(state.data.currency) : '';
  const money = (key: 'expected' | 'counted' | 'over' | 'short' | 'overShort', header: string): Column<UserOverShortView> => ({
    key,
    header,
    isNumeric: true,
    align: 'end',
    renderCell: (user) => <span className={user[key] < 0 ? css.short : undefined}>{formatMoney(user[key], symbol)}</span>,
  });
  const columns: Column<UserOverShortView>[] = [
    { key: 'name', header: 'User', isRowHeader: true, renderCell: (user) => user.name },
    { key: 'drawers', header: 'Drawers', isNumeric: true, align: 'end', renderCell: (user) => user.drawers },
    money('expected', 'Expected'),
    money('counted', 'Counted'),
    money('over', 'Over'),
    money('short', 'Short'),
    money('overShort', 'Net'),
  ];

  return (
    <>
      <PageHeader
        title={PAGES.overShort.title}
        description={
          state.status === 'ready'
            ? `Drawers closed from ${state.data.period.from} to ${state.data.period.to}, per user.`
            : 'What each user’s drawers were over or short.'
        }
        actions={
          <>
            <ReportsLinks current="overShort" />
            <DateFilterButton value={filter} onClick={period.openDialog} />
          </>
        }
      />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <ErrorState message={messageOf(state.error, LOAD_ERROR)} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.users.length === 0 ? (
        <EmptyState icon="reports" title="No drawers closed in this period." description="Choose another period." />
      ) : null}
      {state.status === 'ready' && state.data.users.length > 0 ? (
        <DataTable label="Over/short per user" columns={columns} rows={state.data.users} rowKey={(user) => user.name} />
      ) : null}
      {period.dialog}
    </>
  );
}
