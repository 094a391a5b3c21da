export { ProductTile } from './components/product-tile';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { productCardChanged, productPagePath, useRoutingQuery } from './api/catalog-api';
export type { ProductReviewForm } from './screens/product-screen';
export { MenuLink } from './components/menu-link';
export {
  loadProductPage,
  loadRackPage,
  productMetadata,
  rackMetadata,
  reviewsMetadata,
} from './api/page-loaders';
export { canonicalAppPath } from './native-links';
export { breadcrumbStructuredData } from './structured-data';
export { CatalogBreadcrumbs } from './components/catalog-breadcrumbs';
export { fetchRoutingData } from './api/routing-client';
