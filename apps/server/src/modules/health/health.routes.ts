import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service';

/**
 * The probes, logged only at `warn` so they do not fill the logs: `/api/health/live` for the
 * orchestrator's liveness, `/api/health/ready` for the balancer; `/api/health`, the database round
 * trip, for the callers that read it before the two existed.
 */
export function healthRoutes(service: HealthService) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { logLevel: 'warn' }, async (_request, reply) => {
      const health = await service.check();
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    });
    app.get('/api/health/live', { logLevel: 'warn' }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(service.live()),
    );
    app.get('/api/health/ready', { logLevel: 'warn' }, async (_request, reply) => {
      const readiness = await service.ready();
      return reply
        .status(readiness.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    });
  };
}
