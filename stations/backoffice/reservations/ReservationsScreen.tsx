// Spec 2.9 Reservations (loaded on demand by ReservationsPage): 'Reservations' with New, a text search and
// the date filter dialog of spec 9 (default today); cards with Update and Delete; dialogs Add Reservation and
// Update Reservation. Spec 2.9 / 6: writing needs admin, RESERVATIONS or MANAGE_RESERVATIONS
// (VIEW_RESERVATIONS reads; the server enforces it).
import { useState } from 'react';
import { isRefusal } from '../../../shared/api/errors';
import { deleteReservation, getReservationsInit, listReservations, searchReservations } from '../../../shared/api/reservations';
import { type ReservationDto, RESERVATION_MESSAGES } from '../../../shared/contract/reservations';
import { DATE_FILTERS } from '../../../shared/domain/dates/dateRanges';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { hasAnyScope, type Permission } from '../../../shared/domain/access/scopes';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { notifyApiError, notifyError } from '../../../shared/shell/toast';
import { sessionUser, useSignals } from '../../../shared/state';
import { Button } from '../../../shared/ui/Button';
import { dateFilterParams, describeDateFilter, useDateFilter } from '../../../shared/ui/dialogs/DateFilterDialog';
import { SearchBox } from '../../../shared/ui/forms/SearchBox';
import { Badge, Card, EmptyState, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { detailList, detailTerm, detailValue, gridCard, wideCardGrid } from '../common/common.css';
import { EditDeleteButtons } from '../common/EditDeleteButtons';
import { useDeleteConfirmation, LoadView } from '../common/Section';
import { ReservationDialog } from './ReservationDialog';
import {
  formatReservationDay,
  formatReservationTime,
  peopleText,
  RESERVATION_STATUS_LABELS,
  RESERVATION_STATUS_TONES,
} from './reservationFormat';
import * as css from './reservations.css';

/** Spec 2.9: who sees New (and, by the same rule, Update and Delete). */
const RESERVATION_WRITE_SCOPES = ['RESERVATIONS', 'MANAGE_RESERVATIONS'] as const satisfies readonly Permission[];

type Dialog = { kind: 'add' } | { kind: 'update'; reservation: ReservationDto };

interface SearchResults {
  text: string;
  reservations: ReservationDto[];
}

export function ReservationsScreen() {
  useSignals();
  const canManage = hasAnyScope(sessionUser.value, RESERVATION_WRITE_SCOPES);
  const period = useDateFilter({ type: 'today' }, { filters: DATE_FILTERS, onApply: handleApplyFilter });
  const { filter } = period;
  const [searchText, setSearchText] = useState('');
  const [results, setResults] = useState<SearchResults | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const deletion = useDeleteConfirmation<ReservationDto>((row) => deleteReservation(row.id), refresh);

  const params = dateFilterParams(filter);
  const { state, reload } = useLoad(async () => (await listReservations(params)).reservations, new URLSearchParams(params).toString());
  // The tables for the dialogs' select (only writers open them); the list does not wait for them.
  const init = useLoad(async () => (canManage ? getReservationsInit() : { storeTables: [] }), String(canManage));
  const tables = init.state.status === 'ready' ? init.state.data.storeTables : [];

  async function runSearch(text: string): Promise<void> {
    try {
      const { reservations } = await searchReservations(text);
      setResults({ text, reservations });
    } catch (error) {
      // Spec 8: a search the server answers with anything but 200 found nothing; a failed call says so.
      if (isRefusal(error)) notifyError(ERROR_DEFAULTS.searchNoResult);
      else notifyApiError(error, ERROR_DEFAULTS.search);
    }
  }

  function handleApplyFilter() {
    // The filter takes over from a search.
    setResults(null);
    setSearchText('');
  }

  /** Spec 7: lists reload after each change (the search results too, when they are on screen). */
  async function refresh() {
    await reload();
    if (results) await runSearch(results.text);
  }

  async function handleSaved() {
    setDialog(null);
    await refresh();
  }

  const list = (reservations: ReservationDto[], emptyText: string) =>
    reservations.length === 0 ? (
      <EmptyState icon="reservations" title={emptyText} />
    ) : (
      <ul className={wideCardGrid} aria-label="Reservations">
        {reservations.map((reservation) => (
          <li key={reservation.id}>
            <ReservationCard
              reservation={reservation}
              canManage={canManage}
              onUpdate={() => setDialog({ kind: 'update', reservation })}
              onDelete={() => deletion.ask(reservation)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader
        title={PAGES.reservations.title}
        description="Tables booked for your customers."
        actions={
          canManage ? (
            <Button icon="plus" onClick={() => setDialog({ kind: 'add' })}>
              New
            </Button>
          ) : null
        }
      />
      <div className={css.toolbar}>
        <SearchBox
          label="Search reservations"
          placeholder="Name, phone, code or notes"
          value={searchText}
          onValueChange={setSearchText}
          onSearch={(text) => void runSearch(text)}
          onClear={() => setResults(null)}
        />
        <Button variant="secondary" icon="reservations" onClick={period.openDialog} aria-haspopup="dialog">
          <span className={css.filterLabel}>Date:</span> {describeDateFilter(filter)}
        </Button>
      </div>
      {results ? (
        <>
          <p className={css.summary} aria-live="polite">
            {countText(results.reservations.length)} found for “{results.text}”. Clear the search to return to {describeDateFilter(filter)}.
          </p>
          {list(results.reservations, ERROR_DEFAULTS.searchNoResult)}
        </>
      ) : (
        <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
          {(reservations) => (
            <>
              {reservations.length > 0 ? (
                <p className={css.summary} aria-live="polite">
                  {countText(reservations.length)} · {describeDateFilter(filter)}
                </p>
              ) : null}
              {list(reservations, RESERVATION_MESSAGES.noReservationsForFilter)}
            </>
          )}
        </LoadView>
      )}
      {period.dialog}
      {dialog ? (
        <ReservationDialog
          reservation={dialog.kind === 'update' ? dialog.reservation : null}
          tables={tables}
          onClose={() => setDialog(null)}
          onSaved={handleSaved}
        />
      ) : null}
      {deletion.dialog}
    </>
  );
}

function countText(count: number): string {
  return count === 1 ? '1 reservation' : `${count} reservations`;
}

interface ReservationCardProps {
  reservation: ReservationDto;
  canManage: boolean;
  onUpdate: () => void;
  onDelete: () => void;
}

function ReservationCard({ reservation, canManage, onUpdate, onDelete }: ReservationCardProps) {
  const name = reservation.customer_name ?? 'Unknown customer';
  return (
    <Card className={gridCard} aria-label={`${name}, ${formatReservationDay(reservation.date)} ${formatReservationTime(reservation.date)}`}>
      <div className={css.top}>
        <div className={css.when}>
          <span className={css.time}>{formatReservationTime(reservation.date)}</span>
          <span className={css.day}>{formatReservationDay(reservation.date)}</span>
        </div>
        <Badge tone={RESERVATION_STATUS_TONES[reservation.status]}>{RESERVATION_STATUS_LABELS[reservation.status]}</Badge>
      </div>
      <h2 className={css.name}>{name}</h2>
      <dl className={detailList}>
        <dt className={detailTerm}>Table</dt>
        <dd className={detailValue}>{reservation.table_title ?? 'None'}</dd>
        <dt className={detailTerm}>People</dt>
        <dd className={detailValue}>{peopleText(reservation.people_count)}</dd>
        <dt className={detailTerm}>Code</dt>
        <dd className={[detailValue, css.code].join(' ')}>{reservation.unique_code}</dd>
      </dl>
      {reservation.notes ? <p className={css.notes}>{reservation.notes}</p> : null}
      {canManage ? (
        <div className={css.actions}>
          <EditDeleteButtons editLabel="Update" onEdit={onUpdate} onDelete={onDelete} />
        </div>
      ) : null}
    </Card>
  );
}
