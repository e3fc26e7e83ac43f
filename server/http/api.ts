// The /api/v1 scope: CORS for ALLOWED_ORIGINS, access table lookup on every route, JSON 404 for unknown API paths.
import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';
import { type ApiRouteInfo, installApiAccess } from './access';
import { installCors } from './cors';
import type { ApiRoutesPlugin } from './routeDeps';

export interface ApiPluginOptions {
  ctx: ServiceContext;
  routePlugins: readonly ApiRoutesPlugin[];
  registry: ApiRouteInfo[];
  /** Api tests: every answer is checked against its declared response schema. */
  checkResponses: boolean;
}

export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (api, { ctx, routePlugins, registry, checkResponses }) => {
  // Before the access lookup: its preflight route (OPTIONS /api/v1/*) is no declared endpoint.
  await installCors(api, ctx.config);
  installApiAccess(api, ctx, registry);
  for (const routes of routePlugins) await api.register(routes, { ctx, checkResponses });
  api.setNotFoundHandler((_request, reply) => sendNotFound(reply));
};
