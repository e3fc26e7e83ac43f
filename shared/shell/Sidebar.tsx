// Spec 2.3: collapsible sidebar with the user's name, role (upper case) and designation,
// links filtered by scope under the 'Offerings' and 'Back Office' headings.
import { useEffect, useRef } from 'react';
import type { SessionUser } from '../contract/session';
import { canSeeLink, SIDEBAR, type NavLink } from '../domain/navigation/sidebar';
import { closeSidebarOverlay, isSidebarCollapsed, isSidebarOverlayMode, sessionUser, SIDEBAR_ID, useSignals } from '../state';
import { IconButton } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { LogoMark } from '../ui/Logo';
import { visuallyHidden } from '../ui/a11y.css';
import { initialsOf } from '../ui/format';
import { usePathname } from 'wouter/use-browser-location';
import { StationLink } from './StationLink';
import * as css from './shell.css';

function isLinkActive(pathname: string, link: NavLink): boolean {
  if (pathname === link.path || pathname.startsWith(`${link.path}/`)) return true;
  // '/dashboard' (empty child) shows the dashboard home.
  return link.icon === 'home' && pathname.replace(/\/+$/, '') === '/dashboard';
}

function visibleSections(user: SessionUser | null) {
  return SIDEBAR.map((section) => ({ ...section, links: section.links.filter((link) => canSeeLink(user, link)) })).filter(
    (section) => section.links.length > 0,
  );
}

function handleNavigate() {
  // Where the expanded sidebar is an overlay, picking a link closes it.
  if (isSidebarOverlayMode.value) closeSidebarOverlay();
}

export function Sidebar() {
  useSignals();
  const pathname = usePathname();
  const user = sessionUser.value;
  const isCollapsed = isSidebarCollapsed.value;
  const isOverlay = isSidebarOverlayMode.value && !isCollapsed;
  const sections = visibleSections(user);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The overlay (narrow screens) takes focus when it opens, so keyboard users land inside it.
  useEffect(() => {
    if (isOverlay) closeRef.current?.focus();
  }, [isOverlay]);

  return (
    <aside
      id={SIDEBAR_ID}
      className={[css.sidebar, isCollapsed && css.sidebarCollapsed, isOverlay && css.sidebarOverlay].filter(Boolean).join(' ')}
      data-collapsed={isCollapsed ? 'true' : 'false'}
    >
      <div className={[css.brand, isCollapsed && css.brandCollapsed].filter(Boolean).join(' ')}>
        <span role="img" aria-label="Brigade" className={css.brandMark}>
          <LogoMark size={36} />
          {isCollapsed ? null : (
            <span aria-hidden="true" className={css.brandWord}>
              Brigade
            </span>
          )}
        </span>
        {isOverlay ? (
          <IconButton ref={closeRef} icon="close" label="Close sidebar" className={css.brandClose} onClick={closeSidebarOverlay} />
        ) : null}
      </div>

      {user ? (
        <div
          className={[css.userBlock, isCollapsed && css.userBlockCollapsed].filter(Boolean).join(' ')}
          title={isCollapsed ? `${user.name} (${user.role.toUpperCase()})` : undefined}
        >
          <span className={css.avatar} aria-hidden="true">
            {initialsOf(user.name)}
          </span>
          <div className={isCollapsed ? visuallyHidden : css.userText} data-testid="sidebar-user">
            <span className={css.userName}>{user.name}</span>
            <span className={css.userRole}>{user.role.toUpperCase()}</span>
            {user.designation ? <span className={css.userDesignation}>{user.designation}</span> : null}
          </div>
        </div>
      ) : null}

      <nav className={css.nav} aria-label="Main navigation">
        {sections.map((section, index) => (
          <div key={section.heading ?? `section-${index}`}>
            {section.heading ? (
              <>
                {isCollapsed ? <div className={css.navDivider} aria-hidden="true" /> : null}
                <h2 className={isCollapsed ? visuallyHidden : css.navHeading}>{section.heading}</h2>
              </>
            ) : null}
            <ul className={css.navSection}>
              {section.links.map((link) => {
                const isActive = isLinkActive(pathname, link);
                return (
                  <li key={link.path}>
                    <StationLink
                      href={link.path}
                      className={[css.navLink, isCollapsed && css.navLinkCollapsed].filter(Boolean).join(' ')}
                      aria-current={isActive ? 'page' : undefined}
                      title={isCollapsed ? link.label : undefined}
                      onClick={handleNavigate}
                    >
                      <Icon name={link.icon} className={css.navIcon} />
                      <span className={isCollapsed ? visuallyHidden : undefined}>{link.label}</span>
                    </StationLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
