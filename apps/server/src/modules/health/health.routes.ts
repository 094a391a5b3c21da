import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service';

/** `GET /api/health`: the load balancer's probe; 503 as soon as the database stops answering. */
export function healthRoutes(service: HealthService) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { logLevel: 'warn' }, async (_request, reply) => {
      const health = await service.check();
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    });
  };
}
