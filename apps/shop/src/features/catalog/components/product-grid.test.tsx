/** The apps' tile rows: as many columns as fit, each tile widened to fill the row (the web's CSS does the same). */
import type { ProductTile as ProductTileData } from '@sillon/contract';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { StyleSheet } from 'react-native';
import { cartSlice } from '@/features/cart';
import { shoppingListSlice } from '@/features/shopping-list';
import { honey, cheese } from '@/testing/fixtures/catalog';
import { ProductGrid, tileWidthIn } from './product-grid';

jest.mock('expo-router', () => ({ Link: ({ children }: { children: unknown }) => children }));
// The tile's cart feature brings the session's modules, which read the device's storage.
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

describe('the width of a grid’s tiles', () => {
  it('fits two tiles a row from a 360 px phone, widened to fill it', () => {
    // A phone's column is its screen less 16 px each side; 12 px between two tiles.
    expect(tileWidthIn(360 - 32)).toBe(158);
    expect(tileWidthIn(390 - 32)).toBe(173);
    // The 500 px column of a tablet holds three.
    expect(tileWidthIn(500)).toBe(158);
    // Narrower than two tiles: one, as wide as the row.
    expect(tileWidthIn(300)).toBe(300);
  });

  it('gives its tiles their width once the grid is laid out', () => {
    const store = configureStore({
      reducer: { cart: cartSlice.reducer, shoppingList: shoppingListSlice.reducer },
    });
    const products: ProductTileData[] = [honey, cheese];
    render(
      <Provider store={store}>
        <ProductGrid products={products} />
      </Provider>,
    );
    const tile = () => screen.getByTestId(`product-tile-${honey.reference}`);
    // A list of its products, each an item: a web screen reader counts them.
    expect(tile().props.role).toBe('listitem');
    expect(screen.root.props.role).toBe('list');
    expect(StyleSheet.flatten(tile().props.style)).toMatchObject({ width: 156 });
    fireEvent(tile().parent!, 'layout', { nativeEvent: { layout: { width: 358, height: 600, x: 0, y: 0 } } });
    expect(StyleSheet.flatten(tile().props.style)).toMatchObject({ width: 173 });
  });
});
