/**
 * The cart on iOS and Android (issue 19: native screens rendered, not only compiled): a line with
 * its name and price from the catalogue, « + » and « − » through the domain's rules, removal, and
 * the empty cart's way back to the shelves.
 */
import type { ProductTile } from '@sillon/contract';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { Platform, Text } from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { productAdded } from '../state/cart-slice';
import { CartScreen } from './cart-screen';

jest.mock('expo-router', () => ({ Link: ({ children }: { children: unknown }) => children }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const honey: ProductTile = {
  id: '6f1c2b9e-1111-4222-8333-444455556666',
  documentId: 'abc123def456',
  reference: 'miel-de-lavande',
  slug: 'miel-de-lavande',
  path: '/pp/miel-de-lavande-abc123def456',
  displayName: 'Miel de lavande',
  unitLabel: '250 g',
  priceCents: 890,
  unitPrice: { cents: 3560, per: 'kg' },
  vatRateBp: 550,
  labels: ['Bio'],
  producer: { farmName: 'Rucher du Ventoux', region: "Provence-Alpes-Côte d'Azur" },
  originRegion: "Provence-Alpes-Côte d'Azur",
  photo: { url: '/images/products/miel-de-lavande', width: 800, height: 800, alt: 'Miel de lavande' },
  maxOrderable: 2,
  available: true,
  regionalPostalPrefixes: null,
  farmSharePercent: 52,
  retail: null,
  shelfIds: ['12'],
  rating: null,
};

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

function renderCart() {
  fakeServer({
    'GET /api/bff/catalog/products': { body: { products: [honey] } },
    'GET /api/catalog/products/availability': {
      body: { [honey.id]: { available: true, public_price: 8.9 } },
    },
  });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  store.dispatch(productAdded({ product: { id: honey.id, priceCents: 890, maxOrderable: 2 } }));
  ({ unmount } = render(
    <Provider store={store}>
      <CartScreen orderButton={() => <Text>Commander</Text>} />
    </Provider>,
  ));
  return store;
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
});

describe(`the cart on ${Platform.OS}`, () => {
  it('shows the line with the catalogue’s name and its total, and follows « + » up to the cap', async () => {
    const cart = renderCart();
    expect(await screen.findByText('Miel de lavande')).toBeOnTheScreen();
    expect(screen.getAllByText(/8,90\s€/).length).toBeGreaterThan(0);
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' }));
    expect(cart.getState().cart.products[0]!.quantity).toBe(2);
    expect(screen.getAllByText(/17,80\s€/).length).toBeGreaterThan(0);
  });

  it('removes the line and says the cart is empty', async () => {
    const cart = renderCart();
    await screen.findByText('Miel de lavande');
    fireEvent.press(screen.getByRole('button', { name: 'Retirer Miel de lavande du panier' }));
    expect(cart.getState().cart.products).toEqual([]);
    expect(screen.getByText(/^Votre panier est vide\./)).toBeOnTheScreen();
  });
});
