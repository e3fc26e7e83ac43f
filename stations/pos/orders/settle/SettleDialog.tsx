// Spec 2.6 / 4 Pay & Complete, settled the way issue 14 asks (a lazy chunk of the Orders screen): the server's bill
// (subtotal, tax, total of the stored lines; what discounts took off), a discount panel, how to split it (one check,
// evenly by guests, by items, by amount), and the payment of the whole bill or of one check at a time: one or more
// payment types, a tip (an amount or a percent, never taxed), 'Print Receipt?'. One check with one payment type is
// the spec's complete-and-pay-order; anything else goes through the bill's checks. The server computes every figure;
// the shares and tip shown here come from the same pure functions. One Idempotency-Key per submission.
import { useRef, useState } from 'react';
import { getBillSummary, payCheck, splitBill, type BillView, type CheckView, type SplitView } from '../../../../shared/api/billing';
import { ApiError } from '../../../../shared/api/errors';
import { completeAndPayOrders, completeAndPayWireBody, type CompleteAndPayInput } from '../../../../shared/api/orders';
import { newIdempotencyKey } from '../../../../shared/api/pos';
import { DISCOUNT_MESSAGES, SPLIT_MESSAGES } from '../../../../shared/domain/billing';
import { tipAmount } from '../../../../shared/domain/discounts';
import { storedBill } from '../../../../shared/domain/bill';
import { paidWithTenders, roundingStepOf } from '../../../../shared/domain/cashRounding';
import type { PaymentTypeDto } from '../../../../shared/contract/settings';
import {
  formatMoney,
  minorUnits,
  parseDecimalAmount,
  parseHundredths,
  toDecimalAmount,
  type MinorUnits,
} from '../../../../shared/domain/money';
import { ORDER_MESSAGES } from '../../../../shared/domain/orders';
import { announceOrderUpdate } from '../../../../shared/realtime/socket';
import { sessionUser } from '../../../../shared/state';
import { notifyApiError, notifyError, notifySuccess } from '../../../../shared/shell/toast';
import { Button } from '../../../../shared/ui/Button';
import { Checkbox, SelectField, TextField } from '../../../../shared/ui/Field';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { ErrorState, Loading } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import { activePaymentTypes, isCashPaymentType } from '../../register/catalog';
import { openPrintWindow, PRINT_RECEIPT_PATH } from '../../register/printWindow';
import { storePosReceipt } from '../../register/posState';
import type { PayCompleteDialogProps } from '../PayCompleteDialog';
import * as orderCss from '../orders.css';
import { buildCheckReceipt } from './checkReceipt';
import { BillFigures, ChecksList } from './BillFigures';
import { DiscountPanel, stopEnter } from './DiscountPanel';
import { ServiceChargePanel } from './ServiceChargePanel';
import { countOf, ONE_CHECK, SplitPanel, type SplitChoice } from './SplitPanel';
import { TendersPanel, type TenderRow } from './TendersPanel';
import * as css from './settle.css';
import { ruleOnWire as tipOnWire } from '../../../../shared/domain/discounts';

export const PAY_COMPLETE_TITLE = 'Pay & Complete';
export const PAYMENT_TYPE_REQUIRED = 'Please select a payment type!';
const POPUP_BLOCKED_TEXT = 'The receipt window was blocked. Please allow pop-ups for this site and try again.';

export type TipChoice = { kind: 'none' } | { kind: 'percent' | 'amount'; text: string };

/** The tip rule typed in (null: none; 'invalid': unreadable, the caller says so). */
function tipRuleOf(choice: TipChoice): { kind: 'percent' | 'amount'; value: number } | null | 'invalid' {
  if (choice.kind === 'none' || choice.text.trim() === '') return null;
  const hundredths = parseHundredths(choice.text);
  if (hundredths === undefined || hundredths <= 0 || (choice.kind === 'percent' && hundredths > 10_000)) return 'invalid';
  return { kind: choice.kind, value: hundredths };
}

