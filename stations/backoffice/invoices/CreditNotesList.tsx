// The period's credit notes under the invoices (same date filter): number, the invoice refunded, date,
// reason, how the money went back, the amount refunded (negative) and who; each prints as a PDF.
import { creditNotePdfUrl, listCreditNotes, type CreditNoteView } from '../../../shared/api/refunds';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { formatMoney, minorUnits, type MinorUnits } from '../../../shared/domain/money/money';
import { LinkButton } from '../../../shared/ui/Button';
import { DataTable, RowActions, type Column } from '../../../shared/ui/DataTable';
import { ErrorState, Loading } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { compactButton } from '../common/common.css';
import { dateTimeColumn } from './dateTimeColumn';
import * as css from './invoices.css';

export interface CreditNotesListProps {
  params: Record<string, string>;
  /** Changes after a refund, so the list is read again. */
  reloadKey: number;
  currencySymbol: string;
  timeZone: string | null | undefined;
}

export function CreditNotesList({ params, reloadKey, currencySymbol, timeZone }: CreditNotesListProps) {
  const { state, reload } = useLoad(() => listCreditNotes(params), `${JSON.stringify(params)}#${reloadKey}`);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return <ErrorState message={ERROR_DEFAULTS.dataLoad} onRetry={reload} />;
  }
  if (state.data.length === 0) return <p className={css.count}>No refunds in this period.</p>;
  const refunded = (minor: MinorUnits) => formatMoney(minorUnits(-minor), currencySymbol);
  const columns: Column<CreditNoteView>[] = [
    { key: 'number', header: 'Credit Note', isRowHeader: true, isShrink: true, renderCell: (note) => note.number },
    { key: 'invoice', header: 'Invoice ID', isShrink: true, isNumeric: true, renderCell: (note) => note.invoice_id },
    dateTimeColumn((note) => note.created_at, timeZone),
    {
      key: 'what',
      header: 'Refunded',
      renderCell: (note) =>
        note.is_whole ? 'Whole invoice (what was left)' : note.lines.map((line) => `${line.item_title} ×${line.quantity}`).join(', '),
    },
    { key: 'reason', header: 'Reason', renderCell: (note) => note.reason },
    { key: 'payment', header: 'Refund By', isShrink: true, renderCell: (note) => note.payment_type_title },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      isShrink: true,
      isNumeric: true,
      renderCell: (note) => <span className={css.total}>{refunded(note.totals.payableTotal)}</span>,
    },
    { key: 'by', header: 'Issued By', renderCell: (note) => <span className={css.person}>{note.created_by_name}</span> },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      isShrink: true,
      renderCell: (note) => (
        <RowActions>
          <LinkButton
            variant="secondary"
            className={compactButton}
            icon="printer"
            href={creditNotePdfUrl(note.credit_note_id)}
            download={`credit-note-${note.number}.pdf`}
            aria-label={`PDF of credit note ${note.number}`}
          >
            PDF
          </LinkButton>
        </RowActions>
      ),
    },
  ];
  return (
    <div className={css.tableFrame}>
      <DataTable label="Credit notes" columns={columns} rows={state.data} rowKey={(note) => note.credit_note_id} />
    </div>
  );
}
