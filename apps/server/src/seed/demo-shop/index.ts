/**
 * The demo shop's hand-written data, deterministic (no clock, no randomness). The seeder derives
 * every id from the stable keys and references found here.
 */
export { editorialPages, indexPages, selection } from './editorial';
export { homePage } from './home';
export { pickupPoints, type SeedPickupPoint } from './pickup-points';
export { producers } from './producers';
export { products } from './products';
export { preloadedPromotions } from './promotions';
export { racks } from './racks';
export { recipes } from './recipes';
export {
  parseSeedHref,
  productHref,
  rackHref,
  recipeHref,
  shelfHref,
  type SeedHrefTarget,
} from './seed-links';
export { sidebar } from './sidebar';
export type * from './types';
export { demoPromotionSettings, demoVouchers } from './vouchers';
export { accountBanners } from './banners';
