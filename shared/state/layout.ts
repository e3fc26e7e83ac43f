// Spec 2.3 / 4: sidebar expanded or collapsed, persisted; narrow screens start collapsed and overlay.
import { STORAGE_KEYS } from '../domain/access/session';
import { computed, signal } from './signals';
import { readStored, writeStored } from './storage';

const NARROW_QUERY = '(max-width: 899px)';

/** The persisted preference for wide screens. */
const sidebarCollapsed = signal<boolean>(
  readStored(STORAGE_KEYS.sidebarCollapsed, (raw) => (typeof raw === 'boolean' ? raw : undefined)) ?? false,
);

const narrowMedia = typeof window !== 'undefined' && 'matchMedia' in window ? window.matchMedia(NARROW_QUERY) : null;

/** True below 900px: the sidebar is an icon rail that opens as an overlay. */
export const isNarrowScreen = signal<boolean>(narrowMedia?.matches ?? false);

/** Narrow screens only: the overlay is open (never persisted). */
const sidebarOverlayOpen = signal<boolean>(false);

narrowMedia?.addEventListener('change', (event) => {
  isNarrowScreen.value = event.matches;
  sidebarOverlayOpen.value = false;
});

/** What the sidebar shows right now. */
export const isSidebarCollapsed = computed(() => (isNarrowScreen.value ? !sidebarOverlayOpen.value : sidebarCollapsed.value));

export function toggleSidebar(): void {
  if (isNarrowScreen.value) {
    sidebarOverlayOpen.value = !sidebarOverlayOpen.value;
    return;
  }
  sidebarCollapsed.value = !sidebarCollapsed.value;
  writeStored(STORAGE_KEYS.sidebarCollapsed, sidebarCollapsed.value);
}

export function closeSidebarOverlay(): void {
  sidebarOverlayOpen.value = false;
}
