import type { RatingsResponse } from '@sillon/contract';
import type { CatalogService } from '../catalog';
import { bffRoutes } from './bff.routes';
import { createBffService, type ContentReader } from './bff.service';

export function createBffModule(deps: {
  catalog: CatalogService;
  ratings: () => Promise<RatingsResponse>;
  content: ContentReader;
}) {
  const service = createBffService(deps);
  return { service, routes: bffRoutes(service, (listener) => deps.catalog.onChange(listener)) };
}