/** The rounding of paying `due` and `tip` with the tender rows typed in (0 when no chosen type rounds). */
function roundingOfTenders(
  due: MinorUnits,
  tip: MinorUnits,
  rows: readonly TenderRow[],
  paymentTypes: readonly PaymentTypeDto[],
): MinorUnits {
  const tenders = rows.map((row) => {
    const type = paymentTypes.find((candidate) => String(candidate.id) === row.paymentTypeId);
    return { roundingStep: type ? roundingStepOf(type) : 0, amount: rows.length === 1 ? null : (parseDecimalAmount(row.amount) ?? 0) };
  });
  return paidWithTenders(storedBill({ itemsTotal: due, taxTotal: 0, payableTotal: due, tipTotal: tip }), tenders).roundingTotal;
}

export function SettleDialog({ orders, context, init, currencySymbol, onPaid, onClose }: PayCompleteDialogProps) {
  const orderIds = orders.map((order) => order.id);
  const active = activePaymentTypes(init.paymentTypes);
  const defaultType = String((active.find(isCashPaymentType) ?? active[0])?.id ?? '');
  const [ticket, setTicket] = useState(0);
  const [shouldPrint, setShouldPrint] = useState(() => init.printSettings.isEnablePrint);
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const [tenders, setTenders] = useState<TenderRow[]>([{ paymentTypeId: defaultType, amount: '' }]);
  const [split, setSplit] = useState<SplitChoice>(ONE_CHECK);
  const [chosenCheck, setChosenCheck] = useState<number | null>(null);
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { state } = useLoad(() => getBillSummary(orderIds), `${orderIds.join(',')}#${ticket}`);
  const reload = () => setTicket((current) => current + 1);
  const money = (minor: MinorUnits) => formatMoney(minor, currencySymbol);

  const bill = state.status === 'ready' ? state.data : null;
  const openSplit = bill?.split ?? null;
  const unpaid = openSplit?.checks.filter((check) => check.invoice_id === null) ?? [];
  const check = unpaid.find((candidate) => candidate.check_id === chosenCheck) ?? unpaid[0] ?? null;
  const due = check ? check.totals.payableTotal : bill ? bill.totals.payableTotal : minorUnits(0);
  const rule = tipRuleOf(tip);
  const tipMinor = rule && rule !== 'invalid' ? tipAmount(due, rule) : minorUnits(0);
  // What the tenders pay: a cash tender rounds its part to its payment type's step (the server rounds the same way).
  const rounding = roundingOfTenders(due, tipMinor, tenders, active);
  const payable = minorUnits(due + tipMinor + rounding);
  const isSplitting = !openSplit && split.mode !== 'one';

  /** The same key for the same submission (a retry after a lost answer), a new one for anything else. */
  function keyFor(body: unknown): string {
    const fingerprint = JSON.stringify(body);
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: newIdempotencyKey() };
    return submission.current.key;
  }

  /** The payments typed in, in minor units; null after saying what is wrong. */
  function readTenders(): { paymentTypeId: number; title: string; amount: MinorUnits }[] | null {
    const rows = tenders.map((row, index) => {
      const type = active.find((candidate) => String(candidate.id) === row.paymentTypeId);
      const amount = tenders.length === 1 ? payable : parseDecimalAmount(row.amount);
      return type && amount !== undefined && amount > 0 ? { paymentTypeId: type.id, title: type.title, amount, index } : null;
    });
    if (rows.some((row) => row === null)) {
      notifyError(tenders.length === 1 ? PAYMENT_TYPE_REQUIRED : SPLIT_MESSAGES.tenderInvalid);
      return null;
    }
    const read = rows.flatMap((row) => (row ? [row] : []));
    if (read.reduce((sum, row) => sum + row.amount, 0) !== payable) {
      notifyError(SPLIT_MESSAGES.tendersMismatch(formatMoney(payable, '')));
      return null;
    }
    return read;
  }

  async function payOneCheck(current: BillView, target: SplitView, paying: CheckView) {
    const read = readTenders();
    if (!read) return;
    const body = {
      tenders: read.map((row) => ({ paymentTypeId: row.paymentTypeId, amount: toDecimalAmount(row.amount) })),
      tip: rule && rule !== 'invalid' ? tipOnWire(rule) : undefined,
      expectedTotal: toDecimalAmount(paying.totals.payableTotal),
    };
    const answer = await payCheck(paying.check_id, body, keyFor({ check: paying.check_id, ...body }));
    submission.current = null;
    if (shouldPrint) {
      const receipt = buildCheckReceipt({
        bill: current,
        split: target,
        check: paying,
        init,
        tenders: read,
        tip: answer.tip,
        paid: answer.paid,
      });
      if (receipt) {
        storePosReceipt(receipt);
        if (!openPrintWindow(PRINT_RECEIPT_PATH)) notifyError(POPUP_BLOCKED_TEXT);
      }
    }
    if (answer.isBillSettled) {
      await onPaid({
        response: { message: answer.message, orderIds: answer.orderIds, invoiceId: answer.invoiceId, totals: paying.totals },
        summary: { totals: current.totals, orders: current.orders },
        totals: paying.totals,
        paymentTypeTitle: read.map((row) => row.title).join(' + '),
        // This check's receipt is printed already.
        shouldPrint: false,
      });
      return;
    }
    notifySuccess(answer.message);
    announceOrderUpdate(answer.orderIds);
    setTip({ kind: 'none' });
    setTenders([{ paymentTypeId: defaultType, amount: '' }]);
    setChosenCheck(null);
    reload();
    focusNextStep();
  }

  /** After a split or a paid check, the part that had the focus is gone or disabled: the next check's Pay is next. */
  function focusNextStep() {
    submitRef.current?.focus();
  }

  async function payWholeBill(current: BillView) {
    const paymentType = active.find((candidate) => String(candidate.id) === tenders[0]?.paymentTypeId);
    if (!paymentType) return void notifyError(PAYMENT_TYPE_REQUIRED);
    const input: CompleteAndPayInput = {
      orderIds,
      subTotal: current.totals.itemsTotal,
      taxTotal: current.totals.taxTotal,
      total: minorUnits(current.totals.payableTotal + rounding),
      paymentTypeId: paymentType.id,
      createdBy: sessionUser.value?.username ?? null,
      tip: rule && rule !== 'invalid' ? tipOnWire(rule) : null,
    };
    const response = await completeAndPayOrders(input, keyFor(completeAndPayWireBody(input)));
    await onPaid({
      response,
      summary: { totals: current.totals, orders: current.orders },
      totals: { ...current.totals, payableTotal: minorUnits(current.totals.payableTotal + rounding), roundingTotal: rounding },
      paymentTypeTitle: paymentType.title,
      shouldPrint,
      billing: { discountTotal: current.discountTotal, tip: tipMinor, paid: payable },
    });
  }

  async function splitInto(current: BillView, choice: SplitChoice) {
    const count = countOf(choice);
    if (count === null) return void notifyError(SPLIT_MESSAGES.guestsInvalid);
    const base = { orderIds, expectedTotal: toDecimalAmount(current.totals.payableTotal) };
    let request;
    if (choice.mode === 'even' || choice.mode === 'one')
      request = { ...base, mode: 'even' as const, guests: choice.mode === 'one' ? 1 : count };
    else if (choice.mode === 'items') {
      const checks = Array.from({ length: count }, (_, index) =>
        current.lines.filter((line) => (choice.lineChecks[line.id] ?? 1) === index + 1).map((line) => line.id),
      );
      request = { ...base, mode: 'items' as const, checks };
    } else {
      const given = choice.amounts.slice(0, count - 1).map((text) => parseDecimalAmount(text) ?? minorUnits(-1));
      const rest = current.totals.payableTotal - given.reduce((sum, amount) => sum + amount, 0);
      request = { ...base, mode: 'amount' as const, amounts: [...given, rest].map((amount) => toDecimalAmount(minorUnits(amount))) };
    }
    const made = await splitBill(request);
    announceOrderUpdate(orderIds);
    return made;
  }

  async function handleSubmit() {
    if (!bill) return;
    if (rule === 'invalid') return void notifyError(DISCOUNT_MESSAGES.tipInvalid);
    try {
      if (openSplit && check) await payOneCheck(bill, openSplit, check);
      else if (split.mode === 'one' && tenders.length === 1) await payWholeBill(bill);
      else if (split.mode === 'one') {
        // Several payment types for the whole bill: a bill of one check, paid with them.
        const made = await splitInto(bill, split);
        const [only] = made?.split.checks ?? [];
        if (made && only) await payOneCheck(bill, made.split, only);
      } else {
        const made = await splitInto(bill, split);
        if (made) notifySuccess(made.message);
        reload();
        focusNextStep();
      }
    } catch (error) {
      notifyApiError(error, ORDER_MESSAGES.actionError);
      // A 409 (totals changed, already paid…) means the bill is stale: show the server's numbers again.
      if (error instanceof ApiError && error.status === 409) reload();
    }
  }

  const tokens = orders.map((order) => `#${order.token_no}`).join(', ');
  const submitLabel = !bill
    ? PAY_COMPLETE_TITLE
    : openSplit && check
      ? `Pay ${money(payable)} · Check ${check.position} of ${openSplit.checks.length}`
      : isSplitting
        ? `Split into ${countOf(split) ?? '…'} checks`
        : `Pay ${money(payable)} & Complete`;

  return (
    <FormDialog title={PAY_COMPLETE_TITLE} submitLabel={submitLabel} submitRef={submitRef} onClose={onClose} onSubmit={handleSubmit}>
      <p className={orderCss.context}>
        <span>
          {context} · {orders.length === 1 ? `Token ${tokens}` : `Tokens ${tokens}`}
        </span>
      </p>
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <ErrorState
          message={state.error instanceof ApiError && state.error.hasServerMessage ? state.error.message : ORDER_MESSAGES.actionError}
        >
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
        </ErrorState>
      ) : (
        <BillFigures bill={state.data} money={money} tip={check ? minorUnits(0) : tipMinor} rounding={check ? minorUnits(0) : rounding} />
      )}
      {bill && !openSplit ? (
        <DiscountPanel
          bill={bill}
          money={money}
          onChanged={() => {
            submission.current = null;
            reload();
          }}
        />
      ) : null}
      {bill && !openSplit ? (
        <ServiceChargePanel
          bill={bill}
          money={money}
          onChanged={() => {
            submission.current = null;
            reload();
          }}
        />
      ) : null}
      {bill && !openSplit ? <SplitPanel bill={bill} choice={split} onChange={setSplit} money={money} onKeyDown={stopEnter} /> : null}
      {openSplit ? <ChecksList split={openSplit} chosen={check} onChoose={setChosenCheck} money={money} /> : null}
      {isSplitting ? null : (
        <>
          <div className={css.row} onKeyDown={stopEnter}>
            <SelectField
              label="Tip"
              value={tip.kind}
              onValueChange={(kind) =>
                setTip(kind === 'percent' || kind === 'amount' ? { kind, text: tip.kind === 'none' ? '' : tip.text } : { kind: 'none' })
              }
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
            {tipMinor > 0 ? (
              <span className={css.muted} data-testid="pay-tip-due">
                Tip {money(tipMinor)} · to pay {money(payable)}
              </span>
            ) : null}
          </div>
          <TendersPanel tenders={tenders} onChange={setTenders} paymentTypes={active} due={payable} money={money} onKeyDown={stopEnter} />
          <Checkbox label="Print Receipt?" checked={shouldPrint} onCheckedChange={setShouldPrint} />
        </>
      )}
    </FormDialog>
  );
}
