/** The cart's count said to screen readers when it changes, never when the saved cart comes back. */
import { configureStore } from '@reduxjs/toolkit';
import { EMPTY_CART, type Cart } from '@sillon/domain';
import { act, render } from '@testing-library/react-native';
import { AccessibilityInfo } from 'react-native';
import { Provider } from 'react-redux';
import { cartChangedElsewhere, cartHydrated, cartSlice } from '../state/cart-slice';
import { CartAnnouncer } from './cart-announcer';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const withQuantities = (...quantities: number[]): Cart => ({
  ...EMPTY_CART,
  products: quantities.map((quantity, index) => ({
    productId: `p${index}`,
    variantId: `v${index}`,
    name: `Produit ${index}`,
    priceCents: 500,
    quantity,
    available: true,
  })) as unknown as Cart['products'],
});

it('says the new count after a change, « Panier vide » once emptied, and nothing at start', () => {
  const announce = jest.spyOn(AccessibilityInfo, 'announceForAccessibility').mockImplementation(() => {});
  const store = configureStore({ reducer: { cart: cartSlice.reducer } });
  render(
    <Provider store={store}>
      <CartAnnouncer />
    </Provider>,
  );
  act(() => {
    store.dispatch(cartHydrated(withQuantities(2)));
  });
  expect(announce).not.toHaveBeenCalled();
  act(() => {
    store.dispatch(cartChangedElsewhere(withQuantities(2, 1)));
  });
  expect(announce).toHaveBeenLastCalledWith('Panier 3 articles');
  act(() => {
    store.dispatch(cartChangedElsewhere(withQuantities(1)));
  });
  expect(announce).toHaveBeenLastCalledWith('Panier 1 article');
  act(() => {
    store.dispatch(cartChangedElsewhere(EMPTY_CART));
  });
  expect(announce).toHaveBeenLastCalledWith('Panier vide');
  expect(announce).toHaveBeenCalledTimes(3);
});
