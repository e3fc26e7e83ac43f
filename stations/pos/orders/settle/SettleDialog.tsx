// Spec 2.6 / 4 Pay & Complete (a lazy chunk of the Orders screen), laid out for a tablet in the rush: at the top, how
// to split ('Split 2 · 3 · 4 · by items · by amount': an even split is one tap) and the payment types as buttons;
// discount, tip and service charge behind their own buttons; the server's bill (subtotal, tax, total of the stored
// lines; what discounts took off); for cash, quick amounts and the change due; 'Print Receipt?'. One check with one
// payment type is the spec's complete-and-pay-order; anything else goes through the bill's checks, and after a split
// and after each paid check the focus is on the next check's Pay. The server computes every figure; the shares and
// tip shown here come from the same pure functions. One Idempotency-Key per submission.
import { useEffect, useRef, useState } from 'react';
import { getBillSummary, payCheck, splitBill, type BillView, type CheckView, type SplitView } from '../../../../shared/api/billing';
import { ApiError } from '../../../../shared/api/errors';
import { completeAndPayOrders, completeAndPayWireBody, type CompleteAndPayInput } from '../../../../shared/api/orders';
import { newIdempotencyKey } from '../../../../shared/api/pos';
import { DISCOUNT_MESSAGES, SPLIT_MESSAGES } from '../../../../shared/domain/bill/billMessages';
import { tipAmount } from '../../../../shared/domain/bill/discounts';
import { storedBill } from '../../../../shared/domain/bill/bill';
import { paidWithTenders, roundingStepOf } from '../../../../shared/domain/bill/cashRounding';
import type { PaymentTypeDto } from '../../../../shared/contract/paymentTypes';
import {
  formatMoney,
  minorUnits,
  parseDecimalAmount,
  parseHundredths,
  toDecimalAmount,
  type MinorUnits,
} from '../../../../shared/domain/money/money';
import { ORDER_MESSAGES } from '../../../../shared/domain/orders';
import { announceOrderUpdate } from '../../../../shared/realtime/socket';
import { sessionUser } from '../../../../shared/state';
import { notifyApiError, notifyError, notifySuccess } from '../../../../shared/shell/toast';
import { Button } from '../../../../shared/ui/Button';
import { Checkbox, SelectField, TextField } from '../../../../shared/ui/forms/Field';
import { changeDue, quickTenderAmounts } from '../../register/catalog';
import { isTypingTarget } from '../../register/commands';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import { ErrorState, Loading } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import { activePaymentTypes, isCashPaymentType } from '../../register/catalog';
import { openPrintWindow, PRINT_RECEIPT_PATH } from '../../register/printWindow';
import { storePosReceipt } from '../../register/posState';
import type { PayCompleteDialogProps } from '../PayCompleteDialog';
import * as orderCss from '../orders.css';
import { buildCheckReceipt } from './checkReceipt';
import { opensPopup } from '../../../../shared/domain/printers';
import { BillFigures, ChecksList } from './BillFigures';
import { DiscountPanel, stopEnter } from './DiscountPanel';
import { ServiceChargePanel } from './ServiceChargePanel';
import { countOf, ONE_CHECK, SplitPanel, type SplitChoice } from './SplitPanel';
import { PAYMENT_TYPE_KEYS, TendersPanel, type TenderRow } from './TendersPanel';
import * as css from './settle.css';
import { ruleOnWire as tipOnWire } from '../../../../shared/domain/bill/discounts';

export const PAY_COMPLETE_TITLE = 'Pay & Complete';
export const PAYMENT_TYPE_REQUIRED = 'Please select a payment type!';
const POPUP_BLOCKED_TEXT = 'The receipt window was blocked. Please allow pop-ups for this site and try again.';

export type TipChoice = { kind: 'none' } | { kind: 'percent' | 'amount'; text: string };

/** The panels behind their own buttons, opened on demand. */
type Extra = 'discount' | 'tip' | 'serviceCharge';

