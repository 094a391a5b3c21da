/** The account module: customer profiles and preferences, push devices, the customer init tip. */
import type { Database } from '../../db/client';
import type { Identity } from '../auth';
import { createAccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountService, type CheckAddress } from './account.service';

export function createAccountModule(deps: {
  db: Database;
  identity: (userId: string) => Promise<Identity | undefined>;
  checkAddress: CheckAddress;
  now: () => Date;
}) {
  const repository = createAccountRepository(deps.db);
  const service = createAccountService({
    db: deps.db,
    repository,
    identity: deps.identity,
    checkAddress: deps.checkAddress,
    now: deps.now,
  });
  return { service, routes: accountRoutes(service) };
}

export type { AccountService, EmailChangedListener } from './account.service';
export type { BannerAudience } from './account.tables';
export type { ProfileRow } from './account.repository';

export type AccountModule = ReturnType<typeof createAccountModule>;
