// Spec 2.6 / 4 Pay & Complete, settled the way issue 14 asks (a lazy chunk of the Orders screen): the server's bill
// (subtotal, tax, total of the stored lines, what discounts took off), a discount panel, a tip (an amount or a
// percent of the total, never taxed), then one payment: the payment type and 'Print Receipt?', or a split bill
// (SplitPanel). The server computes every figure; the tip shown here is the same pure function it uses. One
// Idempotency-Key per submission (a lost answer never charges twice).
import { useRef, useState } from 'react';
import { getBillSummary } from '../../../../shared/api/billing';
import { ApiError } from '../../../../shared/api/errors';
import { completeAndPayOrders, completeAndPayWireBody, type CompleteAndPayInput } from '../../../../shared/api/orders';
import { newIdempotencyKey } from '../../../../shared/api/pos';
import type { BillSummaryResponse } from '../../../../shared/contract/billingDiscounts';
import { DISCOUNT_MESSAGES } from '../../../../shared/domain/billing';
import { tipAmount } from '../../../../shared/domain/discounts';
import { decodeDecimalAmount, formatMoney, minorUnits, parseHundredths, toDecimalAmount } from '../../../../shared/domain/money';
import { ORDER_MESSAGES } from '../../../../shared/domain/orders';
import { sessionUser } from '../../../../shared/state';
import { notifyApiError, notifyError } from '../../../../shared/shell/toast';
import { Button } from '../../../../shared/ui/Button';
import { Checkbox, SelectField, TextField } from '../../../../shared/ui/Field';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { ErrorState, Loading } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import { activePaymentTypes, isCashPaymentType } from '../../pos/catalog';
import type { PayCompleteDialogProps } from '../PayCompleteLoader';
import * as orderCss from '../orders.css';
import { DiscountPanel, stopEnter } from './DiscountPanel';
import * as css from './settle.css';

export const PAY_COMPLETE_TITLE = 'Pay & Complete';
export const PAYMENT_TYPE_REQUIRED = 'Please select a payment type!';

export type TipChoice = { kind: 'none' } | { kind: 'percent' | 'amount'; text: string };

/** The tip rule typed in (null: none, or unreadable: the caller says so). */
export function tipRuleOf(choice: TipChoice): { kind: 'percent' | 'amount'; value: number } | null | 'invalid' {
  if (choice.kind === 'none' || choice.text.trim() === '') return null;
  const hundredths = parseHundredths(choice.text);
  if (hundredths === undefined || hundredths <= 0 || (choice.kind === 'percent' && hundredths > 10_000)) return 'invalid';
  return { kind: choice.kind, value: hundredths };
}

