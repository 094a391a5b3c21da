/**
 * Builds the whole server from its dependencies, without listening: `main.ts` listens, tests call
 * `inject` or listen on a random port. Plugin order is fixed: validation, errors, compression,
 * API documentation, modules, then the web shop (which owns every path the API does not).
 */
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { tryNormalizePath } from '@sillon/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { constants as zlib } from 'node:zlib';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler, registerJsonNotFound } from './http/error-handler';
import { createBffModule } from './modules/bff';
import { createCatalogModule } from './modules/catalog';
import { createContentModule } from './modules/content';
import { healthRoutes } from './modules/health/health.routes';
import { createImagesModule } from './modules/images';
import { createReviewsModule } from './modules/reviews';
import { registerStaticSite } from './web/static-site';

export type AppDependencies = {
  config: Pick<Config, 'logLevel' | 'webDir' | 'environment' | 'dataDir' | 'contentPreviewToken'>;
  database: DatabaseHandle;
};

// Field messages of validation failures are French too (the shop speaks French only).
z.config(z.locales.fr());

export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-spree-order-token"]'],
        remove: true,
      },
    },
    // Behind a load balancer, the client's address is the forwarded one.
    trustProxy: true,
    // Big enough for the largest valid body (500 product ids), small enough to refuse floods early.
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Quality 11 costs seconds per megabyte; 5 keeps dynamic answers fast and still small.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sillon API', description: "L'API de l'épicerie Sillon", version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const catalog = createCatalogModule({ db });
  const reviews = createReviewsModule({
    db,
    productExists: async (productId) => (await catalog.service.productsByIds([productId])).length > 0,
  });
  const content = createContentModule({
    db,
    catalog: catalog.service,
    previewToken: config.contentPreviewToken,
  });
  const images = createImagesModule({ db, dataDir: config.dataDir });
  const bff = createBffModule({
    catalog: catalog.service,
    ratings: () => reviews.service.ratings(),
    content: content.reader,
  });

  await app.register(healthRoutes(database));
  await app.register(catalog.routes);
  await app.register(reviews.routes);
  await app.register(content.routes);
  await app.register(bff.routes);
  await app.register(images.routes);

  const isServingWeb = await registerStaticSite(app, config.webDir, async (path) =>
    tryNormalizePath(path, await catalog.service.routing()),
  );
  if (!isServingWeb) registerJsonNotFound(app);

  return app;
}
