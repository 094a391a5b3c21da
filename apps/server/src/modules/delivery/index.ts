/**
 * The delivery module: bike districts, communes of a postal code, delivery slots and their
 * places, pickup points. The order module uses its service (`offeredSlotsOf`, `ensureChoosable`,
 * `bookSlot` inside the order's completion transaction, `pickupPoint`, `checkedAddress`, which
 * the account's address uses too) and
 * describes a chosen point with `pickupPointAttributes`. Its settings name the default pickup
 * network (spec §9).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { defaultDeliverySettings, type DeliverySettings } from './delivery-settings';
import { deliveryStaffRoutes } from './delivery-staff.routes';
import { createDeliveryRepository } from './delivery.repository';
import { deliveryRoutes } from './delivery.routes';
import { createDeliveryService } from './delivery.service';
import { loadCommuneIndex } from './french-communes';

export type { PickupPoint } from './types';
export type { DeliveryService, PickupPointView, SlotView, StaffSlotView } from './delivery.service';
export { pickupPointAttributes } from './delivery.document';
export {
  DEFAULT_PICKUP_PROVIDER,
  DEFAULT_SHOP_HUB,
  defaultDeliverySettings,
  parseShopHub,
  type DeliverySettings,
  type ShopHub,
} from './delivery-settings';
export { locationOfPostalCode } from './postal-code-locations';
export type { Commune } from './french-communes';

export function createDeliveryModule(deps: { db: Database; now: () => Date; settings?: DeliverySettings }) {
  const service = createDeliveryService({
    repository: createDeliveryRepository(deps.db),
    communes: loadCommuneIndex,
    now: deps.now,
    settings: deps.settings ?? defaultDeliverySettings,
  });
  return {
    service,
    routes: async (app: FastifyInstance) => {
      await app.register(deliveryRoutes(service));
      await app.register(deliveryStaffRoutes(service, deps.now));
    },
  };
}

export type DeliveryModule = ReturnType<typeof createDeliveryModule>;
