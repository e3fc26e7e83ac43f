// Spec 2.6 / 4 Pay & Complete: complete-order-payment-summary first (subtotal, tax, total from the stored lines),
// then a payment type (active ones) and 'Print Receipt?', then complete-and-pay-order with the summary's totals.
// One Idempotency-Key per dialog submission: sending the same payment again after a failure reuses it, so a lost
// answer never charges twice; another payment type is another submission (a new key).
import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/errors';
import {
  completeAndPayOrders,
  completeAndPayWireBody,
  getPaymentSummary,
  type CompleteAndPayInput,
  type PaidOrders as PaidAnswer,
  type PaymentSummary,
} from '../../../shared/api/orders';
import { newIdempotencyKey } from '../../../shared/api/pos';
import type { OrdersInitResponse } from '../../../shared/contract/orders';
import { formatMoney, type MinorUnits } from '../../../shared/domain/money';
import { ORDER_MESSAGES } from '../../../shared/domain/orders';
import type { OrderView } from '../../../shared/domain/orderViews';
import type { OrderTotals } from '../../../shared/domain/totals';
import { sessionUser } from '../../../shared/state';
import { notifyApiError, notifyError } from '../../../shared/shell/toast';
import { Button } from '../../../shared/ui/Button';
import { Checkbox, SelectField } from '../../../shared/ui/Field';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { ErrorState, Loading } from '../../../shared/ui/Surface';
import { useLoad, type LoadState } from '../../../shared/ui/useLoad';
import { activePaymentTypes, isCashPaymentType } from '../pos/catalog';
import * as css from './orders.css';

export const PAY_COMPLETE_TITLE = 'Pay & Complete';
export const PAYMENT_TYPE_REQUIRED = 'Please select a payment type!';

export interface PaidOrders {
  response: PaidAnswer;
  summary: PaymentSummary;
  /** The summary's totals: what was charged. */
  totals: OrderTotals;
  paymentTypeTitle: string;
  shouldPrint: boolean;
}

export interface PayCompleteDialogProps {
  /** The unpaid orders to pay (the caller leaves paid ones out). */
  orders: readonly OrderView[];
  /** 'Table 2', 'Dine Out / Delivery'. */
  context: string;
  init: OrdersInitResponse;
  currencySymbol: string;
  onPaid: (paid: PaidOrders) => Promise<void> | void;
  onClose: () => void;
}

type SummaryState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; summary: PaymentSummary; totals: OrderTotals };

function summaryOf(state: LoadState<PaymentSummary>): SummaryState {
  if (state.status === 'loading') return state;
  if (state.status === 'error') {
    const { error } = state;
    return { status: 'error', message: error instanceof ApiError && error.hasServerMessage ? error.message : ORDER_MESSAGES.actionError };
  }
  return { status: 'ready', summary: state.data, totals: state.data.totals };
}

export function PayCompleteDialog({ orders, context, init, currencySymbol, onPaid, onClose }: PayCompleteDialogProps) {
  const orderIds = orders.map((order) => order.id);
  const idsKey = orderIds.join(',');
  const active = activePaymentTypes(init.paymentTypes);
  const [summaryTicket, setSummaryTicket] = useState(0);
  const [paymentTypeId, setPaymentTypeId] = useState(() => String((active.find(isCashPaymentType) ?? active[0])?.id ?? ''));
  const [shouldPrint, setShouldPrint] = useState(() => init.printSettings.isEnablePrint);
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  // A new ticket (Try again, or a 409 on paying) asks the server for the summary again.
  const { state: loaded } = useLoad(() => getPaymentSummary(orderIds), `${idsKey}#${summaryTicket}`);
  const summary = summaryOf(loaded);
  const reloadSummary = () => setSummaryTicket((ticket) => ticket + 1);

  const money = (value: MinorUnits) => formatMoney(value, currencySymbol);

  async function handleSubmit() {
    if (summary.status !== 'ready') return;
    const paymentType = active.find((candidate) => String(candidate.id) === paymentTypeId);
    if (!paymentType) {
      notifyError(PAYMENT_TYPE_REQUIRED);
      return;
    }
    const input: CompleteAndPayInput = {
      orderIds,
      subTotal: summary.totals.itemsTotal,
      taxTotal: summary.totals.taxTotal,
      total: summary.totals.payableTotal,
      paymentTypeId: paymentType.id,
      createdBy: sessionUser.value?.username ?? null,
    };
    const fingerprint = JSON.stringify(completeAndPayWireBody(input));
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: newIdempotencyKey() };
    let response: PaidAnswer;
    try {
      response = await completeAndPayOrders(input, submission.current.key);
    } catch (error) {
      notifyApiError(error, ORDER_MESSAGES.actionError);
      // A 409 (totals changed, already paid…) means the summary is stale: show the server's numbers again.
      if (error instanceof ApiError && error.code === 'conflict') reloadSummary();
      return;
    }
    await onPaid({ response, summary: summary.summary, totals: summary.totals, paymentTypeTitle: paymentType.title, shouldPrint });
  }

  const tokens = orders.map((order) => `#${order.token_no}`).join(', ');
  const submitLabel = summary.status === 'ready' ? `Pay ${money(summary.totals.payableTotal)} & Complete` : PAY_COMPLETE_TITLE;

  return (
    <FormDialog title={PAY_COMPLETE_TITLE} submitLabel={submitLabel} onClose={onClose} onSubmit={handleSubmit}>
      <p className={css.context}>
        <span>
          {context} · {orders.length === 1 ? `Token ${tokens}` : `Tokens ${tokens}`}
        </span>
      </p>
      {summary.status === 'loading' ? (
        <Loading />
      ) : summary.status === 'error' ? (
        <ErrorState message={summary.message}>
          <Button variant="secondary" onClick={() => reloadSummary()}>
            Try again
          </Button>
        </ErrorState>
      ) : (
        <dl className={css.summary} aria-label="Payment summary">
          <dt className={css.summaryLabel}>Subtotal</dt>
          <dd className={css.summaryValue} data-testid="pay-subtotal">
            {money(summary.totals.itemsTotal)}
          </dd>
          <dt className={css.summaryLabel}>Tax</dt>
          <dd className={css.summaryValue} data-testid="pay-tax">
            {money(summary.totals.taxTotal)}
          </dd>
          <dt className={css.summaryTotalLabel}>Total</dt>
          <dd className={css.summaryTotalValue} data-testid="pay-total">
            {money(summary.totals.payableTotal)}
          </dd>
        </dl>
      )}
      <SelectField
        label="Payment type"
        isRequired
        value={paymentTypeId}
        onValueChange={setPaymentTypeId}
        placeholder="Select payment type"
        options={active.map((candidate) => ({ value: String(candidate.id), label: candidate.title }))}
        hint={active.length === 0 ? 'No payment type is active. Turn one on in Settings › Payment Types.' : undefined}
      />
      <Checkbox label="Print Receipt?" checked={shouldPrint} onCheckedChange={setShouldPrint} />
    </FormDialog>
  );
}
