import type { HealthResponse } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** `GET /api/health`: the load balancer's probe; 503 as soon as the database stops answering. */
export function healthRoutes(database: DatabaseHandle) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { logLevel: 'warn' }, async (_request, reply) => {
      const isUp = await database.ping();
      const body: HealthResponse = { status: isUp ? 'ok' : 'unavailable', db: database.kind };
      return reply
        .status(isUp ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    });
  };
}
