/**
 * The catalogue module: products, producers, racks, shelves and retail variants; the browsing
 * answers (one in-memory snapshot, rebuilt every few seconds or after its own writes), search, the
 * order module's variants and stock, and the staff's changes (the back office's staff routes;
 * `ADMIN_TOKEN` for scripts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { catalogAdminRoutes } from './catalog-admin.routes';
import type { PictureStore } from './catalog-staff';
import { catalogStaffRoutes } from './catalog-staff.routes';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';

export type { CatalogService, SubstitutableOffer } from './catalog.service';
export type { CartVariant, StockLevels } from './types';
export type { SearchFilters } from './catalog-search';
export type { PictureStore } from './catalog-staff';

export function createCatalogModule(deps: {
  db: Database;
  adminToken?: string | undefined;
  /** Stores an uploaded product picture (the images module), for the staff's picture upload. */
  pictures?: PictureStore;
}) {
  const service = createCatalogService({
    repository: createCatalogRepository(deps.db),
    pictures: deps.pictures,
  });
  const routes = async (app: FastifyInstance) => {
    await app.register(catalogRoutes(service));
    await app.register(catalogAdminRoutes(service, deps.adminToken));
    await app.register(catalogStaffRoutes(service));
  };
  return { service, routes };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
