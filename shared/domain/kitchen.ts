// The pro kitchen: prep stations, bump and recall, all-day counts, timing. The constants and pure
// rules the kitchen bundle, the settings page and the server share. No zod here (the kitchen bundle imports it);
// shared/contract/kitchen.ts holds the schemas. Decisions: docs/decisions.md "Pro kitchen".

/** `/dashboard/kitchen?station=grill`: the query parameter naming a prep station by its slug (none: all stations). */
export const KITCHEN_STATION_PARAM = 'station';

/**
 * What a bump or recall names as its screen for the expo view (all stations): a bump there sends the whole order
 * out, so it is never the default of a call that forgot its station. No prep station may take this slug.
 */
export const EXPO_SCREEN = 'expo';

/** Bumped tickets can be recalled for this long after their bump (server clock). */
export const KITCHEN_RECALL_WINDOW_MINUTES = 30;

/** The store's amber and red ticket ages when nothing was saved yet (the ages every screen used before they were a setting). */
export const DEFAULT_KITCHEN_SETTINGS = { warnMinutes: 10, lateMinutes: 20 } as const;

/** The longest threshold a store may set: a ticket older than 4 hours is red whatever the setting. */
export const MAX_KITCHEN_THRESHOLD_MINUTES = 240;

/** Slugs as they appear in the URL: lower-case letters and digits in dash-separated words. */
export const PREP_STATION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PREP_STATION_SLUG_LENGTH = 40;

/** 'Cold Starters & Salads' → 'cold-starters-salads': the slug the settings form proposes for a name. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PREP_STATION_SLUG_LENGTH)
    .replace(/-+$/g, '');
}

/** What the kitchen screen itself says (the server's answers are KITCHEN_MESSAGES in shared/contract/kitchen.ts). */
export const NOTHING_TO_RECALL_MESSAGE = `Nothing to recall: no ticket was bumped here in the last ${KITCHEN_RECALL_WINDOW_MINUTES} minutes.`;

/** Whole seconds in mm:ss (or h:mm:ss past an hour): how the Reports kitchen tile shows a time. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
