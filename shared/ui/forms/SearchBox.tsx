// A list's text search (spec 5: a trimmed empty search does nothing). Emptying the box — deleting the
// text, its clear button or Esc — hands the list back (`onClear`), so a search is never a dead end.
import { useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as css from './searchBox.css';

export interface SearchBoxProps {
  /** Names the search landmark and its input ('Search customers'). */
  label: string;
  placeholder?: string;
  /** The trimmed, non-empty text. */
  onSearch: (text: string) => void;
  onClear: () => void;
  maxLength?: number;
  /** Controlled text, for a caller that also empties the box (e.g. when another filter takes over). */
  value?: string;
  onValueChange?: (value: string) => void;
}

export function SearchBox({ label, placeholder, onSearch, onClear, maxLength = 100, value, onValueChange }: SearchBoxProps) {
  const [ownText, setOwnText] = useState('');
  const text = value ?? ownText;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const needle = text.trim();
    if (needle === '') return;
    onSearch(needle);
  }

  function handleChange(next: string) {
    setOwnText(next);
    onValueChange?.(next);
    if (next === '') onClear();
  }

  return (
    <form role="search" aria-label={label} className={css.form} onSubmit={handleSubmit}>
      <div className={css.field}>
        <Icon name="search" size={18} className={css.icon} />
        <input
          type="search"
          className={css.input}
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => handleChange(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
