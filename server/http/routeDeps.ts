// What a route plugin gets: the service context. Routes parse, call a service and present;
// they never touch SQL or socket.io (conventions: the way data flows).
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../infrastructure/context';

export interface RouteDeps {
  ctx: ServiceContext;
  /** Api tests: every answer is checked against its declared response schema (server/http/endpoint.ts). */
  checkResponses?: boolean;
}

export type ApiRoutesPlugin = FastifyPluginAsync<RouteDeps>;
