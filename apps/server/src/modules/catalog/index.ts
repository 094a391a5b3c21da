import type { Database } from '../../db/client';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';

export function createCatalogModule(deps: { db: Database }) {
  const repository = createCatalogRepository(deps.db);
  const service = createCatalogService({ repository });
  return { repository, service, routes: catalogRoutes(service) };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
