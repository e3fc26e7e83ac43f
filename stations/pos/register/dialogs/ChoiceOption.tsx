// One choice of a POS dialog (a variant, an addon, a payment type): a large tap target with its input, its title
// and, where it has one, its price.
import * as css from './dialogs.css';

export interface ChoiceOptionProps {
  type: 'radio' | 'checkbox';
  /** The radio group's name. */
  name?: string;
  title: string;
  price?: string;
  checked: boolean;
  /** A group at its maximum: its other choices wait until one is taken off. */
  isDisabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function ChoiceOption({ type, name, title, price, checked, isDisabled = false, onCheckedChange }: ChoiceOptionProps) {
  return (
    <label className={css.choice}>
      <input
        type={type}
        name={name}
        className={css.choiceInput}
        checked={checked}
        disabled={isDisabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <span className={css.choiceText}>{title}</span>
      {price === undefined ? null : <span className={css.choicePrice}>{price}</span>}
    </label>
  );
}