/** One tap splits evenly into this many checks. */
const QUICK_SPLITS = [2, 3, 4] as const;

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
  const [extras, setExtras] = useState<ReadonlySet<Extra>>(() => new Set());
  /** The cash a guest hands over (null: the exact amount): only for the change shown. */
  const [cashGiven, setCashGiven] = useState<MinorUnits | null>(null);
  const [isSplitBusy, setIsSplitBusy] = useState(false);
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const wantsPayFocus = useRef(false);
  const sheetRef = useRef<HTMLDivElement>(null);
  const { state } = useLoad(() => getBillSummary(orderIds), `${orderIds.join(',')}#${ticket}`);
  const reload = () => setTicket((current) => current + 1);
  // A discount or service charge changes what the bill asks for: the next payment is a new one, on fresh figures.
  const handleBillChanged = () => {
    submission.current = null;
    reload();
  };
  const money = (minor: MinorUnits) => formatMoney(minor, currencySymbol);

  const bill = state.status === 'ready' ? state.data : null;
  const openSplit = bill?.split ?? null;
  const seatedLines = bill?.orders.flatMap((order) => order.items).filter((item) => item.seat !== null) ?? [];
  const seatOfLine =
    seatedLines.length > 0 ? new Map(bill?.orders.flatMap((order) => order.items.map((item) => [item.id, item.seat] as const))) : undefined;
  const unpaid = openSplit?.checks.filter((check) => check.invoice_id === null) ?? [];
  const check = unpaid.find((candidate) => candidate.check_id === chosenCheck) ?? unpaid[0] ?? null;
  const due = check ? check.totals.payableTotal : bill ? bill.totals.payableTotal : minorUnits(0);
  const rule = tipRuleOf(tip);
  const tipMinor = rule && rule !== 'invalid' ? tipAmount(due, rule) : minorUnits(0);
  // What the tenders pay: a cash tender rounds its part to its payment type's step (the server rounds the same way).
  const rounding = roundingOfTenders(due, tipMinor, tenders, active);
  const payable = minorUnits(due + tipMinor + rounding);
  const isSplitting = !openSplit && split.mode !== 'one';
  const firstType = active.find((candidate) => String(candidate.id) === tenders[0]?.paymentTypeId) ?? null;
  const isCash = tenders.length === 1 && isCashPaymentType(firstType);
  const cashHanded = cashGiven !== null && cashGiven >= payable ? cashGiven : payable;
  const change = changeDue(cashHanded, payable);

  // After a split or a paid check the bill is read again: once it is in, the focus and the view go to the next
  // check's Pay.
  useEffect(() => {
    if (state.status !== 'ready' || !wantsPayFocus.current) return;
    wantsPayFocus.current = false;
    submitRef.current?.focus();
    submitRef.current?.scrollIntoView({ block: 'nearest' });
  }, [state]);

  // Digits 1…9 pick a payment type while no field has the focus (the focus waits on Pay after a split).
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (!/^[1-9]$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (!(event.target instanceof Node) || !sheetRef.current?.closest('[role="dialog"]')?.contains(event.target)) return;
      const type = active[Number(event.key) - 1];
      if (!type || Number(event.key) > PAYMENT_TYPE_KEYS) return;
      event.preventDefault();
      setTenders((rows) => rows.map((row, index) => (index === 0 ? { ...row, paymentTypeId: String(type.id) } : row)));
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [active]);

  function toggleExtra(extra: Extra) {
    setExtras((open) => {
      const next = new Set(open);
      if (next.has(extra)) next.delete(extra);
      else next.add(extra);
      return next;
    });
  }

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
      printReceipt: shouldPrint,
    };
    const answer = await payCheck(paying.check_id, body, keyFor({ check: paying.check_id, ...body }));
    submission.current = null;
    // A store printing receipts on its printer only: the server queued it with the payment.
    if (shouldPrint && opensPopup(init.receiptOutput.receipt)) {
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
    setCashGiven(null);
    reload();
    focusNextStep();
  }

  /** After a split or a paid check, the part that had the focus is gone or disabled: the next check's Pay is next. */
  function focusNextStep() {
    wantsPayFocus.current = true;
    submitRef.current?.focus();
  }

  /** 'Split 2 · 3 · 4': one tap splits evenly; 'by items' and 'by amount' open the split panel in that mode. */
  /** One split in one tap: busy while it runs, the bill again after (a 409 means another till changed it). */
  async function runQuickSplit(makeSplit: () => Promise<{ message: string } | null | undefined>) {
    if (isSplitBusy) return;
    setIsSplitBusy(true);
    try {
      const made = await makeSplit();
      if (made) notifySuccess(made.message);
      submission.current = null;
      reload();
      focusNextStep();
    } catch (error) {
      notifyApiError(error, ORDER_MESSAGES.actionError);
      if (error instanceof ApiError && error.status === 409) reload();
    } finally {
      setIsSplitBusy(false);
    }
  }

  function handleQuickSplit(current: BillView, checks: number) {
    return runQuickSplit(() => splitInto(current, { ...ONE_CHECK, mode: 'even', count: String(checks) }));
  }

  /** By seat: one check per seat and one shared check, in one tap; the server groups the lines. */
  function handleSeatSplit(current: BillView) {
    return runQuickSplit(async () => {
      const made = await splitBill({ orderIds, mode: 'seats', expectedTotal: toDecimalAmount(current.totals.payableTotal) });
      announceOrderUpdate(orderIds);
      return made;
    });
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
      printReceipt: shouldPrint,
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

  const hasServiceCharge = bill !== null && bill.orders.some((order) => order.totals.serviceChargeTotal > 0);

  return (
    <FormDialog
      title={PAY_COMPLETE_TITLE}
      submitLabel={submitLabel}
      submitRef={submitRef}
      className={css.sheet}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <div ref={sheetRef} className={css.sheetBody}>
        <p className={orderCss.context}>
          <span>
            {context} · {orders.length === 1 ? `Token ${tokens}` : `Tokens ${tokens}`}
          </span>
        </p>
        {bill && !openSplit ? (
          <div className={css.splitRow} role="group" aria-label="Split the bill into checks">
            {/* 'Split 2 · 3 · 4': the names start with what the buttons show (a voice user says "click 3"). */}
            {QUICK_SPLITS.map((checks) => (
              <button
                key={checks}
                type="button"
                className={css.pill}
                aria-label={checks === QUICK_SPLITS[0] ? undefined : `${checks} checks, split evenly`}
                disabled={isSplitBusy}
                onClick={() => void handleQuickSplit(bill, checks)}
              >
                {checks === QUICK_SPLITS[0] ? `Split ${checks}` : checks}
              </button>
            ))}
            {bill.orders.some((order) => order.items.some((item) => item.seat !== null)) ? (
              <button type="button" className={css.pill} disabled={isSplitBusy} onClick={() => void handleSeatSplit(bill)}>
                by seat
              </button>
            ) : null}
            {(['items', 'amount'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                className={css.pill}
                aria-pressed={split.mode === mode}
                onClick={() => setSplit(split.mode === mode ? ONE_CHECK : { ...split, mode })}
              >
                by {mode}
              </button>
            ))}
          </div>
        ) : null}
        {openSplit ? <ChecksList split={openSplit} chosen={check} onChoose={setChosenCheck} money={money} seatOfLine={seatOfLine} /> : null}
        {bill && isSplitting ? <SplitPanel bill={bill} choice={split} onChange={setSplit} money={money} onKeyDown={stopEnter} /> : null}
        {isSplitting ? null : (
          <TendersPanel tenders={tenders} onChange={setTenders} paymentTypes={active} due={payable} money={money} onKeyDown={stopEnter} />
        )}
        {bill ? (
          <div className={css.extrasRow}>
            {!openSplit ? (
              <button type="button" className={css.pill} aria-expanded={extras.has('discount')} onClick={() => toggleExtra('discount')}>
                Discount
              </button>
            ) : null}
            {isSplitting ? null : (
              <button type="button" className={css.pill} aria-expanded={extras.has('tip')} onClick={() => toggleExtra('tip')}>
                Tip
              </button>
            )}
            {!openSplit && hasServiceCharge ? (
              <button
                type="button"
                className={css.pill}
                aria-expanded={extras.has('serviceCharge')}
                onClick={() => toggleExtra('serviceCharge')}
              >
                Service charge
              </button>
            ) : null}
            {isSplitting || tenders.length > 1 ? null : (
              <button
                type="button"
                className={css.pill}
                onClick={() => setTenders([...tenders, { paymentTypeId: tenders[0]?.paymentTypeId ?? '', amount: '' }])}
              >
                Add a payment type
              </button>
            )}
          </div>
        ) : null}
        {bill && !openSplit && extras.has('discount') ? <DiscountPanel bill={bill} money={money} onChanged={handleBillChanged} /> : null}
        {bill && !openSplit && extras.has('serviceCharge') ? (
          <ServiceChargePanel bill={bill} money={money} onChanged={handleBillChanged} />
        ) : null}
        {!isSplitting && extras.has('tip') ? (
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
          </div>
        ) : null}
        {tipMinor > 0 && !isSplitting ? (
          <span className={css.muted} data-testid="pay-tip-due">
            Tip {money(tipMinor)} · to pay {money(payable)}
          </span>
        ) : null}
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
        {bill && isCash && !isSplitting ? (
          <div className={css.cashRow}>
            <div className={css.quickCash} role="group" aria-label="Cash given">
              {quickTenderAmounts(payable).map((amount, index) => (
                <button
                  key={amount}
                  type="button"
                  className={css.pill}
                  aria-pressed={cashHanded === amount}
                  onClick={() => setCashGiven(index === 0 ? null : amount)}
                >
                  {index === 0 ? 'Exact' : money(amount)}
                </button>
              ))}
            </div>
            <span className={css.changeDue} role="status" data-testid="pay-change">
              Change due {money(change ?? minorUnits(0))}
            </span>
          </div>
        ) : null}
        {isSplitting ? null : (
          <Checkbox label="Print Receipt?" className={css.printRow} checked={shouldPrint} onCheckedChange={setShouldPrint} />
        )}
      </div>
    </FormDialog>
  );
}
