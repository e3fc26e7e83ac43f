// Spec 2.3 quick navigation (Ctrl/Cmd+K): a text filter on page titles, arrows + Enter to open,
// closed by Esc or the X button.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SessionUser } from '../contract/session';
import { QUICK_NAV_HINT } from '../domain/messages';
import { hasAnyScope } from '../domain/access/scopes';
import { QUICK_NAV, type QuickNavEntry } from '../domain/navigation/quickNav';
import { Dialog } from '../ui/dialogs/Dialog';
import { Icon } from '../ui/Icon';
import { goTo } from './station';
import * as css from './shell.css';

export const QUICK_NAV_TITLE = 'Quick navigation';

export function quickNavEntries(user: SessionUser | null, query: string): QuickNavEntry[] {
  const needle = query.trim().toLowerCase();
  return QUICK_NAV.filter((entry) => hasAnyScope(user, entry.scopes)).filter(
    (entry) => needle === '' || entry.title.toLowerCase().includes(needle),
  );
}

export interface QuickNavProps {
  user: SessionUser | null;
  onClose: () => void;
}

export function QuickNav({ user, onClose }: QuickNavProps) {
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const entries = useMemo(() => quickNavEntries(user, query), [user, query]);
  const active = entries[Math.min(activeIndex, entries.length - 1)];
  const optionId = (index: number) => `${listId}-option-${index}`;

  function open(entry: QuickNavEntry) {
    onClose();
    goTo(entry.path);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (entries.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => (Math.min(index, entries.length - 1) + 1) % entries.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => (Math.min(index, entries.length - 1) - 1 + entries.length) % entries.length);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      open(active);
    }
  }

  const activePosition = active ? entries.indexOf(active) : -1;

  // Keep the highlighted entry visible while moving with the arrow keys.
  useEffect(() => {
    if (activePosition < 0) return;
    document.getElementById(`${listId}-option-${activePosition}`)?.scrollIntoView({ block: 'nearest' });
  }, [activePosition, listId]);

  return (
    <Dialog title={QUICK_NAV_TITLE} onClose={onClose} initialFocusRef={inputRef}>
      <div className={css.quickInputWrap}>
        <Icon name="search" />
        <input
          ref={inputRef}
          className={css.quickInput}
          type="text"
          role="combobox"
          aria-label="Search pages"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activePosition >= 0 ? optionId(activePosition) : undefined}
          placeholder="Type a page name…"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={handleKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Pages" className={css.quickList}>
        {entries.map((entry, index) => (
          <li
            key={entry.path + entry.title}
            id={optionId(index)}
            role="option"
            aria-selected={index === activePosition}
            className={css.quickOption}
            onMouseMove={() => setActiveIndex(index)}
            onClick={() => open(entry)}
          >
            {entry.title}
            <span className={css.quickPath} aria-hidden="true">
              {entry.path}
            </span>
          </li>
        ))}
      </ul>
      {entries.length === 0 ? <p className={css.quickEmpty}>No page matches “{query.trim()}”.</p> : null}
      <p className={css.quickHint}>{QUICK_NAV_HINT}</p>
    </Dialog>
  );
}
