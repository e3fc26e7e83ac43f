// Spec 2.9 / 5 reservation dialogs. Add Reservation: find the customer by phone ('Please provide customer
// phone number to search!'), then date & time, an optional table, status, people (0 or more) and notes;
// 'Please select customer!' and 'Please select date & time!' are toasted before any call. Update
// Reservation: the same without the customer, which stays as booked ('Invalid request!' without an id).
import { useRef, useState, type KeyboardEvent } from 'react';
import { getCustomer } from '../../../shared/api/customers';
import { ApiError } from '../../../shared/api/errors';
import { addReservation, updateReservation } from '../../../shared/api/reservations';
import {
  RESERVATION_STATUSES,
  reservationAddBody,
  reservationUpdateBody,
  type ReservationDto,
  RESERVATION_MESSAGES,
} from '../../../shared/contract/reservations';
import type { CustomerDto } from '../../../shared/contract/pos';
import type { StoreTableDto } from '../../../shared/contract/storeTables';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { notifyApiError, notifyError } from '../../../shared/shell/toast';
import { Button } from '../../../shared/ui/Button';
import { FieldRow, NumberField, SelectField, TextAreaField, TextField } from '../../../shared/ui/forms/Field';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { compactButton } from '../common/common.css';
import { checkedInput, runAction } from '../common/feedback';
import { RESERVATION_STATUS_LABELS } from './reservationFormat';
import * as css from './reservations.css';

const STATUS_OPTIONS = RESERVATION_STATUSES.map((status) => ({ value: status, label: RESERVATION_STATUS_LABELS[status] }));

/** Spec 2.5's table option: title, floor and seating capacity in 'person'. */
function tableLabel(table: StoreTableDto): string {
  return `${table.table_title} - ${table.floor} (${table.seating_capacity} person)`;
}

interface ReservationDialogProps {
  /** null adds a new reservation. */
  reservation: ReservationDto | null;
  tables: readonly StoreTableDto[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}

export function ReservationDialog({ reservation, tables, onClose, onSaved }: ReservationDialogProps) {
  const [customer, setCustomer] = useState<CustomerDto | null>(null);
  const [date, setDate] = useState(reservation?.date ?? '');
  const [tableId, setTableId] = useState(reservation?.table_id ? String(reservation.table_id) : '');
  const [status, setStatus] = useState<string>(reservation?.status ?? 'booked');
  const [peopleCount, setPeopleCount] = useState(reservation ? String(reservation.people_count) : '');
  const [notes, setNotes] = useState(reservation?.notes ?? '');
  const dateRef = useRef<HTMLInputElement>(null);

  async function handleSubmit() {
    const fields = { date, tableId, status, notes, peopleCount };
    if (reservation) {
      if (!reservation.id) {
        notifyError(RESERVATION_MESSAGES.reservationInvalidRequest);
        return;
      }
      const body = checkedInput(reservationUpdateBody, fields);
      if (!body) return;
      if (await runAction(() => updateReservation(reservation.id, body))) await onSaved();
      return;
    }
    // The phone is the customer's key (spec 3); the server resolves it.
    const body = checkedInput(reservationAddBody, { customerId: customer?.phone ?? null, ...fields });
    if (!body) return;
    if (await runAction(() => addReservation(body))) await onSaved();
  }

  function handleFound(found: CustomerDto) {
    setCustomer(found);
    // The next thing to fill once the customer is known.
    requestAnimationFrame(() => dateRef.current?.focus());
  }

  return (
    <FormDialog title={reservation ? 'Update Reservation' : 'Add Reservation'} onSubmit={handleSubmit} onClose={onClose}>
      {reservation ? (
        <div className={css.customerReadOnly} aria-label="Customer" role="group">
          <span className={css.customerName}>{reservation.customer_name ?? 'Unknown customer'}</span>
          <span className={css.customerPhone}>Code {reservation.unique_code}</span>
        </div>
      ) : customer ? (
        <div className={css.customerChosen} aria-label="Customer" role="group">
          <div>
            <p className={css.customerName}>{customer.name}</p>
            <p className={css.customerPhone}>{customer.phone}</p>
          </div>
          <Button variant="secondary" className={compactButton} onClick={() => setCustomer(null)}>
            Change
          </Button>
        </div>
      ) : (
        <CustomerFinder onFound={handleFound} />
      )}
      <FieldRow>
        <TextField ref={dateRef} label="Date & Time" isRequired type="datetime-local" value={date} onValueChange={setDate} />
        <NumberField label="People" isInteger value={peopleCount} onValueChange={setPeopleCount} placeholder="0" />
      </FieldRow>
      <FieldRow>
        <SelectField
          label="Table"
          value={tableId}
          onValueChange={setTableId}
          options={tables.map((table) => ({ value: String(table.id), label: tableLabel(table) }))}
          placeholder="None"
        />
        <SelectField label="Status" value={status} onValueChange={setStatus} options={STATUS_OPTIONS} />
      </FieldRow>
      <TextAreaField
        label="Notes"
        value={notes}
        onValueChange={setNotes}
        maxLength={500}
        rows={2}
        placeholder="Occasion, allergies, seating wishes…"
      />
    </FormDialog>
  );
}

/** Spec 5: the customer is found by phone; Enter in the phone field searches instead of saving. */
function CustomerFinder({ onFound }: { onFound: (customer: CustomerDto) => void }) {
  const [phone, setPhone] = useState('');
  const [isFinding, setIsFinding] = useState(false);

  async function find() {
    const needle = phone.trim();
    if (needle === '') {
      notifyError(RESERVATION_MESSAGES.reservationPhoneRequired);
      return;
    }
    setIsFinding(true);
    try {
      onFound((await getCustomer(needle)).customer);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found') notifyError(ERROR_DEFAULTS.searchNoResult);
      else notifyApiError(error, ERROR_DEFAULTS.search);
    } finally {
      setIsFinding(false);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  }

  return (
    <div className={css.customerFinder}>
      <div className={css.customerFinderField}>
        <TextField
          label="Customer Phone"
          isRequired
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onValueChange={setPhone}
          onKeyDown={handleKeyDown}
          maxLength={40}
          placeholder="Find the customer by phone"
        />
      </div>
      <Button variant="secondary" icon="search" onClick={() => void find()} disabled={isFinding} aria-busy={isFinding}>
        Find
      </Button>
    </div>
  );
}
