import type { RatingsResponse } from '@sillon/contract';
import type { LegalBlock, ShopLegalIdentity } from '@sillon/domain';
import type { CatalogService } from '../catalog';
import { bffRoutes } from './bff.routes';
import { createBffService, type ContentReader } from './bff.service';

export function createBffModule(deps: {
  catalog: CatalogService;
  ratings: () => Promise<RatingsResponse>;
  /** A review written or hidden: the product cards' ratings change (issue 17). */
  onRatingsChange: (listener: () => void) => void;
  /** Its `onChange`: a document published clears the BFF's pages too. */
  content: ContentReader & { onChange(listener: () => void): void };
  shopIdentity: ShopLegalIdentity;
  privacyAdditions?: readonly LegalBlock[];
  /** The shop's clock: seasons follow it (issue 40). */
  now: () => Date;
}) {
  const service = createBffService(deps);
  const onChange = (listener: () => void) => {
    deps.catalog.onChange(listener);
    deps.onRatingsChange(listener);
    deps.content.onChange(listener);
  };
  return { service, routes: bffRoutes(service, onChange) };
}
