// Spec 4 and 9: session constants shared by the client (api/) and the server.

/** Readable flag cookie ("restaurant-themed prefix plus 'authenticated'"); holds no secret. */
export const AUTH_FLAG_COOKIE = 'brigade__authenticated';
export const ACCESS_COOKIE = 'brigade__access';
export const REFRESH_COOKIE = 'brigade__refresh';
/** The refresh cookie is only ever sent to the auth routes. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/** Spec 9: at most 3 consecutive refresh cycles before forced sign-out. */
export const MAX_REFRESH_CYCLES = 3;

export const STORAGE_KEYS = {
  user: 'brigade__user',
  sidebarCollapsed: 'brigade__sidebar_collapsed',
  drafts: 'brigade__drafts',
  receipt: 'brigade__receipt',
} as const;

/** sessionStorage: a toast to show after a full page load between stations (e.g. logout from the POS). */
export const FLASH_STORAGE_KEY = 'brigade__flash';

export const API_BASE = '/api/v1';
