// Activity (admin or REPORTS; loaded on demand by DashboardApp): the audit trail of a period (spec 9
// filters, today by default), narrowed by person and activity, newest first, 50 entries at a time ("Load older"
// asks the server for the next page: a year is never one answer), and the same filter as a CSV download.
import { useState } from 'react';
import { activityCsvUrl, getActivityInit, listActivity } from '../../../shared/api/activity';
import type { ActivityEntryDto } from '../../../shared/contract/activity';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS, ACTIVITY_MESSAGES, isActivityAction } from '../../../shared/domain/activity';
import { DATE_FILTERS } from '../../../shared/domain/dates/dateRanges';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { notifyApiError } from '../../../shared/shell/toast';
import { Button, LinkButton } from '../../../shared/ui/Button';
import { DataTable, type Column } from '../../../shared/ui/DataTable';
import { DateFilterButton, dateFilterParams, useDateFilter } from '../../../shared/ui/dialogs/DateFilterDialog';
import { SelectField } from '../../../shared/ui/forms/Field';
import { EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { dateTimeColumn } from '../invoices/dateTimeColumn';
import * as css from './activity.css';

interface Loaded {
  entries: ActivityEntryDto[];
  nextBefore: number | null;
}

const actionLabel = (action: string) => (isActivityAction(action) ? ACTIVITY_ACTION_LABELS[action] : action);

export function ActivityScreen() {
  const period = useDateFilter({ type: 'today' }, { filters: DATE_FILTERS });
  const { filter } = period;
  const [userId, setUserId] = useState('');
  const [action, setAction] = useState('');
  // Older pages the user asked for, appended to the first page of the current filter.
  const [older, setOlder] = useState<{ key: string; pages: Loaded[] }>({ key: '', pages: [] });
  const [isLoadingMore, setIsLoadingMore] = useState(false);

  const params: Record<string, string> = {
    ...dateFilterParams(filter),
    ...(userId ? { userId } : {}),
    ...(action ? { action } : {}),
  };
  const key = JSON.stringify(params);
  const init = useLoad(getActivityInit);
  const first = useLoad(() => listActivity(params, null), key);
  const pages = first.state.status === 'ready' ? [first.state.data, ...(older.key === key ? older.pages : [])] : [];
  const entries = pages.flatMap((page) => page.entries);
  const nextBefore = pages.at(-1)?.nextBefore ?? null;

  async function handleLoadMore() {
    if (nextBefore === null) return;
    setIsLoadingMore(true);
    try {
      const page = await listActivity(params, nextBefore);
      setOlder((current) => ({ key, pages: [...(current.key === key ? current.pages : []), page] }));
    } catch (error) {
      notifyApiError(error, ACTIVITY_MESSAGES.loadError);
    } finally {
      setIsLoadingMore(false);
    }
  }

  const timeZone = init.state.status === 'ready' ? init.state.data.timeZone : null;
  const users = init.state.status === 'ready' ? init.state.data.users : [];

  return (
    <>
      <PageHeader
        title={PAGES.activity.title}
        description="Who did what, when: sign-ins, user and price changes, voids, discounts, overrides, refunds and reprints."
        actions={
          <>
            <LinkButton variant="secondary" icon="invoices" href={activityCsvUrl(params)} download>
              Export CSV
            </LinkButton>
            <DateFilterButton value={filter} onClick={period.openDialog} />
          </>
        }
      />
      <div className={css.filters}>
        <SelectField
          label="Who"
          value={userId}
          onValueChange={setUserId}
          placeholder="Everyone"
          options={users.map((user) => ({ value: String(user.id), label: `${user.name} (${user.username})` }))}
        />
        <SelectField
          label="What"
          value={action}
          onValueChange={setAction}
          placeholder="All activity"
          options={ACTIVITY_ACTIONS.map((value) => ({ value, label: ACTIVITY_ACTION_LABELS[value] }))}
        />
      </div>
      {first.state.status === 'error' ? (
        <ErrorState message={ACTIVITY_MESSAGES.loadError} onRetry={first.reload} />
      ) : first.state.status === 'loading' ? (
        <Loading />
      ) : entries.length === 0 ? (
        <EmptyState icon="reports" title={ACTIVITY_MESSAGES.noActivity} />
      ) : (
        <>
          <ActivityTable entries={entries} timeZone={timeZone} />
          <p className={css.count} role="status">
            {entries.length === 1 ? '1 entry' : `${entries.length} entries`}
            {nextBefore === null ? '' : ', older ones on request'}
          </p>
          {nextBefore === null ? null : (
            <div className={css.more}>
              <Button variant="secondary" onClick={() => void handleLoadMore()} disabled={isLoadingMore}>
                {isLoadingMore ? 'Loading…' : 'Load older'}
              </Button>
            </div>
          )}
        </>
      )}
      {period.dialog}
    </>
  );
}

function ActivityTable({ entries, timeZone }: { entries: readonly ActivityEntryDto[]; timeZone: string | null }) {
  const columns: Column<ActivityEntryDto>[] = [
    dateTimeColumn((entry) => entry.created_at, timeZone),
    { key: 'action', header: 'Activity', isShrink: true, isRowHeader: true, renderCell: (entry) => actionLabel(entry.action) },
    {
      key: 'who',
      header: 'User',
      isShrink: true,
      renderCell: (entry) => (
        <span className={css.stack}>
          <span>{entry.actor_name}</span>
          <span className={css.muted}>{entry.actor_username}</span>
        </span>
      ),
    },
    { key: 'approver', header: 'Approved by', isShrink: true, renderCell: (entry) => entry.approver_name ?? '—' },
    { key: 'summary', header: 'Summary', renderCell: (entry) => <span className={css.summary}>{entry.summary}</span> },
  ];
  return <DataTable label="Activity" columns={columns} rows={entries} rowKey={(entry) => entry.id} />;
}
