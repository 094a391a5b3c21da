import type { ProductTile } from '@sillon/contract';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { shopApi } from '@/lib/api';
import { listChanged, selectListQuantity, shoppingListSlice } from '../state/shopping-list-slice';
import { ShoppingListScreen } from './shopping-list-screen';

jest.mock('expo-router', () => ({ Link: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

function tile(id: string, displayName: string, available: boolean): ProductTile {
  return {
    id,
    documentId: `doc${id}`,
    reference: displayName.toLowerCase().replace(/\s/g, '-'),
    slug: 'produit',
    path: `/pp/produit-doc${id}`,
    displayName,
    unitLabel: '250 g',
    priceCents: 450,
    unitPrice: null,
    vatRateBp: 550,
    labels: [],
    producer: { farmName: 'Ferme', region: 'Bretagne' },
    originRegion: 'Bretagne',
    photo: { url: '/images/products/x', width: 800, height: 800, alt: '' },
    maxOrderable: null,
    available,
    regionalPostalPrefixes: null,
    farmSharePercent: 50,
    retail: null,
    shelfIds: [],
    rating: null,
  } as ProductTile;
}

const strawberries = tile('11111111-1111-4111-8111-111111111111', 'Fraises gariguette', true);
const cherries = tile('22222222-2222-4222-8222-222222222222', 'Cerises burlat', false);

const carrots = tile('33333333-3333-4333-8333-333333333333', 'Carottes nouvelles', true);

const cleanups: (() => Promise<void>)[] = [];

/** The screen over a list of these products (one each unless said), each changed a minute after the one before. */
function renderList(products: ProductTile[], quantities: number[] = []) {
  global.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify({ products }), { headers: { 'content-type': 'application/json' } }),
  ) as unknown as typeof fetch;
  const store = configureStore({
    reducer: {
      [shopApi.reducerPath]: shopApi.reducer,
      auth: authSlice.reducer,
      cart: cartSlice.reducer,
      shoppingList: shoppingListSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });
  products.forEach((product, index) => {
    const changedAt = new Date(Date.parse('2026-11-24T10:00:00.000Z') + index * 60_000).toISOString();
    store.dispatch(listChanged({ productId: product.id, quantity: quantities[index] ?? 1, changedAt }));
  });
  const { unmount } = render(
    <Provider store={store}>
      <ShoppingListScreen />
    </Provider>,
  );
  cleanups.push(async () => {
    unmount();
    store.dispatch(shopApi.util.resetApiState());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });
  return store;
}

describe('ShoppingListScreen', () => {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('puts the available products in the cart at their list quantity and names the others', async () => {
    const store = renderList([strawberries, cherries], [3, 1]);
    expect(await screen.findByText('Indisponible')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    expect(store.getState().cart.products).toEqual([
      expect.objectContaining({ id: strawberries.id, quantity: 3 }),
    ]);
    expect(
      screen.getByText('Ces produits sont indisponibles et ne sont pas dans votre panier : Cerises burlat.'),
    ).toBeTruthy();
  });

  it('names the products it did not add because the cart would pass their cap, and adds the others', async () => {
    const honey = {
      ...tile('44444444-4444-4444-8444-444444444444', 'Miel de lavande', true),
      maxOrderable: 3,
    };
    const store = renderList([honey, strawberries], [3, 1]);
    expect(await screen.findByTestId('list-line-miel-de-lavande')).toBeTruthy();
    const addAll = () => fireEvent.press(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    addAll();
    expect(screen.getByTestId('list-report')).toHaveTextContent('Produits ajoutés au panier.');
    addAll();
    expect(store.getState().cart.products).toEqual([
      expect.objectContaining({ id: honey.id, quantity: 3 }),
      expect.objectContaining({ id: strawberries.id, quantity: 2 }),
    ]);
    expect(screen.getByTestId('list-report')).toHaveTextContent(
      'Ces produits dépasseraient dans votre panier le maximum par commande et n’y ont pas été ajoutés : Miel de lavande.',
    );
  });

  it('shows the products in the order they were put on the list; « + » moves no line', async () => {
    const store = renderList([strawberries, cherries, carrots]);
    const lineNames = () => screen.getAllByTestId(/^list-line-/).map((line) => line.props.testID as string);
    expect(await screen.findByTestId('list-line-carottes-nouvelles')).toBeTruthy();
    const before = lineNames();
    expect(before).toEqual([
      'list-line-fraises-gariguette',
      'list-line-cerises-burlat',
      'list-line-carottes-nouvelles',
    ]);
    const more = () => screen.getByRole('button', { name: 'Ajouter une unité de Fraises gariguette' });
    fireEvent.press(more());
    fireEvent.press(more());
    expect(lineNames()).toEqual(before);
    expect(selectListQuantity(store.getState(), strawberries.id)).toBe(3);
  });

  it('shows the list in the same order when the screen opens again (a reload)', async () => {
    const store = renderList([strawberries, cherries, carrots]);
    expect(await screen.findByTestId('list-line-carottes-nouvelles')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité de Fraises gariguette' }));
    const lineNames = () => screen.getAllByTestId(/^list-line-/).map((line) => line.props.testID as string);
    const shown = lineNames();
    for (const cleanup of cleanups.splice(0)) await cleanup();

    const { unmount } = render(
      <Provider store={store}>
        <ShoppingListScreen />
      </Provider>,
    );
    cleanups.push(async () => {
      unmount();
      store.dispatch(shopApi.util.resetApiState());
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    });
    expect(await screen.findByTestId('list-line-carottes-nouvelles')).toBeTruthy();
    expect(lineNames()).toEqual(shown);
  });
});