export function SettleDialog({ orders, context, init, currencySymbol, onPaid, onClose }: PayCompleteDialogProps) {
  const orderIds = orders.map((order) => order.id);
  const active = activePaymentTypes(init.paymentTypes);
  const [ticket, setTicket] = useState(0);
  const [paymentTypeId, setPaymentTypeId] = useState(() => String((active.find(isCashPaymentType) ?? active[0])?.id ?? ''));
  const [shouldPrint, setShouldPrint] = useState(() => Boolean(init.printSettings.is_enable_print || init.printSettings.isEnablePrint));
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const { state } = useLoad(() => getBillSummary(orderIds), `${orderIds.join(',')}#${ticket}`);
  const reload = () => setTicket((current) => current + 1);
  const money = (decimal: number) => formatMoney(decodeDecimalAmount(decimal), currencySymbol);

  const bill = state.status === 'ready' ? state.data : null;
  const total = bill ? decodeDecimalAmount(bill.total) : minorUnits(0);
  const rule = tipRuleOf(tip);
  const tipMinor = rule && rule !== 'invalid' ? tipAmount(total, rule) : minorUnits(0);
  const payable = minorUnits(total + tipMinor);

  async function handleSubmit() {
    if (!bill) return;
    const paymentType = active.find((candidate) => String(candidate.id) === paymentTypeId);
    if (!paymentType) return void notifyError(PAYMENT_TYPE_REQUIRED);
    if (rule === 'invalid') return void notifyError(DISCOUNT_MESSAGES.tipInvalid);
    const input: CompleteAndPayInput = {
      orderIds,
      subTotal: decodeDecimalAmount(bill.subtotal),
      taxTotal: decodeDecimalAmount(bill.taxTotal),
      total,
      paymentTypeId: paymentType.id,
      createdBy: sessionUser.value?.username ?? null,
      tip: rule ? { kind: rule.kind, value: rule.value / 100 } : null,
    };
    const fingerprint = JSON.stringify(completeAndPayWireBody(input));
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: newIdempotencyKey() };
    try {
      const response = await completeAndPayOrders(input, submission.current.key);
      await onPaid({
        response,
        summary: bill,
        totals: { itemsTotal: input.subTotal, taxTotal: input.taxTotal, payableTotal: total },
        paymentTypeTitle: paymentType.title,
        shouldPrint,
        billing: { discountTotal: bill.discountTotal, tip: toDecimalAmount(tipMinor), paid: toDecimalAmount(payable) },
      });
    } catch (error) {
      notifyApiError(error, ORDER_MESSAGES.actionError);
      // A 409 (totals changed, already paid…) means the bill is stale: show the server's numbers again.
      if (error instanceof ApiError && error.status === 409) reload();
    }
  }

  const tokens = orders.map((order) => `#${order.token_no}`).join(', ');
  const submitLabel = bill ? `Pay ${formatMoney(payable, currencySymbol)} & Complete` : PAY_COMPLETE_TITLE;

  return (
    <FormDialog title={PAY_COMPLETE_TITLE} submitLabel={submitLabel} onClose={onClose} onSubmit={handleSubmit}>
      <p className={orderCss.context}>
        <span>
          {context} · {orders.length === 1 ? `Token ${tokens}` : `Tokens ${tokens}`}
        </span>
      </p>
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <ErrorState message={state.error instanceof ApiError && state.error.hasServerMessage ? state.error.message : ORDER_MESSAGES.actionError}>
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
        </ErrorState>
      ) : (
        <BillFigures bill={state.data} money={money} tip={tipMinor} payable={payable} currencySymbol={currencySymbol} />
      )}
      {bill ? (
        <DiscountPanel
          bill={bill}
          money={money}
          onChanged={() => {
            submission.current = null;
            reload();
          }}
        />
      ) : null}
      <div className={css.row} onKeyDown={stopEnter}>
        <SelectField
          label="Tip"
          value={tip.kind}
          onValueChange={(kind) => setTip(kind === 'percent' || kind === 'amount' ? { kind, text: tip.kind === 'none' ? '' : tip.text } : { kind: 'none' })}
          options={[
            { value: 'none', label: 'No tip' },
            { value: 'percent', label: 'Percent of the total' },
            { value: 'amount', label: 'Amount' },
          ]}
        />
        {tip.kind === 'none' ? null : (
          <TextField
            label={tip.kind === 'percent' ? 'Tip %' : 'Tip amount'}
            inputMode="decimal"
            value={tip.text}
            onValueChange={(text) => setTip({ kind: tip.kind, text })}
          />
        )}
      </div>
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

interface BillFiguresProps {
  bill: BillSummaryResponse;
  money: (decimal: number) => string;
  tip: number;
  payable: number;
  currencySymbol: string;
}

function BillFigures({ bill, money, tip, payable, currencySymbol }: BillFiguresProps) {
  const minor = (value: number) => formatMoney(minorUnits(value), currencySymbol);
  return (
    <dl className={orderCss.summary} aria-label="Payment summary">
      {bill.discountTotal > 0 ? (
        <>
          <dt className={orderCss.summaryLabel}>Discounts</dt>
          <dd className={orderCss.summaryValue} data-testid="pay-discount">
            −{money(bill.discountTotal)}
          </dd>
        </>
      ) : null}
      <dt className={orderCss.summaryLabel}>Subtotal</dt>
      <dd className={orderCss.summaryValue} data-testid="pay-subtotal">
        {money(bill.subtotal)}
      </dd>
      <dt className={orderCss.summaryLabel}>Tax</dt>
      <dd className={orderCss.summaryValue} data-testid="pay-tax">
        {money(bill.taxTotal)}
      </dd>
      <dt className={orderCss.summaryTotalLabel}>Total</dt>
      <dd className={orderCss.summaryTotalValue} data-testid="pay-total">
        {money(bill.total)}
      </dd>
      {tip > 0 ? (
        <>
          <dt className={orderCss.summaryLabel}>Tip (not taxed)</dt>
          <dd className={orderCss.summaryValue} data-testid="pay-tip">
            {minor(tip)}
          </dd>
          <dt className={orderCss.summaryTotalLabel}>To pay</dt>
          <dd className={orderCss.summaryTotalValue} data-testid="pay-payable">
            {minor(payable)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
