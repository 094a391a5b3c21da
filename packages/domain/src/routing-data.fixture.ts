/** Routing data shared by the routing and breadcrumb tests: two products, two racks. */
import type { RoutingData } from './routing';

export const pastaUuid = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';
export const oilUuid = '8e1f0c2a-1111-4222-8333-444455556666';
export const oilDocument = '0b6c1f3e-aaaa-4bbb-8ccc-dddddddddddd';

export const data: RoutingData = {
  products: [
    {
      id: pastaUuid,
      documentId: 'abc123',
      reference: 'PATES-500',
      slug: 'pates-completes',
      displayName: 'Pâtes complètes',
    },
    {
      id: oilUuid,
      documentId: oilDocument,
      reference: 'huile-olive',
      slug: 'huile-d-olive',
      displayName: "Huile d'olive",
    },
  ],
  racks: [
    {
      id: '12',
      title: 'Épicerie',
      urlSlug: 'epicerie',
      canonical: true,
      shelves: [
        { id: '5', legacyKey: 'pates-riz', label: 'Pâtes et riz', productIds: [pastaUuid] },
        { id: '3', label: 'Huiles', urlSlug: null, productIds: [oilUuid] },
      ],
    },
    {
      id: '7',
      title: 'Promotions',
      urlSlug: 'promotions',
      canonical: false,
      shelves: [{ id: '1', label: 'Bons plans', productIds: ['abc123', oilUuid] }],
    },
  ],
};
