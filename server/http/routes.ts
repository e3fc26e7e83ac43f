// The /api/v1 route plugins, one per resource folder. buildApp registers these; a test may pass
// its own list (to prove that a route missing from API_ACCESS fails the build).
import { authRoutes } from './auth/auth.routes';
import type { ApiRoutesPlugin } from './routeDeps';
import { settingsRoutes } from './settings/settings.routes';
import { supportRoutes } from './support/support.routes';

export const API_ROUTE_PLUGINS: readonly ApiRoutesPlugin[] = [authRoutes, supportRoutes, settingsRoutes];
