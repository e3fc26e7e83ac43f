// Spec 9 date filters as one 'Filters' dialog for reservations, invoices and reports: a filter select and,
// for custom, a from/to pair (today → one month ahead by default), at most `maxDays` long like the server
// asks (a year for lists, three for reports). A page holds its period with useDateFilter.
import { type ReactNode, useState } from 'react';
import {
  DATE_FILTER_LABELS,
  defaultCustomRange,
  MAX_PERIOD_DAYS,
  periodTooLongMessage,
  rangeLength,
  resolveDateRange,
  type DateFilter,
  type DateRange,
} from '../../domain/dates/dateRanges';
import { visuallyHidden } from '../a11y.css';
import { Button } from '../Button';
import { SelectField, TextField } from '../forms/Field';
import { FormDialog } from './FormDialog';

export interface DateFilterValue {
  type: DateFilter;
  /** Only for custom. */
  range?: DateRange;
}

/** Query parameters of spec 7 (`type`, `from`, `to`) for a chosen filter. */
export function dateFilterParams(value: DateFilterValue): Record<string, string> {
  return value.type === 'custom' && value.range ? { type: 'custom', from: value.range.from, to: value.range.to } : { type: value.type };
}

export function describeDateFilter(value: DateFilterValue): string {
  return value.type === 'custom' && value.range ? `${value.range.from} → ${value.range.to}` : DATE_FILTER_LABELS[value.type];
}

/** The page header's button that opens the dialog: it reads 'Filter: Today' and is named 'Filters, period: Today'. */
export function DateFilterButton({ value, onClick }: { value: DateFilterValue; onClick: () => void }) {
  return (
    <Button variant="secondary" icon="reservations" onClick={onClick} aria-haspopup="dialog">
      <span className={visuallyHidden}>Filters, period: </span>
      <span aria-hidden="true">Filter: </span>
      {describeDateFilter(value)}
    </Button>
  );
}

const pad = (part: number) => String(part).padStart(2, '0');

/** Today's date as the browser sees it (the server resolves ranges in the store's zone). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface DateFilterDialogProps {
  value: DateFilterValue;
  /** The filters offered, in order (the reports filter has no tomorrow). */
  filters: readonly DateFilter[];
  /** The longest custom period the caller's endpoint serves (MAX_PERIOD_DAYS by default). */
  maxDays?: number;
  onApply: (value: DateFilterValue) => void;
  onClose: () => void;
}

function DateFilterDialog({ value, filters, maxDays = MAX_PERIOD_DAYS, onApply, onClose }: DateFilterDialogProps) {
  const today = localToday();
  const initialRange = value.range ?? defaultCustomRange(today);
  const [type, setType] = useState<DateFilter>(value.type);
  const [from, setFrom] = useState(initialRange.from);
  const [to, setTo] = useState(initialRange.to);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit() {
    if (type !== 'custom') {
      onApply({ type });
      return;
    }
    const range = resolveDateRange('custom', today, { from, to });
    if (!range) {
      setError('Please choose a valid date range!');
      return;
    }
    if (rangeLength(range) > maxDays) {
      setError(periodTooLongMessage(maxDays));
      return;
    }
    onApply({ type, range });
  }

  return (
    <FormDialog title="Filters" submitLabel="Apply" size="sm" onSubmit={handleSubmit} onClose={onClose}>
      <SelectField
        label="Date"
        value={type}
        onValueChange={(next) => setType(next as DateFilter)}
        options={filters.map((filter) => ({ value: filter, label: DATE_FILTER_LABELS[filter] }))}
      />
      {type === 'custom' ? (
        <>
          <TextField label="From" type="date" value={from} onValueChange={setFrom} isRequired />
          <TextField label="To" type="date" value={to} onValueChange={setTo} isRequired />
          {error ? <p role="alert">{error}</p> : null}
        </>
      ) : null}
    </FormDialog>
  );
}

export interface DateFilterState {
  filter: DateFilterValue;
  openDialog: () => void;
  /** The dialog while it is open, else null: the page renders it where it likes. */
  dialog: ReactNode;
}

/** A page's chosen period and its dialog: applying closes the dialog, then the page may react (clear a search). */
export function useDateFilter(
  initial: DateFilterValue,
  { filters, maxDays, onApply }: { filters: readonly DateFilter[]; maxDays?: number; onApply?: () => void },
): DateFilterState {
  const [filter, setFilter] = useState(initial);
  const [isOpen, setIsOpen] = useState(false);
  const dialog = isOpen ? (
    <DateFilterDialog
      value={filter}
      filters={filters}
      maxDays={maxDays}
      onApply={(value) => {
        setIsOpen(false);
        onApply?.();
        setFilter(value);
      }}
      onClose={() => setIsOpen(false)}
    />
  ) : null;
  return { filter, openDialog: () => setIsOpen(true), dialog };
}
