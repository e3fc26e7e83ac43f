// Refund a paid invoice wholly (what is left of it) or by lines, with a reason and the payment type the
// money goes back by. What is left, each line and which credit note already refunded it come from the server; the
// server computes the credit note's amounts itself. One Idempotency-Key per submission (a retry after a lost
// answer never refunds twice). Loaded on demand by the Invoices screen.
import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/errors';
import { getRefundable, refundInvoice, type CreditNoteView, type RefundableView, type RefundRequest } from '../../../shared/api/refunds';
import { newIdempotencyKey } from '../../../shared/api/pos';
import { BILLING_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { formatMoney, minorUnits, type MinorUnits } from '../../../shared/domain/money/money';
import { notifyApiError, notifyError } from '../../../shared/shell/toast';
import { Checkbox, SelectField, TextField } from '../../../shared/ui/forms/Field';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { ErrorState, Loading } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import * as css from './refund.css';

export interface RefundDialogProps {
  invoiceId: number;
  currencySymbol: string;
  onRefunded: (answer: { message: string; creditNote: CreditNoteView }) => void;
  onClose: () => void;
}

export function RefundDialog({ invoiceId, currencySymbol, onRefunded, onClose }: RefundDialogProps) {
  const { state, reload } = useLoad(() => getRefundable(invoiceId), String(invoiceId));
  const [draft, setDraft] = useState<RefundDraft>({ mode: 'whole', chosen: new Set(), reason: '', paymentTypeId: '' });
  const { mode, chosen, reason } = draft;
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const money = (minor: MinorUnits) => formatMoney(minor, currencySymbol);

  async function handleSubmit() {
    if (state.status !== 'ready') return;
    const paymentType = draft.paymentTypeId || String(state.data.paymentTypes[0]?.id ?? '');
    const refusal = !reason.trim()
      ? BILLING_MESSAGES.refundReasonRequired
      : !paymentType
        ? BILLING_MESSAGES.paymentTypeRequired
        : mode === 'lines' && chosen.size === 0
          ? BILLING_MESSAGES.refundLinesRequired
          : null;
    if (refusal) {
      notifyError(refusal);
      return;
    }
    const body: RefundRequest = {
      mode,
      lineIds: mode === 'lines' ? [...chosen] : [],
      reason: reason.trim(),
      paymentTypeId: Number(paymentType),
    };
    const fingerprint = JSON.stringify(body);
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: newIdempotencyKey() };
    try {
      onRefunded(await refundInvoice(invoiceId, body, submission.current.key));
    } catch (error) {
      notifyApiError(error, ERROR_DEFAULTS.generic);
      if (error instanceof ApiError && error.status === 409) void reload();
    }
  }

  return (
    <FormDialog title={`Refund invoice #${invoiceId}`} submitLabel="Refund" onSubmit={handleSubmit} onClose={onClose}>
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <ErrorState message={ERROR_DEFAULTS.dataLoad} onRetry={reload} />
      ) : (
        <RefundForm
          refundable={state.data}
          money={money}
          draft={{ ...draft, paymentTypeId: draft.paymentTypeId || String(state.data.paymentTypes[0]?.id ?? '') }}
          onDraftChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        />
      )}
    </FormDialog>
  );
}

/** What the form holds until it is sent: what to refund, why, and how the money goes back. */
interface RefundDraft {
  mode: 'whole' | 'lines';
  chosen: ReadonlySet<number>;
  reason: string;
  paymentTypeId: string;
}

interface RefundFormProps {
  refundable: RefundableView;
  money: (minor: MinorUnits) => string;
  draft: RefundDraft;
  onDraftChange: (change: Partial<RefundDraft>) => void;
}

function RefundForm({ refundable, money, draft, onDraftChange }: RefundFormProps) {
  const { mode, chosen } = draft;
  const chosenTotal = minorUnits(
    refundable.lines.filter((line) => chosen.has(line.order_item_id)).reduce((sum, line) => sum + line.total, 0),
  );
  const toggle = (id: number, isOn: boolean) => {
    const next = new Set(chosen);
    if (isOn) next.add(id);
    else next.delete(id);
    onDraftChange({ chosen: next });
  };
  return (
    <>
      <dl className={css.figures}>
        <dt>Invoice total</dt>
        <dd>{money(refundable.totals.payableTotal)}</dd>
        <dt>Left to refund</dt>
        <dd data-testid="refund-remaining">{money(refundable.remaining.payableTotal)}</dd>
      </dl>
      <fieldset className={css.modes}>
        <legend>Refund</legend>
        <label className={css.mode}>
          <input type="radio" name="refund-mode" checked={mode === 'whole'} onChange={() => onDraftChange({ mode: 'whole' })} />
          Everything left ({money(refundable.remaining.payableTotal)})
        </label>
        <label className={css.mode}>
          <input
            type="radio"
            name="refund-mode"
            checked={mode === 'lines'}
            disabled={!refundable.canRefundLines}
            onChange={() => onDraftChange({ mode: 'lines' })}
          />
          Chosen lines{refundable.canRefundLines ? '' : ' (this invoice paid a share of a split bill)'}
        </label>
      </fieldset>
      {mode === 'lines' ? (
        <div className={css.lines} role="group" aria-label="Lines to refund">
          {refundable.lines.map((line) => (
            <Checkbox
              key={line.order_item_id}
              label={`${line.item_title}${line.variant_title ? ` (${line.variant_title})` : ''} ×${line.quantity} · ${money(line.total)}${
                line.refunded_by ? ` · refunded (${line.refunded_by})` : ''
              }`}
              checked={chosen.has(line.order_item_id)}
              disabled={line.refunded_by !== null}
              onCheckedChange={(isOn) => toggle(line.order_item_id, isOn)}
            />
          ))}
          <p className={css.note}>Chosen: {money(chosenTotal)}</p>
        </div>
      ) : null}
      <TextField label="Reason" isRequired value={draft.reason} onValueChange={(reason) => onDraftChange({ reason })} maxLength={200} />
      <SelectField
        label="Refund by"
        isRequired
        value={draft.paymentTypeId}
        onValueChange={(paymentTypeId) => onDraftChange({ paymentTypeId })}
        options={refundable.paymentTypes.map((type) => ({ value: String(type.id), label: type.title }))}
      />
      {refundable.creditNotes.length > 0 ? (
        <p className={css.note}>
          Earlier refunds: {refundable.creditNotes.map((note) => `${note.number} (${money(note.totals.payableTotal)})`).join(', ')}
        </p>
      ) : null}
    </>
  );
}
