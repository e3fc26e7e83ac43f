// Spec 6: every /api/v1 route is a declared endpoint (shared/contract/endpoints, mounted by endpointMounter) whose
// access is in API_ACCESS (derived from the declarations); any other route fails the build of the app. Per request, in this
// order: CSRF (403 csrf_refused) → session (401) → scopes (403) → the handler validates (400).
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type ApiAccess, hasAnyScope } from '../../shared/domain/access/scopes';
import { apiAccessFor } from '../../shared/contract/endpoints';
import { ACCESS_COOKIE, API_BASE } from '../../shared/domain/access/session';
import type { Config } from '../config';
import { csrfRefused, forbidden, unauthenticated } from '../errors';
import type { ServiceContext } from '../infrastructure/context';
import { resolveSession } from '../session/resolveSession';
import { expectedOrigin, hasRequestBody, isAllowedHandshake as isAllowedStateChange, isJsonContentType } from './origin';

export interface ApiRouteInfo {
  method: string;
  /** Relative to /api/v1, with Fastify params (`/settings/taxes/:id`): the API_ACCESS key style. */
  path: string;
  access: ApiAccess;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Our own origin: PUBLIC_ORIGIN when set, else the request's scheme and Host. */
function ownOrigin(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): string {
  return expectedOrigin(`${request.protocol}://${request.host}`, config);
}

/**
 * CSRF, two rules: every state-changing call comes from an allowed origin, and a call that has a body
 * sends JSON (a cross-site form cannot). A body-less call (signout, refresh, DELETE) needs no
 * Content-Type, so curl, fetch and axios work as they are.
 */
function csrfHook(config: Pick<Config, 'allowedOrigins' | 'publicOrigin'>): onRequestHookHandler {
  return async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!isAllowedStateChange(request.headers, ownOrigin(request, config), config)) throw csrfRefused('origin');
    if (hasRequestBody(request.headers) && !isJsonContentType(request.headers['content-type'])) throw csrfRefused('not-json');
  };
}

function accessHook(ctx: ServiceContext, access: ApiAccess): onRequestHookHandler {
  return async (request) => {
    if (access === 'public') return;
    const session = await resolveSession(ctx, request.cookies[ACCESS_COOKIE]);
    if (!session) throw unauthenticated();
    if (access !== 'signed-in' && !hasAnyScope(session.user, access)) throw forbidden();
    request.session = session;
  };
}

/** Installs the lookup on `api` (the /api/v1 plugin); every route registered inside it is recorded in `registry`. */
export function installApiAccess(api: FastifyInstance, ctx: ServiceContext, registry: ApiRouteInfo[]): void {
  const csrf = csrfHook(ctx.config);
  api.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE)) throw new Error(`API route outside ${API_BASE}: ${route.url}`);
    const path = route.url.slice(API_BASE.length) || '/';
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    let access: ApiAccess | undefined;
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET route; it shares the GET entry.
      const lookupMethod = method === 'HEAD' ? 'GET' : method;
      // Only a declared endpoint (shared/contract/endpoints, mounted by endpointMounter) has an access.
      const declaration = route.config?.endpoint;
      const found = declaration === undefined ? undefined : apiAccessFor(lookupMethod, path);
      if (found === undefined) {
        throw new Error(
          `API route "${lookupMethod} ${path}" is not in API_ACCESS: declare it in shared/contract/endpoints and mount it with endpointMounter.`,
        );
      }
      if (access !== undefined && access !== found) throw new Error(`API route ${path}: methods need different access`);
      access = found;
      if (method !== 'HEAD') registry.push({ method, path, access: found });
    }
    if (access === undefined) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [csrf, accessHook(ctx, access), ...existing];
  });
}
