// How the table's bill is split, before any check is paid: one check (the spec's payment), evenly by
// guests, by items (each line on a check), or by amount (one amount per check, the last one the rest). The server
// computes the checks; this only gathers the choice and shows the equal shares it will make.
import type { KeyboardEvent } from 'react';
import type { BillView } from '../../../../shared/api/billing';
import { splitEvenly } from '../../../../shared/domain/bill/allocation';
import type { MinorUnits } from '../../../../shared/domain/money/money';
import { SelectField, TextField } from '../../../../shared/ui/forms/Field';
import * as css from './settle.css';

type SplitMode = 'one' | 'even' | 'items' | 'amount';

export interface SplitChoice {
  mode: SplitMode;
  /** even: guests; items and amount: checks. */
  count: string;
  /** items: the check (1-based) of each line id. */
  lineChecks: Readonly<Record<number, number>>;
  /** amount: the amounts of all checks but the last (decimal text). */
  amounts: readonly string[];
}

export const ONE_CHECK: SplitChoice = { mode: 'one', count: '2', lineChecks: {}, amounts: [] };

/** 1…50 from the typed count, or null. */
export function countOf(choice: SplitChoice): number | null {
  const count = Number(choice.count);
  return Number.isSafeInteger(count) && count >= 1 && count <= 50 ? count : null;
}

export interface SplitPanelProps {
  bill: BillView;
  choice: SplitChoice;
  onChange: (choice: SplitChoice) => void;
  money: (minor: MinorUnits) => string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function SplitPanel({ bill, choice, onChange, money, onKeyDown }: SplitPanelProps) {
  const count = countOf(choice);
  const checkNumbers = Array.from({ length: count ?? 0 }, (_, index) => index + 1);
  return (
    <section className={css.section} aria-label="Split the bill" onKeyDown={onKeyDown}>
      <h3 className={css.sectionTitle}>Split the bill</h3>
      <div className={css.row}>
        <SelectField
          label="Split"
          value={choice.mode}
          onValueChange={(mode) => onChange({ ...choice, mode: mode === 'even' || mode === 'items' || mode === 'amount' ? mode : 'one' })}
          options={[
            { value: 'one', label: 'One check' },
            { value: 'even', label: 'Evenly by guests' },
            { value: 'items', label: 'By items' },
            { value: 'amount', label: 'By amount' },
          ]}
        />
        {choice.mode === 'one' ? null : (
          <TextField
            label={choice.mode === 'even' ? 'Guests' : 'Checks'}
            inputMode="numeric"
            value={choice.count}
            onValueChange={(text) => onChange({ ...choice, count: text })}
          />
        )}
      </div>
      {choice.mode === 'even' && count ? (
        <p className={css.muted} data-testid="split-shares">
          {splitEvenly(bill.totals.payableTotal, count)
            .map((share) => money(share))
            .join(' · ')}
        </p>
      ) : null}
      {choice.mode === 'items' && count
        ? bill.lines.map((line) => (
            <label key={line.id} className={css.lineChoice}>
              <span>
                {line.item_title} ×{line.quantity} · {money(line.totals.payableTotal)}
              </span>
              <select
                aria-label={`Check for ${line.item_title}`}
                value={String(choice.lineChecks[line.id] ?? 1)}
                onChange={(event) => onChange({ ...choice, lineChecks: { ...choice.lineChecks, [line.id]: Number(event.target.value) } })}
              >
                {checkNumbers.map((number) => (
                  <option key={number} value={number}>
                    Check {number}
                  </option>
                ))}
              </select>
            </label>
          ))
        : null}
      {choice.mode === 'amount' && count
        ? checkNumbers.slice(0, -1).map((number, index) => (
            <TextField
              key={number}
              label={`Check ${number} amount`}
              inputMode="decimal"
              value={choice.amounts[index] ?? ''}
              onValueChange={(text) => {
                const amounts = [...choice.amounts];
                amounts[index] = text;
                onChange({ ...choice, amounts });
              }}
            />
          ))
        : null}
      {choice.mode === 'amount' && count ? (
        <p className={css.muted}>
          Check {count} pays the rest of {money(bill.totals.payableTotal)}.
        </p>
      ) : null}
    </section>
  );
}
