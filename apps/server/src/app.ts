/**
 * Builds the whole server from its dependencies, without listening: `main.ts` listens, tests call
 * `inject` or listen on a random port. Plugin order is fixed: errors, compression, modules, web.
 */
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler, registerJsonNotFound } from './http/error-handler';
import { healthRoutes } from './modules/health/health.routes';
import { registerStaticSite } from './web/static-site';

export type AppDependencies = {
  config: Pick<Config, 'logLevel' | 'webDir' | 'environment'>;
  database: DatabaseHandle;
};

export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-spree-order-token"]'], remove: true },
    },
    // Behind a load balancer, the client's address is the forwarded one.
    trustProxy: true,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  });

  registerErrorHandler(app);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Quality 11 costs seconds per megabyte; 5 keeps dynamic answers fast and still small.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(healthRoutes(database));

  const isServingWeb = await registerStaticSite(app, config.webDir);
  if (!isServingWeb) registerJsonNotFound(app);

  return app;
}
