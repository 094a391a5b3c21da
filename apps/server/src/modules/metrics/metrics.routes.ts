import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics`: Prometheus's text, for the bearer of `METRICS_TOKEN` only. Anyone else gets the
 * shop's plain 404, as if the route did not exist: the figures tell a competitor the shop's sales.
 */
export function metricsRoutes(registry: Registry, token: string) {
  const expected = digest(token);
  return async (app: FastifyInstance) => {
    app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (given === '' || !timingSafeEqual(digest(given), expected)) return reply.callNotFound();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  };
}
