/** The header's cart button in the apps: a press opens the cart's page (the web's desktop opens a panel instead). */
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, renderRouter, screen } from 'expo-router/testing-library';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cartSlice } from '../state/cart-slice';
import { CartButton } from './cart-button';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const store = configureStore({ reducer: { cart: cartSlice.reducer } });
const withStore = (children: ReactNode) => <Provider store={store}>{children}</Provider>;

describe('CartButton', () => {
  it('opens the cart’s page when pressed', () => {
    renderRouter({ index: () => withStore(<CartButton />), cart: () => null }, { initialUrl: '/' });
    fireEvent.press(screen.getByTestId('cart-button'));
    expect(screen).toHavePathname('/cart');
  });
});
