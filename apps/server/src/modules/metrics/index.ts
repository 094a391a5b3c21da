/**
 * The metrics module (issue 38): the shop's Prometheus figures (`shop-metrics.ts`), each request's
 * time by route template, the providers' interfaces counted (`counted-senders.ts`), and
 * `GET /metrics` for the bearer of `METRICS_TOKEN` (absent without it).
 */
import type { FastifyInstance } from 'fastify';
import { countedMail, countedPush, countedSms } from './counted-senders';
import { METRICS_PATH, metricsRoutes } from './metrics.routes';
import { createShopMetrics, type ScrapeSources } from './shop-metrics';

export type { JobFigures, PaymentOutcome, PoolFigures } from './shop-metrics';

/** A 404 has no route: its answers share one label, whatever the path asked. */
const NO_ROUTE = 'unmatched';

export function createMetricsModule(deps: { token: string | undefined; sources: ScrapeSources }) {
  const metrics = createShopMetrics(deps.sources, { processFigures: deps.token !== undefined });
  return {
    orders: {
      placed: metrics.orderPlaced,
      failed: metrics.orderFailed,
      paymentAuthorization: metrics.paymentAuthorization,
    },
    countedSms: countedSms(metrics),
    countedMail: countedMail(metrics),
    countedPush: countedPush(metrics),
    /** Before the routes are registered: every answer's time, by its route's template. */
    timeRequests(app: FastifyInstance): void {
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? NO_ROUTE;
        // Scrapes are not the shop's traffic.
        if (route !== METRICS_PATH) {
          metrics.requestAnswered(
            { method: request.method, route, statusCode: reply.statusCode },
            reply.elapsedTime / 1000,
          );
        }
        done();
      });
    },
    routes: async (app: FastifyInstance) => {
      if (deps.token) await app.register(metricsRoutes(metrics.registry, deps.token));
    },
  };
}

export type MetricsModule = ReturnType<typeof createMetricsModule>;
