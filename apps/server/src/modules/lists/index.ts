/** The lists module (issue 17): the customers' shopping lists, the same on every device. */
import type { Database } from '../../db/client';
import { createListsRepository } from './lists.repository';
import { listsRoutes } from './lists.routes';
import { createListsService } from './lists.service';

export function createListsModule(deps: {
  db: Database;
  knownProducts: (productIds: readonly string[]) => Promise<Set<string>>;
  now: () => Date;
}) {
  const service = createListsService({ ...deps, repository: createListsRepository(deps.db) });
  return { service, routes: listsRoutes(service) };
}

export type { ListsService } from './lists.service';
