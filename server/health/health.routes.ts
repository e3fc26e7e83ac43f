// Probes for a load balancer or an orchestrator, one set per node, outside /api/v1 (no session,
// no CSRF, nothing in API_ACCESS). GET /health is liveness: the process serves HTTP. GET /ready is
// readiness (readiness.ts): 200 when the node should get traffic, 503 with the failing checks otherwise.
import type { FastifyInstance } from 'fastify';
import type { ReadinessReport } from './checkReadiness';

const HEALTH_PATH = '/health';
const READY_PATH = '/ready';

export function registerHealthRoutes(app: FastifyInstance, readiness: () => Promise<ReadinessReport>): void {
  // A balancer polls these every second or two: keep them out of the info log.
  const options = { logLevel: 'warn' } as const;
  app.get(HEALTH_PATH, options, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
  app.get(READY_PATH, options, async (_request, reply) => {
    const report = await readiness();
    return reply
      .status(report.status === 'ready' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(report);
  });
}
