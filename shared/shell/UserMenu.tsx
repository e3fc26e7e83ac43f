// Spec 2.3: user menu with Profile, My Devices, Support and Logout (a menu-button pattern).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PAGES } from '../domain/permissions';
import { sessionUser, useSignals } from '../state';
import { Icon } from '../ui/Icon';
import { initialsOf } from '../ui/format';
import { logout } from './logout';
import { StationLink } from './StationLink';
import * as css from './shell.css';

const LINKS = [
  { label: 'Profile', path: PAGES.profile.path, icon: 'profile' },
  { label: 'My Devices', path: PAGES.devices.path, icon: 'devices' },
  { label: 'Support', path: PAGES.support.path, icon: 'support' },
] as const;

export function UserMenu() {
  useSignals();
  const user = sessionUser.value;
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
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
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
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
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  if (!user) return null;

  return (
    <div className={css.userMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={css.userMenuButton}
        aria-label={user.name}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        <span className={[css.avatar, css.avatarSmall].join(' ')} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <span className={css.userMenuName}>{user.name}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      {isOpen ? (
        <ul id={menuId} ref={menuRef} role="menu" aria-label="User menu" className={css.menu} onKeyDown={handleMenuKeyDown}>
          {LINKS.map((link) => (
            <li key={link.path} role="none">
              <StationLink role="menuitem" tabIndex={-1} href={link.path} className={css.menuItem} onClick={() => setIsOpen(false)}>
                <Icon name={link.icon} />
                {link.label}
              </StationLink>
            </li>
          ))}
          <li role="separator" className={css.menuSeparator} />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={[css.menuItem, css.menuItemDanger].join(' ')}
              onClick={() => {
                setIsOpen(false);
                void logout();
              }}
            >
              <Icon name="logout" />
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
