// The Date column of the back-office lists (invoices, credit notes, activity): the date over the time, in the
// store's time zone.
import type { Column } from '../../../shared/ui/DataTable';
import { cellMuted, cellStack } from '../common/common.css';
import { dateTimeFormatters } from './invoiceFormat';

export function dateTimeColumn<Row>(instantOf: (row: Row) => string, timeZone: string | null | undefined): Column<Row> {
  const { date, time } = dateTimeFormatters(timeZone);
  return {
    key: 'date',
    header: 'Date',
    isShrink: true,
    renderCell: (row) => (
      <time dateTime={instantOf(row)} className={cellStack}>
        <span>{date(instantOf(row))}</span>
        <span className={cellMuted}>{time(instantOf(row))}</span>
      </time>
    ),
  };
}
