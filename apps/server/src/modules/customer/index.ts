/**
 * The customer module (issue 15): what spans every module about one customer. The account
 * document the app reads, the data export and the account's deletion and erasure. It sits above
 * the modules it gathers (nobody depends on it), which take part through their services.
 */
import type { AccountService } from '../account';
import { customerRoutes, staffCustomerRoutes } from './customer.routes';
import { createCustomerService, type CustomerDeps } from './customer.service';

export function createCustomerModule(
  deps: CustomerDeps & {
    account: CustomerDeps['account'] & Pick<AccountService, 'saveBanner' | 'setMinimumOrder'>;
    adminToken: string | undefined;
  },
) {
  const service = createCustomerService(deps);
  return {
    service,
    routes: customerRoutes(service),
    staffRoutes: staffCustomerRoutes(deps.account, deps.adminToken),
  };
}

export type CustomerModule = ReturnType<typeof createCustomerModule>;
