// Form fields for every back-office form: a visible label tied to its control, an optional hint, and a
// required marker (the spec's checks run in code before any call, so forms use noValidate).
import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as css from './form.css';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  hintId?: string;
  isRequired?: boolean;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, hintId, isRequired, children }: FieldFrameProps) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
        {isRequired ? (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface LabelledProps {
  label: string;
  hint?: ReactNode;
  isRequired?: boolean;
}

function useFieldIds(id: string | undefined, hint: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, hintId: hint ? `${fieldId}-hint` : undefined };
}

interface ValueFieldProps extends LabelledProps {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** What a text, text-area and select field share: the frame's props, and the control's id, value and wiring. */
function useValueField({ label, hint, isRequired, id, value, onValueChange }: ValueFieldProps) {
  const { fieldId, hintId } = useFieldIds(id, hint);
  return {
    frame: { id: fieldId, label, hint, hintId, isRequired },
    control: {
      id: fieldId,
      value,
      required: isRequired,
      'aria-describedby': hintId,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onValueChange(event.target.value),
    },
  };
}

export interface TextFieldProps extends LabelledProps, Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function TextField({ label, hint, isRequired, id, value, onValueChange, className, ...rest }: TextFieldProps) {
  const field = useValueField({ label, hint, isRequired, id, value, onValueChange });
  return (
    <FieldFrame {...field.frame}>
      <input {...field.control} type="text" className={[css.input, className].filter(Boolean).join(' ')} {...rest} />
    </FieldFrame>
  );
}

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /** Whole numbers only (seating capacity): the numeric keypad without a decimal key. */
  isInteger?: boolean;
}

/**
 * A number typed as text: `type=number` would turn '12.345' or '-' into '' before our checks could
 * name the problem, and spec 5 wants its own messages for invalid amounts.
 */
export function NumberField({ isInteger, ...rest }: NumberFieldProps) {
  return <TextField {...rest} type="text" inputMode={isInteger ? 'numeric' : 'decimal'} autoComplete="off" />;
}

export interface TextAreaFieldProps extends LabelledProps, Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function TextAreaField({ label, hint, isRequired, id, value, onValueChange, ...rest }: TextAreaFieldProps) {
  const field = useValueField({ label, hint, isRequired, id, value, onValueChange });
  return (
    <FieldFrame {...field.frame}>
      <textarea {...field.control} className={css.textarea} {...rest} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends LabelledProps, Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty choice ('None', 'Select type'); its value is ''. */
  placeholder?: string;
}

export function SelectField({ label, hint, isRequired, id, value, onValueChange, options, placeholder, ...rest }: SelectFieldProps) {
  const field = useValueField({ label, hint, isRequired, id, value, onValueChange });
  return (
    <FieldFrame {...field.frame}>
      <select {...field.control} className={css.select} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface ToggleProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange'> {
  label: string;
  /** A second line under the label. */
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off setting: a native checkbox with role=switch (Space toggles, the label is clickable). */
export function Switch({ label, hint, checked, onCheckedChange, id, className, ...rest }: ToggleProps) {
  const { fieldId, hintId } = useFieldIds(id, hint);
  const labelId = `${fieldId}-label`;
  return (
    <label className={[css.toggleRow, className].filter(Boolean).join(' ')} htmlFor={fieldId}>
      <input
        id={fieldId}
        type="checkbox"
        role="switch"
        className={css.switchInput}
        checked={checked}
        // Named by the label alone (the hint describes it), unless the caller names it itself.
        aria-labelledby={rest['aria-label'] ? undefined : labelId}
        aria-describedby={hintId}
        onChange={(event) => onCheckedChange(event.target.checked)}
        {...rest}
      />
      <span className={css.toggleText}>
        <span id={labelId} className={css.toggleLabel}>
          {label}
        </span>
        {hint ? (
          <span id={hintId} className={css.hint}>
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** A plain checkbox with its label (lists of choices such as permission names). */
export function Checkbox({ label, checked, onCheckedChange, id, className, ...rest }: Omit<ToggleProps, 'hint'>) {
  const { fieldId } = useFieldIds(id, undefined);
  return (
    <label className={[css.checkboxRow, className].filter(Boolean).join(' ')} htmlFor={fieldId}>
      <input
        id={fieldId}
        type="checkbox"
        className={css.checkboxInput}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
}

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={css.row}>{children}</div>;
}
