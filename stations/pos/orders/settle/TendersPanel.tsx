// How a check is paid: one payment type for all of it (the spec's 'Payment type'), or several, each with
// its amount (cash + card); the amounts must add up to what is due (the server checks it again).
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
  return (
    <div className={css.given} onKeyDown={onKeyDown}>
      {tenders.map((row, index) => (
        <div key={index} className={css.row}>
          <SelectField
            label={index === 0 ? 'Payment type' : `Then by (${index + 1})`}
            isRequired
            value={row.paymentTypeId}
            onValueChange={(paymentTypeId) => update(index, { paymentTypeId })}
            placeholder="Select payment type"
            options={options}
            hint={paymentTypes.length === 0 ? 'No payment type is active. Turn one on in Settings › Payment Types.' : undefined}
          />
          {tenders.length > 1 ? (
            <TextField
              label={`Amount (${index + 1})`}
              inputMode="decimal"
              value={row.amount}
              onValueChange={(amount) => update(index, { amount })}
            />
          ) : null}
          {index > 0 ? (
            <Button variant="secondary" onClick={() => onChange(tenders.filter((_, at) => at !== index))}>
              Remove
            </Button>
          ) : null}
        </div>
      ))}
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
        {tenders.length > 1 ? <span className={css.muted}>Due: {money(due)}</span> : null}
      </div>
    </div>
  );
}
