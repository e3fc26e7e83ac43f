// Spec 2.5 Collect Payment & Send order for Processing: an active payment type and, for cash, the amount
// tendered with the change (less than the total is refused); then POST /pos/create-order-and-invoice.
import { useState } from 'react';
import { POS_MESSAGES } from '../../../../shared/contract/posTypes';
import type { PaymentTypeDto } from '../../../../shared/contract/paymentTypes';
import { formatMoney, minorUnits, parseDecimalAmount, toDecimalAmount, type MinorUnits } from '../../../../shared/domain/money/money';
import type { BillTotals } from '../../../../shared/domain/bill/bill';
import { isRoundingStep, paidWith, roundingStepOf } from '../../../../shared/domain/bill/cashRounding';
import { notifyError } from '../../../../shared/shell/toast';
import { Button } from '../../../../shared/ui/Button';
import { NumberField } from '../../../../shared/ui/forms/Field';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import { activePaymentTypes, changeDue, isCashPaymentType, quickTenderAmounts } from '../catalog';
import { ChoiceOption } from './ChoiceOption';
import { OrderSummary } from './OrderSummary';
import * as css from './dialogs.css';

const PAY_DIALOG_TITLE = 'Collect Payment & Send order for Processing';
const TENDERED_REQUIRED = 'Please enter the amount tendered!';
const TENDERED_TOO_LOW = 'Amount tendered is less than the payable total!';
const NO_ACTIVE_PAYMENT_TYPES = 'No payment type is active. Turn one on in Settings › Payment Types.';

export interface Payment {
  paymentType: PaymentTypeDto;
  /** Cash only, minor units. */
  tendered: MinorUnits | null;
  change: MinorUnits | null;
}

export interface PaymentDialogProps {
  totals: BillTotals;
  currencySymbol: string;
  details: readonly string[];
  paymentTypes: readonly PaymentTypeDto[];
  onPay: (payment: Payment) => Promise<void>;
  onClose: () => void;
}

const asInput = (minor: MinorUnits) => toDecimalAmount(minor).toFixed(2);

export function PaymentDialog({ totals, currencySymbol, details, paymentTypes, onPay, onClose }: PaymentDialogProps) {
  const active = activePaymentTypes(paymentTypes);
  const [paymentTypeId, setPaymentTypeId] = useState<number | null>(() => (active.find(isCashPaymentType) ?? active[0])?.id ?? null);
  const paymentType = active.find((candidate) => candidate.id === paymentTypeId) ?? null;
  // What this payment type pays: cash rounded to its step (the server rounds the same way).
  const paid = paymentType ? paidWith(totals, roundingStepOf(paymentType)) : totals;
  const total = paid.payableTotal;
  const [tenderedText, setTenderedText] = useState(() => asInput(total));
  // A type that rounds to a step is paid in coins and notes too (Bargeld, Espèces): it takes the amount tendered.
  const isCash = isCashPaymentType(paymentType) || (paymentType !== null && isRoundingStep(roundingStepOf(paymentType)));
  const tendered = parseDecimalAmount(tenderedText);
  const change = changeDue(tendered, total);
  const money = (minor: MinorUnits) => formatMoney(minor, currencySymbol);

  async function handleSubmit() {
    if (!paymentType) {
      notifyError(active.length === 0 ? NO_ACTIVE_PAYMENT_TYPES : POS_MESSAGES.paymentTypeRequired);
      return;
    }
    if (isCash) {
      if (tenderedText.trim() === '' || tendered === undefined || tendered < 0) {
        notifyError(TENDERED_REQUIRED);
        return;
      }
      if (change === null) {
        notifyError(TENDERED_TOO_LOW);
        return;
      }
    }
    await onPay({ paymentType, tendered: isCash ? (tendered ?? null) : null, change: isCash ? change : null });
  }

  return (
    <FormDialog
      title={PAY_DIALOG_TITLE}
      submitLabel={`Collect ${money(total)} & Send`}
      className={css.wideDialog}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <OrderSummary totals={paid} currencySymbol={currencySymbol} details={details} />
      <div className={css.payGrid}>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Payment type</legend>
          {active.length === 0 ? (
            <p className={css.muted} role="alert">
              {NO_ACTIVE_PAYMENT_TYPES}
            </p>
          ) : (
            <div className={css.choiceColumn}>
              {active.map((candidate) => (
                <ChoiceOption
                  key={candidate.id}
                  type="radio"
                  name="payment-type"
                  title={candidate.title}
                  checked={paymentTypeId === candidate.id}
                  onCheckedChange={() => {
                    setPaymentTypeId(candidate.id);
                    // The amount tendered starts at what this type pays (cash may round).
                    setTenderedText(asInput(paidWith(totals, roundingStepOf(candidate)).payableTotal));
                  }}
                />
              ))}
            </div>
          )}
        </fieldset>
        {isCash ? (
          <div className={css.cashPanel}>
            <NumberField
              label={`Amount tendered (${currencySymbol})`}
              value={tenderedText}
              onValueChange={setTenderedText}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className={css.quickAmounts} role="group" aria-label="Quick amounts">
              {quickTenderAmounts(total).map((amount, index) => (
                <Button key={amount} variant="secondary" className={css.quickAmount} onClick={() => setTenderedText(asInput(amount))}>
                  {index === 0 ? 'Exact' : money(amount)}
                </Button>
              ))}
            </div>
            {change !== null ? (
              <div className={css.change} role="status" data-testid="change-due">
                <span>Change</span>
                <span>{money(change)}</span>
              </div>
            ) : (
              <div className={css.shortfall} role="status" data-testid="change-due">
                <span>{tendered === undefined ? 'Enter the amount tendered' : 'Short by'}</span>
                <span>{tendered === undefined ? '' : money(minorUnits(total - tendered))}</span>
              </div>
            )}
          </div>
        ) : null}
      </div>
    </FormDialog>
  );
}
