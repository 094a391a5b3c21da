import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { shoppingListSlice } from '../state/shopping-list-slice';
import { ListToggle } from './list-toggle';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const productId = '6f1c2b9e-1111-4222-8333-444455556666';

function renderToggle() {
  const store = configureStore({
    reducer: { auth: authSlice.reducer, shoppingList: shoppingListSlice.reducer },
  });
  render(
    <Provider store={store}>
      <ListToggle productId={productId} name="Miel de lavande" />
    </Provider>,
  );
  return store;
}

describe('ListToggle', () => {
  it('puts a visitor’s product on the list kept on the device, then takes it off', () => {
    const store = renderToggle();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter à ma liste : Miel de lavande' }));
    expect(store.getState().shoppingList.unsent).toEqual([
      expect.objectContaining({ productId, quantity: 1 }),
    ]);
    fireEvent.press(screen.getByRole('button', { name: 'Retirer de ma liste : Miel de lavande' }));
    expect(store.getState().shoppingList.unsent).toEqual([
      expect.objectContaining({ productId, quantity: 0 }),
    ]);
    expect(screen.getByText('+ Ajouter à ma liste')).toBeTruthy();
  });
});
