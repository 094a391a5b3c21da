/**
 * The catalogue module: products, producers, racks, shelves and retail variants; the browsing
 * answers (one in-memory snapshot, rebuilt every few seconds or after its own writes), search, the
 * order module's variants and stock, and the staff's product changes (`ADMIN_TOKEN`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { catalogAdminRoutes } from './catalog-admin.routes';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';

export type { CartVariant, CatalogService } from './catalog.service';
export type { SearchFilters } from './catalog-search';

export function createCatalogModule(deps: { db: Database; adminToken?: string | undefined }) {
  const service = createCatalogService({ repository: createCatalogRepository(deps.db) });
  const routes = async (app: FastifyInstance) => {
    await app.register(catalogRoutes(service));
    await app.register(catalogAdminRoutes(service, deps.adminToken));
  };
  return { service, routes };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
