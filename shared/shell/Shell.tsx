// Spec 2.3 dashboard shell: sidebar, top bar (search + user menu), quick navigation on Ctrl/Cmd+K.
// Quick navigation is a lazy chunk, fetched when the browser is idle or when first opened (loaded with
// useLazyModule, not React.lazy, so the Preact stations need no Suspense from preact/compat).
import { useEffect, useState, type ReactNode } from 'react';
import {
  closeSidebarOverlay,
  isSidebarCollapsed,
  isSidebarOverlayMode,
  sessionUser,
  SIDEBAR_ID,
  toggleSidebar,
  useSignals,
} from '../state';
import { IconButton } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { preloadWhenIdle, useLazyModule } from '../ui/deferred/lazyModule';
import { UserMenu } from './UserMenu';
import * as css from './shell.css';

const loadQuickNav = () => import('./QuickNav');

const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

function isQuickNavShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * `sidebar`: the back office's sidebar, or the station pages' menu that loads on first open.
 * `topBarStatus`: the station bundles' connection chip (the back office shows none).
 */
export function Shell({ children, sidebar, topBarStatus }: { children: ReactNode; sidebar: ReactNode; topBarStatus?: ReactNode }) {
  useSignals();
  const [isQuickNavOpen, setIsQuickNavOpen] = useState(false);
  // Offline before it ever loaded: the shortcut simply does nothing this time.
  const quickNav = useLazyModule(loadQuickNav, isQuickNavOpen, () => setIsQuickNavOpen(false));
  const isCollapsed = isSidebarCollapsed.value;
  const isOverlayMode = isSidebarOverlayMode.value;
  const isOverlayOpen = isOverlayMode && !isCollapsed;

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (isQuickNavShortcut(event)) {
        event.preventDefault();
        setIsQuickNavOpen(true);
      } else if (event.key === 'Escape' && isSidebarOverlayMode.value) {
        closeSidebarOverlay();
      }
    }
    window.addEventListener('keydown', handleKeyDown);
    const cancelPreload = preloadWhenIdle(loadQuickNav);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      cancelPreload();
    };
  }, []);

  const QuickNav = quickNav?.QuickNav;

  return (
    <div className={css.layout}>
      <a className={css.skipLink} href="#main-content">
        Skip to content
      </a>
      {sidebar}
      {isOverlayOpen ? (
        <button type="button" className={css.scrim} aria-label="Close sidebar" tabIndex={-1} onClick={closeSidebarOverlay} />
      ) : null}
      <div className={[css.main, (isCollapsed || isOverlayMode) && css.mainCollapsed].filter(Boolean).join(' ')}>
        <header className={css.topBar}>
          <IconButton icon="menu" label="Toggle sidebar" aria-expanded={!isCollapsed} aria-controls={SIDEBAR_ID} onClick={toggleSidebar} />
          <button
            type="button"
            className={css.searchButton}
            aria-keyshortcuts="Control+K Meta+K"
            aria-haspopup="dialog"
            onClick={() => setIsQuickNavOpen(true)}
          >
            <Icon name="search" size={18} />
            <span className={css.searchLabel}>Search…</span>
            <kbd className={css.kbd}>{IS_APPLE ? '⌘K' : 'Ctrl K'}</kbd>
          </button>
          <span className={css.topBarSpacer} />
          {topBarStatus}
          <UserMenu />
        </header>
        <main id="main-content" tabIndex={-1} className={[css.content, css.contentFocus].join(' ')}>
          {children}
        </main>
      </div>
      {isQuickNavOpen && QuickNav ? <QuickNav user={sessionUser.value} onClose={() => setIsQuickNavOpen(false)} /> : null}
    </div>
  );
}
