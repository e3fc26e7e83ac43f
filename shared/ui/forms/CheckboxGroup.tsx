// A named group of checkboxes over a fixed list (the permission names of the user form), with
// select-all and clear shortcuts.
import { useId, type CSSProperties } from 'react';
import { Button } from '../Button';
import { Checkbox } from './Field';
import * as css from './form.css';

export interface CheckboxGroupProps<Value extends string> {
  legend: string;
  options: readonly Value[];
  values: readonly Value[];
  onChange: (values: Value[]) => void;
  /** How each option reads; the value itself by default. */
  labelOf?: (value: Value) => string;
  /** Minimum column width of the grid. */
  columnWidth?: string;
  hint?: string;
}

export function CheckboxGroup<Value extends string>({
  legend,
  options,
  values,
  onChange,
  labelOf = (value) => value,
  columnWidth = '200px',
  hint,
}: CheckboxGroupProps<Value>) {
  const legendId = useId();
  const chosen = new Set(values);
  // Keep the list's own order whatever the click order was.
  const toggle = (value: Value, isOn: boolean) => onChange(options.filter((option) => (option === value ? isOn : chosen.has(option))));
  const gridStyle: CSSProperties = { gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth}, 1fr))` };
  return (
    // A labelled group rather than fieldset/legend: a legend cannot sit in a flex header row.
    <div role="group" aria-labelledby={legendId} className={css.fieldset}>
      <div className={css.groupHeader}>
        <span className={css.legend}>
          <span id={legendId}>{legend}</span>{' '}
          <span className={css.hint}>
            ({chosen.size} of {options.length})
          </span>
        </span>
        <span className={css.groupActions}>
          <Button
            variant="ghost"
            className={css.smallButton}
            onClick={() => onChange([...options])}
            disabled={chosen.size === options.length}
          >
            Select all
          </Button>
          <Button variant="ghost" className={css.smallButton} onClick={() => onChange([])} disabled={chosen.size === 0}>
            Clear
          </Button>
        </span>
      </div>
      {hint ? <p className={css.hint}>{hint}</p> : null}
      <div className={css.checkboxGrid} style={gridStyle}>
        {options.map((option) => (
          <Checkbox key={option} label={labelOf(option)} checked={chosen.has(option)} onCheckedChange={(isOn) => toggle(option, isOn)} />
        ))}
      </div>
    </div>
  );
}
