// A button that opens a menu of actions (the menu-button pattern: arrows move, Esc closes and returns focus,
// a click outside closes). Used by the Orders screen's group and item menus and the kitchen status menu.
import type { ReactNode } from 'react';
import { classes } from './Button';
import { Icon } from './Icon';
import * as css from './menuButton.css';
import { useMenu } from './useMenu';

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
  const { isOpen, rootRef, buttonProps, menuProps, close } = useMenu();
  const isChoice = actions.some((action) => action.isChecked !== undefined);

  function handleSelect(action: MenuAction) {
    if (action.isDisabled) return;
    close(true);
    action.onSelect();
  }

  return (
    <div className={css.root} ref={rootRef}>
      <button {...buttonProps} className={buttonClassName} aria-label={label} title={label}>
        {children}
      </button>
      {isOpen ? (
        <ul {...menuProps} aria-label={menuLabel ?? label} className={classes(css.menu, css.align[align])}>
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
                {isChoice ? (
                  <span className={css.checkSlot}>{action.isChecked ? <Icon name="check" size={size === 'lg' ? 26 : 18} /> : null}</span>
                ) : null}
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
