/** The storefront cart module (Spree Storefront API v2 `/cart`). */
import type { Database } from '../../db/client';
import type { CatalogService } from '../catalog/catalog.service';
import type { PromotionsService } from '../promotions';
import { createCartRepository } from './cart.repository';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

export function createCartModule(deps: {
  db: Database;
  catalog: Pick<CatalogService, 'cartVariants'>;
  promotions: Pick<PromotionsService, 'cartOffers' | 'checkCoupon'>;
  now: () => Date;
}) {
  const service = createCartService({
    repository: createCartRepository(deps.db),
    cartVariants: (ids) => deps.catalog.cartVariants(ids),
    promotions: deps.promotions,
    now: deps.now,
  });
  return { service, routes: cartRoutes(service) };
}

export type CartModule = ReturnType<typeof createCartModule>;
