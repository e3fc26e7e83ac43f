// The menu-button pattern's behaviour, shared by every menu (user menu, order and kitchen menus):
// open on click or ArrowDown/ArrowUp, focus the checked (or first) item, arrows/Home/End move, Esc closes and
// returns focus (without closing a dialog underneath), Tab or a click outside closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEM_SELECTOR = '[role^="menuitem"]';

export function useMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const checked = menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? menuRef.current?.querySelector<HTMLElement>(ITEM_SELECTOR))?.focus();
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
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
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

  /** Props for the menu's trigger button. */
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? menuId : undefined,
    onClick: () => setIsOpen((open) => !open),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !isOpen) {
        event.preventDefault();
        setIsOpen(true);
      }
    },
  };

  /** Props for the `role="menu"` list. */
  const menuProps = { id: menuId, ref: menuRef, role: 'menu' as const, onKeyDown: handleMenuKeyDown };

  return { isOpen, rootRef, buttonProps, menuProps, close };
}
