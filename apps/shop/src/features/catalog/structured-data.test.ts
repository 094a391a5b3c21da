import type { ProductCard } from '@sillon/contract';
import { breadcrumbStructuredData, productStructuredData } from './structured-data';

const card = {
  id: '6f1c2b9e-1111-4222-8333-444455556666',
  documentId: 'abc123def456',
  reference: 'miel-de-lavande',
  slug: 'miel-de-lavande',
  path: '/pp/miel-de-lavande-abc123def456',
  displayName: 'Miel de lavande',
  description: 'Un miel </script> doux.',
  unitLabel: '250 g',
  priceCents: 890,
  unitPrice: null,
  vatRateBp: 550,
  labels: [],
  producer: { farmName: 'Rucher du Ventoux', region: 'Provence', story: '', practices: [] },
  originRegion: 'Provence',
  photo: { url: '/images/products/miel-de-lavande', width: 800, height: 800, alt: '' },
  maxOrderable: null,
  available: true,
  regionalPostalPrefixes: null,
  farmSharePercent: 52,
  retail: null,
  shelfIds: [],
  rating: { averageRating: 4.5, totalCount: 12 },
} as unknown as ProductCard;

describe('structured data of a product page', () => {
  it('names a Product with its offer in euros, its availability and its rating', () => {
    expect(productStructuredData(card, { path: card.path, priceCents: 890 })).toMatchObject({
      '@type': 'Product',
      name: 'Miel de lavande',
      sku: 'miel-de-lavande',
      brand: { '@type': 'Brand', name: 'Rucher du Ventoux' },
      offers: {
        '@type': 'Offer',
        price: '8.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: '/pp/miel-de-lavande-abc123def456',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it('says out of stock, and gives no rating without reviews', () => {
    const data = productStructuredData(
      { ...card, available: false, rating: null },
      { path: card.path, priceCents: 890 },
    );
    expect(data).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('lists the breadcrumbs in order', () => {
    expect(
      breadcrumbStructuredData([
        { label: 'Accueil', path: '/' },
        { label: 'Épicerie sucrée', path: '/p/epicerie-sucree-3' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Épicerie sucrée', item: '/p/epicerie-sucree-3' },
      ],
    });
  });
});
