/**
 * Issue 41, « Mon compte »: « Si un produit manque » shows the account's default (« Produit
 * similaire » until changed) and saves « Ne pas remplacer » on the account.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import type { AppStore } from '@/store/store';
import { fakeServer } from '@/testing/fake-server';
import { customerStore } from '@/testing/customer-store';
import { SubstitutionDefault } from './substitution-default';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const account = (substitutionDefault: string) => ({
  id: 'customer-1',
  phoneNumber: '+33633445510',
  firstName: 'Camille',
  email: 'camille@exemple.fr',
  deliveryAddress: null,
  newsletter: 'none',
  newsletterOptedIn: false,
  notificationsOptIn: false,
  minimumOrderValue: '15.00',
  substitutionDefault,
  createdAt: '2026-11-01T09:00:00.000Z',
});

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});

describe('SubstitutionDefault', () => {
  it('shows « Produit similaire » until changed, then saves « Ne pas remplacer »', async () => {
    let saved = 'similar';
    const server = fakeServer({
      'GET /api/users/me': () => ({ body: account(saved) }),
      'PATCH /api/users/me': (call) => {
        saved = (call.body as { substitutionDefault: string }).substitutionDefault;
        return { body: account(saved) };
      },
    });
    store = customerStore();
    ({ unmount } = render(
      <Provider store={store}>
        <SubstitutionDefault />
      </Provider>,
    ));
    expect(await screen.findByTestId('account-substitution-similar')).toBeChecked();
    expect(screen.getByText('Si un produit manque')).toBeTruthy();

    fireEvent.press(screen.getByTestId('account-substitution-none'));

    expect(await screen.findByTestId('account-substitution-saved')).toBeTruthy();
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({ substitutionDefault: 'none' });
    expect(screen.getByTestId('account-substitution-none')).toBeChecked();
    expect(screen.getByTestId('account-substitution-similar')).not.toBeChecked();
  });
});
