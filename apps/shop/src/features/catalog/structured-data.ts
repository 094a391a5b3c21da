/**
 * What search engines read of a product page (issue 16): schema.org `Product` with its offer and
 * rating, and the page's `BreadcrumbList`, as JSON-LD. Paths stay relative to the page: the same
 * data is rendered on any of the shop's addresses.
 */
import type { ProductCard } from '@sillon/contract';
import { toDecimalString, type Breadcrumb } from '@sillon/domain';

/** The product's picture as search engines show it: a large square, in a format they all read. */
const PICTURE_SIZE = 800;

export function productStructuredData(
  product: ProductCard,
  offer: { path: string; priceCents: number },
): Record<string, unknown> {
  return {
    '@type': 'Product',
    name: product.displayName,
    description: product.description,
    sku: product.reference,
    image: `${product.photo.url}?w=${PICTURE_SIZE}&h=${PICTURE_SIZE}&fm=jpg`,
    brand: { '@type': 'Brand', name: product.producer.farmName },
    countryOfOrigin: 'FR',
    offers: {
      '@type': 'Offer',
      url: offer.path,
      price: toDecimalString(offer.priceCents),
      priceCurrency: 'EUR',
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.rating && product.rating.totalCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.averageRating,
            reviewCount: product.rating.totalCount,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
  };
}

export function breadcrumbStructuredData(crumbs: readonly Breadcrumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.path,
    })),
  };
}
