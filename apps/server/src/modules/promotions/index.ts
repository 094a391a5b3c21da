/**
 * The promotions module: vouchers, referral, first orders' gift and free delivery, preloaded gift
 * promotions. The order module uses its service (`cartOffers`, `checkCoupon`, `consumeForOrder`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { promotionsStaffRoutes } from './promotions-staff.routes';
import { createPromotionsRepository } from './promotions.repository';
import { promotionsRoutes } from './promotions.routes';
import { createPromotionsService, type PreloadedSource } from './promotions.service';

export type { CompletedOrder, PromotionsService } from './promotions.service';
export type { CartOffers, CouponOffer, OfferedGift } from './types';
export { FIRST_ORDERS_GIFT_PROMOTION_ID } from './promotions.service';

export function createPromotionsModule(deps: {
  db: Database;
  preloadedSource: PreloadedSource;
  productIdsByReference: () => Promise<ReadonlyMap<string, string>>;
  firstNameOf: (userId: string) => Promise<string>;
  now: () => Date;
}) {
  const repository = createPromotionsRepository(deps.db);
  const service = createPromotionsService({ ...deps, repository });
  return {
    service,
    routes: async (app: FastifyInstance) => {
      await app.register(promotionsRoutes(service));
      await app.register(promotionsStaffRoutes(service));
    },
  };
}

export type PromotionsModule = ReturnType<typeof createPromotionsModule>;
