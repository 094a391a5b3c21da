/**
 * The customer module (issues 15, 17): what spans every module about one customer. The account
 * document the app reads, the data export, the account's deletion and erasure, the favourites. It sits above
 * the modules it gathers (nobody depends on it), which take part through their services.
 */
import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../account';
import { createCustomerStaff, type CustomerStaffDeps } from './customer-staff';
import { customerStaffRoutes } from './customer-staff.routes';
import { customerRoutes, favoritesRoutes, staffCustomerRoutes } from './customer.routes';
import { createCustomerService, type CustomerDeps } from './customer.service';
import { createFavorites, type FavoritesDeps } from './favorites';

export function createCustomerModule(
  deps: CustomerDeps & {
    auth: CustomerDeps['auth'] & CustomerStaffDeps['auth'];
    account: CustomerDeps['account'] &
      CustomerStaffDeps['account'] &
      Pick<AccountService, 'saveBanner' | 'setMinimumOrder' | 'firstNameOf'>;
    orders: CustomerDeps['orders'] & FavoritesDeps['orders'] & CustomerStaffDeps['orders'];
    promotions: CustomerDeps['promotions'] & FavoritesDeps['promotions'];
    adminToken: string | undefined;
  },
) {
  const service = createCustomerService(deps);
  const favorites = createFavorites(deps);
  const staff = createCustomerStaff(deps);
  return {
    service,
    routes: async (app: FastifyInstance) => {
      await app.register(customerRoutes(service));
      await app.register(favoritesRoutes(favorites));
      await app.register(customerStaffRoutes(staff));
    },
    staffRoutes: staffCustomerRoutes(staff, deps.adminToken),
  };
}

export type CustomerModule = ReturnType<typeof createCustomerModule>;
