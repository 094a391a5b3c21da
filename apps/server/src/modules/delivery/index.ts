/**
 * The delivery module: bike districts, communes of a postal code, delivery slots and their
 * places, pickup points. The checkout uses its service (`offeredSlots`, `ensureChoosable`,
 * `bookSlot` inside the checkout's transaction, `pickupPoint`, `checkLocality`).
 */
import type { Database } from '../../db/client';
import { createDeliveryRepository } from './delivery.repository';
import { deliveryRoutes } from './delivery.routes';
import { createDeliveryService } from './delivery.service';
import { loadCommuneIndex } from './french-communes';

export type { DeliveryService, PickupPointView, SlotView } from './delivery.service';
export type { Commune } from './french-communes';

export function createDeliveryModule(deps: { db: Database; now: () => Date }) {
  const service = createDeliveryService({
    repository: createDeliveryRepository(deps.db),
    communes: loadCommuneIndex,
    now: deps.now,
  });
  return { service, routes: deliveryRoutes(service) };
}

export type DeliveryModule = ReturnType<typeof createDeliveryModule>;
