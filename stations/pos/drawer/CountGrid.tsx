// A drawer counted by denomination: one row per note and coin of the store's currency (largest first), how many with
// − and + (44 px) or typed, each row's amount and the live total. Used to open with a float and to close.
import { countGridTotal } from '../../../shared/domain/drawers';
import { type MinorUnits, formatMoney } from '../../../shared/domain/money/money';
import * as css from './drawer.css';

const MAX_QUANTITY = 100_000;

export function CountGrid({
  legend,
  denominations,
  quantities,
  symbol,
  onChange,
}: {
  legend: string;
  denominations: readonly MinorUnits[];
  quantities: ReadonlyMap<number, number>;
  symbol: string;
  onChange: (quantities: ReadonlyMap<number, number>) => void;
}) {
  function set(value: number, quantity: number) {
    const next = new Map(quantities);
    next.set(value, Math.min(MAX_QUANTITY, Math.max(0, Math.trunc(quantity) || 0)));
    onChange(next);
  }
  const total = countGridTotal(quantities);
  return (
    <>
      <fieldset className={css.countGrid}>
        <legend className={css.panelTitle}>{legend}</legend>
        {denominations.map((value) => {
          const quantity = quantities.get(value) ?? 0;
          const label = formatMoney(value, symbol);
          return (
            <div key={value} className={css.countRow} data-denomination={value}>
              <span className={css.countValue}>{label}</span>
              <button type="button" className={css.stepButton} aria-label={`One ${label} less`} onClick={() => set(value, quantity - 1)}>
                −
              </button>
              <input
                className={css.countInput}
                inputMode="numeric"
                aria-label={`How many ${label}`}
                value={quantity === 0 ? '' : String(quantity)}
                placeholder="0"
                onChange={(event) => set(value, Number(event.target.value.replace(/\D/g, '')))}
                onFocus={(event) => event.target.select()}
              />
              <button type="button" className={css.stepButton} aria-label={`One ${label} more`} onClick={() => set(value, quantity + 1)}>
                +
              </button>
              <span className={css.lineTotal}>{quantity > 0 ? formatMoney(minorTimes(value, quantity), symbol) : ''}</span>
            </div>
          );
        })}
      </fieldset>
      <p className={css.countTotal} aria-live="polite">
        <span>Counted</span>
        <span data-testid="count-total">{formatMoney(total, symbol)}</span>
      </p>
    </>
  );
}

function minorTimes(value: MinorUnits, quantity: number): MinorUnits {
  return countGridTotal(new Map([[value, quantity]]));
}
