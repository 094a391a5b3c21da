import type { ProductTile as ProductTileData } from '@sillon/contract';
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { AccessibilityInfo } from 'react-native';
import { Provider } from 'react-redux';
import { productAdded } from '@/features/cart';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { customerStore } from '@/testing/customer-store';
import { fakeServer } from '@/testing/fake-server';
import { ProductTile } from './product-tile';
import { honey as catalogueHoney } from '@/testing/fixtures/catalog';

jest.mock('expo-router', () => ({ Link: ({ children }: { children: unknown }) => children }));
// The cart feature's index brings the session's modules, which read the device's storage.
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

/** The catalogue's honey, at most 2 pots an order here. */
const tile: ProductTileData = { ...catalogueHoney, maxOrderable: 2 };

let unmount: (() => void) | undefined;
let shown: AppStore | undefined;

/** The tile in the shop's store: a visitor's, unless a customer's store is given. */
function renderTile(
  product: ProductTileData,
  store: AppStore = createStore({ reporter: silentReporter, tracker: silentTracker }),
) {
  shown = store;
  ({ unmount } = render(
    <Provider store={store}>
      <ProductTile product={product} />
    </Provider>,
  ));
  return store;
}

afterEach(async () => {
  unmount?.();
  shown?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});

describe('ProductTile', () => {
  it('shows the name, unit, price and price per kg in French', () => {
    renderTile(tile);
    expect(screen.getByText('Miel de lavande')).toBeTruthy();
    expect(screen.getByText('8,90\u00a0€')).toBeTruthy();
    expect(screen.getByText('250 g · 35,60\u00a0€ / kg')).toBeTruthy();
  });

  it('adds one per press as − n +, up to the cap, saying why', () => {
    const store = renderTile(tile);
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
    expect(screen.queryByRole('button', { name: 'Ajouter Miel de lavande au panier' })).toBeNull();
    expect(screen.getByLabelText('Quantité : 1')).toBeTruthy();
    expect(screen.queryByText('2 maximum par commande')).toBeNull();

    const increase = screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' });
    fireEvent.press(increase);
    expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: tile.id, quantity: 2 })]);
    expect(screen.getByLabelText('Quantité : 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' })).toBeDisabled();
    expect(screen.getByText('2 maximum par commande')).toBeTruthy();
  });

  it('follows the cart: a quantity changed elsewhere shows, « − » at one takes the product out', () => {
    const store = renderTile(tile);
    act(() => {
      store.dispatch(productAdded({ product: { ...tile, maxOrderable: 2 }, quantity: 1 }));
    });
    expect(screen.getByLabelText('Quantité : 1')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Retirer une unité de Miel de lavande' }));
    expect(store.getState().cart.products).toEqual([]);
    expect(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' })).toBeTruthy();
  });

  it('gives the screen reader the control that replaces the one pressed, and none for a change made elsewhere', () => {
    const store = renderTile(tile);
    // jest-expo's AccessibilityInfo is a mock already: spied on, it keeps the tests before's calls.
    const focus = jest.spyOn(AccessibilityInfo, 'sendAccessibilityEvent').mockImplementation(() => {});
    focus.mockClear();
    try {
      act(() => {
        store.dispatch(productAdded({ product: { ...tile, maxOrderable: 2 }, quantity: 1 }));
      });
      expect(screen.getByLabelText('Quantité : 1')).toBeTruthy();
      expect(focus).not.toHaveBeenCalled();
      fireEvent.press(screen.getByRole('button', { name: 'Retirer une unité de Miel de lavande' }));
      expect(focus).toHaveBeenCalledTimes(1);
      fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
      expect(focus).toHaveBeenCalledTimes(2);
      expect(focus).toHaveBeenLastCalledWith(expect.anything(), 'focus');
      expect(screen.getByLabelText('Quantité : 1')).toBeTruthy();
    } finally {
      focus.mockRestore();
    }
  });

  it('marks an unavailable product and cannot add it', () => {
    const store = renderTile({ ...tile, available: false });
    expect(screen.getByText('Indisponible')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' });
    expect(add).toBeDisabled();
    fireEvent.press(add);
    expect(store.getState().cart.products).toEqual([]);
  });

  it('marks a fruit or vegetable out of season « Hors saison », still for sale (issue 40)', () => {
    renderTile({ ...tile, outOfSeason: true });
    expect(screen.getByText('Hors saison')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' })).not.toBeDisabled();
  });

  it('marks nothing in season', () => {
    renderTile(tile);
    expect(screen.queryByText('Hors saison')).toBeNull();
  });

  it('asks for the postal code of a regional product, refuses it outside its area, adds it inside', () => {
    const store = renderTile({ ...tile, regionalPostalPrefixes: ['75', '92', '93', '94'] });
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
    expect(screen.getByText('Livré chez vous ?')).toBeTruthy();
    expect(store.getState().cart.products).toEqual([]);

    const postalCode = screen.getByLabelText('Votre code postal');
    fireEvent.changeText(postalCode, '750');
    fireEvent.press(screen.getByText('Vérifier et ajouter'));
    expect(screen.getByText('Ceci ne ressemble pas à un code postal')).toBeTruthy();

    fireEvent.changeText(postalCode, '69003');
    fireEvent.press(screen.getByText('Vérifier et ajouter'));
    expect(screen.getByText('Produit non disponible chez vous')).toBeTruthy();
    expect(store.getState().cart.products).toEqual([]);

    fireEvent.press(screen.getByText('Essayer un autre code postal'));
    fireEvent.changeText(screen.getByLabelText('Votre code postal'), '93 100');
    fireEvent.press(screen.getByText('Vérifier et ajouter'));
    expect(screen.getByText('Bonne nouvelle : ce produit est livré chez vous !')).toBeTruthy();
    expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: tile.id, quantity: 1 })]);
  });

  it('lets the customer leave the postal code step by its own button, adding nothing', () => {
    const store = renderTile({ ...tile, regionalPostalPrefixes: ['75'] });
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
    expect(screen.getByText('Livré chez vous ?')).toBeTruthy();
    fireEvent.press(screen.getByText('Annuler'));
    expect(screen.queryByText('Livré chez vous ?')).toBeNull();
    expect(store.getState().cart.products).toEqual([]);
  });

  it('offers a signed-in customer their own postal code to check a regional product with', async () => {
    fakeServer({
      'GET /api/users/me': {
        body: {
          id: 'customer-1',
          phoneNumber: '+33633445510',
          firstName: 'Camille',
          email: 'camille@exemple.fr',
          deliveryAddress: {
            fullname: 'Camille Martin',
            address1: '3 rue de Paris',
            zipcode: '93100',
            city: 'Montreuil',
          },
          newsletter: 'none',
          newsletterOptedIn: false,
          notificationsOptIn: false,
          minimumOrderValue: '15.00',
          createdAt: '2026-11-01T09:00:00.000Z',
        },
      },
    });
    const store = renderTile({ ...tile, regionalPostalPrefixes: ['75', '93'] }, customerStore());
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter Miel de lavande au panier' }));
    await screen.findByDisplayValue('93100');
    fireEvent.press(screen.getByText('Vérifier et ajouter'));
    expect(screen.getByText('Bonne nouvelle : ce produit est livré chez vous !')).toBeTruthy();
    expect(store.getState().cart.products).toEqual([expect.objectContaining({ id: tile.id, quantity: 1 })]);
  });
});
