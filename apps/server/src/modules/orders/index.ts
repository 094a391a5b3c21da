/**
 * The order module: Spree's order from its `cart` state to `complete`, served as the storefront's
 * cart (`/api/v2/storefront/cart`), checkout (`/checkout/*`), order status and account orders. It
 * owns the order's tables (orders, their lines, their payments), read and written through its
 * store (`order-store.ts`); the catalogue, promotions,
 * delivery, payments and account modules take part through their services.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { accountOrderRoutes } from './account-orders.routes';
import { cartRoutes } from './cart.routes';
import { checkoutRoutes } from './checkout.routes';
import { createOrderStore } from './order-store';
import type { OrdersDeps } from './orders-deps';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';
import { createStaffOrders, type StaffOrdersDeps } from './staff-orders';
import { staffOrdersRoutes } from './staff-orders.routes';
import { staffOrderRoutes } from './staff.routes';
import { receiptRoutes } from './receipt.routes';

export type { OrderEvent, OrderEventListener } from './order-events';
export type { OrdersService } from './orders.service';
export type { OrderMailView } from './receipt';
export type { RoundOrder, RoundStops, StopOfOrder } from './order-rounds';
export type { TogetherMove } from './order-statuses';

export function createOrdersModule(
  deps: Omit<OrdersDeps, 'store' | 'repository'> & {
    db: Database;
    adminToken?: string | undefined;
    /** What the back office's order views need of other modules. */
    staff: Omit<StaffOrdersDeps, 'store' | 'repository' | 'setPrepared' | 'stopsOf' | 'now'>;
  },
) {
  const store = createOrderStore(deps.db);
  const repository = createOrdersRepository(deps.db);
  const service = createOrdersService({ ...deps, store, repository });
  const staffOrders = createStaffOrders({
    ...deps.staff,
    store,
    repository,
    setPrepared: service.setPrepared,
    stopsOf: service.staffStopsOf,
    now: deps.now,
  });
  const routes = async (app: FastifyInstance) => {
    await app.register(cartRoutes(service));
    await app.register(checkoutRoutes(service));
    await app.register(accountOrderRoutes(service));
    await app.register(staffOrderRoutes(service, staffOrders, deps.adminToken));
    await app.register(staffOrdersRoutes(service, staffOrders, deps.now));
    await app.register(receiptRoutes(service));
  };
  return { service, routes };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
