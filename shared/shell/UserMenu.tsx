// Spec 2.3: user menu with Profile, My Devices, Support and Logout (a menu-button pattern).
import { PAGES } from '../domain/navigation/sitemap';
import { sessionUser, useSignals } from '../state';
import { Icon } from '../ui/Icon';
import { initialsOf } from '../ui/format';
import { useMenu } from '../ui/useMenu';
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
  const { isOpen, rootRef, buttonProps, menuProps, close } = useMenu();

  if (!user) return null;

  return (
    <div className={css.userMenu} ref={rootRef}>
      {/* Named by the name it shows (the initials are the avatar's picture), so the name starts with the visible text. */}
      <button {...buttonProps} className={css.userMenuButton}>
        <span className={[css.avatar, css.avatarSmall].join(' ')} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <span className={css.userMenuName}>{user.name}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      {isOpen ? (
        <ul {...menuProps} aria-label="User menu" className={css.menu}>
          {LINKS.map((link) => (
            <li key={link.path} role="none">
              <StationLink role="menuitem" tabIndex={-1} href={link.path} className={css.menuItem} onClick={() => close(false)}>
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
                close(false);
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
