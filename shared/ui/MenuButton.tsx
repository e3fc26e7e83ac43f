// A button that opens a menu of actions (the menu-button pattern: arrows move, Esc closes and returns focus,
// a click outside closes). Used by the Orders screen's group and item menus and the kitchen status menu.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classes } from './Button';
import { Icon } from './Icon';
import * as css from './menuButton.css';

export interface MenuAction {
  key: string;
  label: string;
  onSelect: () => void;
  isDisabled?: boolean;
  /** For a choice among values (the kitchen status): shown with a check, announced as menuitemradio. */
  isChecked?: boolean;
  tone?: 'danger';
}

export interface MenuButtonProps {
  /** The button's accessible name (e.g. 'Actions for Table 2'). */
  label: string;
  /** What the button shows; an icon-only button shows `label` as its tooltip. */
  children: ReactNode;
  actions: readonly MenuAction[];
  buttonClassName?: string;
  align?: 'start' | 'end';
  size?: 'md' | 'lg';
  /** The menu's own name; the button's label by default. */
  menuLabel?: string;
}

export function MenuButton({ label, children, actions, buttonClassName, align = 'end', size = 'md', menuLabel }: MenuButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const isChoice = actions.some((action) => action.isChecked !== undefined);

  useEffect(() => {
    if (!isOpen) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]');
    const checked = menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? items?.[0])?.focus();
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  function close(returnFocus: boolean) {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  function handleSelect(action: MenuAction) {
    if (action.isDisabled) return;
    close(true);
    action.onSelect();
  }

  return (
    <div className={css.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !isOpen) {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        {children}
      </button>
      {isOpen ? (
        <ul id={menuId} ref={menuRef} role="menu" aria-label={menuLabel ?? label} className={classes(css.menu, css.align[align])} onKeyDown={handleMenuKeyDown}>
          {actions.map((action) => (
            <li key={action.key} role="none">
              <button
                type="button"
                role={isChoice ? 'menuitemradio' : 'menuitem'}
                aria-checked={isChoice ? Boolean(action.isChecked) : undefined}
                aria-disabled={action.isDisabled ? true : undefined}
                tabIndex={-1}
                className={classes(css.item[size], action.tone === 'danger' && css.danger)}
                onClick={() => handleSelect(action)}
              >
                {isChoice ? <span className={css.checkSlot}>{action.isChecked ? <Icon name="check" size={size === 'lg' ? 26 : 18} /> : null}</span> : null}
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
