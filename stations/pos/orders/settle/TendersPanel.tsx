// How a check is paid: one payment type for all of it (the spec's 'Payment type', one button each), or several, each
// with its amount (cash + card); the amounts must add up to what is due (the server checks it again).
import type { KeyboardEvent } from 'react';
import type { PaymentTypeDto } from '../../../../shared/contract/paymentTypes';
import type { MinorUnits } from '../../../../shared/domain/money/money';
import { Button } from '../../../../shared/ui/Button';
import { SelectField, TextField } from '../../../../shared/ui/forms/Field';
import * as css from './settle.css';

export interface TenderRow {
  paymentTypeId: string;
  /** Decimal text; ignored while there is one row (it pays everything due). */
  amount: string;
}

export interface TendersPanelProps {
  tenders: readonly TenderRow[];
  onChange: (tenders: TenderRow[]) => void;
  paymentTypes: readonly PaymentTypeDto[];
  due: MinorUnits;
  money: (minor: MinorUnits) => string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function TendersPanel({ tenders, onChange, paymentTypes, due, money, onKeyDown }: TendersPanelProps) {
  const options = paymentTypes.map((type) => ({ value: String(type.id), label: type.title }));
  const update = (index: number, change: Partial<TenderRow>) =>
    onChange(tenders.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const first = tenders[0];
  return (
    <div className={css.given} onKeyDown={onKeyDown}>
      {/* The spec's 'Payment type': one tap on a button; the digit on each is its key while no field has the focus. */}
      <div className={css.typeButtons} role="group" aria-label="Payment type">
        {paymentTypes.map((type, index) => (
          <button
            key={type.id}
            type="button"
            className={css.typeButton}
            aria-pressed={first?.paymentTypeId === String(type.id)}
            aria-keyshortcuts={index < PAYMENT_TYPE_KEYS ? String(index + 1) : undefined}
            onClick={() => update(0, { paymentTypeId: String(type.id) })}
          >
            {type.title}
            {index < PAYMENT_TYPE_KEYS ? (
              <kbd className={css.keyHint} aria-hidden="true">
                {index + 1}
              </kbd>
            ) : null}
          </button>
        ))}
      </div>
      {paymentTypes.length === 0 ? (
        <p className={css.muted} role="alert">
          No payment type is active. Turn one on in Settings › Payment Types.
        </p>
      ) : null}
      {tenders.length > 1 && first ? (
        <div className={css.row}>
          <TextField label="Amount (1)" inputMode="decimal" value={first.amount} onValueChange={(amount) => update(0, { amount })} />
        </div>
      ) : null}
      {tenders.map((row, index) =>
        index === 0 ? null : (
          <div key={index} className={css.row}>
            <SelectField
              label={`Then by (${index + 1})`}
              isRequired
              value={row.paymentTypeId}
              onValueChange={(paymentTypeId) => update(index, { paymentTypeId })}
              placeholder="Select payment type"
              options={options}
            />
            <TextField
              label={`Amount (${index + 1})`}
              inputMode="decimal"
              value={row.amount}
              onValueChange={(amount) => update(index, { amount })}
            />
            <Button variant="secondary" onClick={() => onChange(tenders.filter((_, at) => at !== index))}>
              Remove
            </Button>
          </div>
        ),
      )}
      {tenders.length > 1 ? (
        <div className={css.row}>
          {tenders.length < 4 ? (
            <Button
              variant="secondary"
              icon="plus"
              onClick={() => onChange([...tenders, { paymentTypeId: tenders[0]?.paymentTypeId ?? '', amount: '' }])}
            >
              Add a payment type
            </Button>
          ) : null}
          <span className={css.muted}>Due: {money(due)}</span>
        </div>
      ) : null}
    </div>
  );
}

/** Payment types 1…9 have a digit key. */
export const PAYMENT_TYPE_KEYS = 9;
