// Spec 2.3 / 4: sidebar expanded or collapsed, persisted; narrow screens start collapsed and overlay.
import { STORAGE_KEYS } from '../domain/access/session';
import { computed, signal } from './signals';
import { readStored, writeStored } from './storage';

const NARROW_QUERY = '(max-width: 899px)';

/** The sidebar's element, which the top bar's toggle controls. */
export const SIDEBAR_ID = 'app-sidebar';

/** The persisted preference for wide screens. */
const sidebarCollapsed = signal<boolean>(
  readStored(STORAGE_KEYS.sidebarCollapsed, (raw) => (typeof raw === 'boolean' ? raw : undefined)) ?? false,
);

const narrowMedia = typeof window !== 'undefined' && 'matchMedia' in window ? window.matchMedia(NARROW_QUERY) : null;

/** True below 900px: the sidebar is an icon rail that opens as an overlay. */
const isNarrowScreen = signal<boolean>(narrowMedia?.matches ?? false);

/** Narrow screens only: the overlay is open (never persisted). */
const sidebarOverlayOpen = signal<boolean>(false);

narrowMedia?.addEventListener('change', (event) => {
  isNarrowScreen.value = event.matches;
  sidebarOverlayOpen.value = false;
});

/**
 * Station pages (POS, Orders, Floor, Kitchen, Public display) set this: their sidebar is a menu the top bar's button
 * opens over the page, at every width, so the till and the TV keep the screen's whole width; the back office keeps
 * its sidebar.
 */
const isSidebarMenuOnly = signal<boolean>(false);

/**
 * A station bundle says so once, before its first render (no frame with the sidebar shown). The page's root carries
 * it for the shell's styles (data-station): the other bundles ship none of this.
 */
export function showSidebarAsMenu(): void {
  isSidebarMenuOnly.value = true;
  if (typeof document !== 'undefined') document.documentElement.dataset.station = '';
}

/** The sidebar opens over the page (narrow screens, station pages) instead of taking a column. */
export const isSidebarOverlayMode = computed(() => isNarrowScreen.value || isSidebarMenuOnly.value);

/** What the sidebar shows right now. */
export const isSidebarCollapsed = computed(() => (isSidebarOverlayMode.value ? !sidebarOverlayOpen.value : sidebarCollapsed.value));

export function toggleSidebar(): void {
  if (isSidebarOverlayMode.value) {
    sidebarOverlayOpen.value = !sidebarOverlayOpen.value;
    return;
  }
  sidebarCollapsed.value = !sidebarCollapsed.value;
  writeStored(STORAGE_KEYS.sidebarCollapsed, sidebarCollapsed.value);
}

export function closeSidebarOverlay(): void {
  sidebarOverlayOpen.value = false;
}
