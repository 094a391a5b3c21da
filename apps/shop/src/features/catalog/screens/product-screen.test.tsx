/**
 * The product card and its retail variant (spec §2 `pp/{id}` and `pp/{id}/retail`): the variant's
 * unit and price, the variant put in the cart, and the links from one format to the other.
 */
import type { ProductCard, RoutingResponse } from '@sillon/contract';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { ProductScreen } from './product-screen';

jest.mock('expo-router', () => ({
  // A link shows its text and says where it goes.
  Link: ({ children, href, testID }: { children: string; href: string; testID?: string }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Text } = require('react-native') as typeof ReactNative;
    return (
      <Text accessibilityHint={href} testID={testID}>
        {children}
      </Text>
    );
  },
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const eggs: ProductCard = {
  id: '6f1c2b9e-1111-4222-8333-444455556666',
  documentId: 'oeufs123',
  reference: 'oeufs-plein-air',
  slug: 'oeufs-plein-air',
  path: '/pp/oeufs-plein-air-oeufs123',
  displayName: 'Œufs de poules en poulailler mobile',
  description: 'Des œufs frais.',
  unitLabel: '6 œufs',
  priceCents: 420,
  unitPrice: null,
  vatRateBp: 550,
  labels: ['Bio'],
  producer: {
    key: 'ferme-du-pre',
    farmName: 'Ferme du Pré',
    region: 'Bretagne',
    town: 'Redon',
    practices: ['Poulailler mobile'],
    story: 'Une ferme.',
  },
  originRegion: 'Bretagne',
  photo: { url: '/images/products/oeufs', width: 800, height: 800, alt: 'Œufs' },
  maxOrderable: null,
  available: true,
  regionalPostalPrefixes: null,
  farmSharePercent: 40,
  retail: {
    id: '7a2d3c0f-2222-4333-8444-555566667777',
    unitLabel: 'le plateau de 30 œufs',
    priceCents: 1790,
    unitPrice: null,
  },
  shelfIds: [],
  rating: { averageRating: 4.5, totalCount: 2 },
};

const routing: RoutingResponse = {
  products: [
    {
      id: eggs.id,
      documentId: eggs.documentId,
      reference: eggs.reference,
      slug: eggs.slug,
      displayName: eggs.displayName,
    },
  ],
  racks: [],
};

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

function renderCard(retail: boolean, card: ProductCard = eggs) {
  fakeServer({
    'GET /api/bff/catalog/routing': { body: routing },
    'POST /api/bff/catalog/products': { body: { products: [card] } },
  });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  ({ unmount } = render(
    <Provider store={store}>
      <ProductScreen segment="oeufs-plein-air-oeufs123" retail={retail} />
    </Provider>,
  ));
  return store;
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
});

describe('ProductScreen', () => {
  it('shows the retail variant’s unit and price at /pp/{id}/retail, and puts the variant in the cart', async () => {
    const cart = renderCard(true);
    expect(await screen.findByText(/le plateau de 30 œufs/)).toBeOnTheScreen();
    expect(screen.getAllByText(/17,90\s€/).length).toBeGreaterThan(0);
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(cart.getState().cart.products).toEqual([
      expect.objectContaining({ id: eggs.retail!.id, priceCents: 1790, quantity: 1 }),
    ]);
    expect(screen.getByTestId('in-cart')).toHaveTextContent('1 dans le panier');
    // Its reviews and the product's own format are a link away.
    expect(screen.getByText('4,5 / 5 (2 avis)').props.accessibilityHint).toBe(
      '/pp/oeufs-plein-air-oeufs123/retail/reviews',
    );
    expect(screen.getByTestId('other-format').props.accessibilityHint).toBe('/pp/oeufs-plein-air-oeufs123');
    expect(screen.getByTestId('other-format')).toHaveTextContent(/^Autre format : 6 œufs à 4,20\s€$/);
  });

  it('says a product out of season is, linking to the seasonal calendar (issue 40)', async () => {
    renderCard(false, { ...eggs, outOfSeason: true });
    const season = await screen.findByTestId('out-of-season');
    expect(season).toHaveTextContent(/Hors saison en ce moment/);
    expect(screen.getByText('Le calendrier des saisons').props.accessibilityHint).toBe(
      '/calendrier-des-saisons',
    );
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeOnTheScreen();
  });

  it('says nothing of seasons on a product in season or without one', async () => {
    renderCard(false);
    await screen.findByTestId('other-format');
    expect(screen.queryByTestId('out-of-season')).toBeNull();
  });

  it('sells the product itself at /pp/{id} and links to its retail variant', async () => {
    const cart = renderCard(false);
    const link = await screen.findByTestId('other-format');
    expect(link).toHaveTextContent(/^Autre format : le plateau de 30 œufs à 17,90\s€$/);
    expect(link.props.accessibilityHint).toBe('/pp/oeufs-plein-air-oeufs123/retail');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(cart.getState().cart.products).toEqual([
      expect.objectContaining({ id: eggs.id, priceCents: 420, quantity: 1 }),
    ]);
  });
});
