/**
 * The rounds module (issue 42): the bike rounds of a slot's day, planned from the hub, ridden by a
 * courier whose marks move the orders, and what the customer's order shows on its day. The order,
 * the slots, the geocoder, the catalogue's weights, the team and the pushes take part through
 * the functions `app.ts` gives it.
 */
import type { Database, Transaction } from '../../db/client';
import type { DeliveryService, ShopHub } from '../delivery';
import { z } from 'zod';
import type { Geocoder } from '../geocoding';
import type { JobQueue } from '../jobs';
import type { OrdersService } from '../orders';
import { createCourierMarks } from './courier-marks';
import { createMissedDeliveries } from './missed-deliveries';
import { createRoundsReport } from './rounds-report';
import { createRoundsRepository } from './rounds.repository';
import { roundsRoutes } from './rounds.routes';
import {
  createRoundsService,
  type CourierNearPush,
  type RoundMember,
  type RoundsDeps,
} from './rounds.service';
import { createStopLocator } from './stop-locations';

/** A rough stop's point asked of the geocoder after its round took it (`locateRoughStop`). */
const STOP_LOCATING = 'rounds.locate-stop';

export function createRoundsModule(deps: {
  db: Database;
  hub: ShopHub;
  now: () => Date;
  slots: Pick<DeliveryService, 'staffSlot' | 'holdPlaces'>;
  orders: Pick<OrdersService, 'bikeOrdersOfSlot' | 'roundOrders' | 'moveTogetherByStaff'>;
  geocoder: Pick<Geocoder, 'locate'>;
  postalCodeCentre: (zipcode: string) => { latitude: number; longitude: number } | undefined;
  netQuantities: (
    variantIds: readonly string[],
  ) => Promise<Map<string, { amount: number; unit: 'g' | 'ml' } | null>>;
  members: () => Promise<RoundMember[]>;
  phoneOf: (userId: string) => Promise<string | null>;
  tellNear: (tx: Transaction, push: CourierNearPush) => Promise<void>;
  tellMissed: RoundsDeps['tellMissed'];
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  log: { warn(details: object, message: string): void };
}) {
  const repository = createRoundsRepository(deps.db);
  const locate = createStopLocator({
    geocoder: deps.geocoder,
    postalCodeCentre: deps.postalCodeCentre,
    fallback: { latitude: deps.hub.latitude, longitude: deps.hub.longitude },
    log: deps.log,
  });
  const service = createRoundsService({
    ...deps,
    repository,
    locate,
    locateLater: async (tx, stopId) => {
      await deps.jobs.enqueue(tx, {
        kind: STOP_LOCATING,
        payload: { stopId },
        dedupeKey: `${STOP_LOCATING}:${stopId}`,
      });
    },
  });
  deps.jobs.register(STOP_LOCATING, {
    payload: z.object({ stopId: z.uuid() }),
    run: ({ stopId }) => service.locateRoughStop(stopId),
  });
  const marks = createCourierMarks({ ...deps, repository }, service);
  const report = createRoundsReport({ repository }, service);
  const missed = createMissedDeliveries({ ...deps, repository });
  return { service, routes: roundsRoutes(service, marks, { report, missed }) };
}

export type { RoundsService } from './rounds.service';
