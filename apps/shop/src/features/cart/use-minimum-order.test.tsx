/** Spec §3, §9: a visitor's minimum order is 15 €; a customer's is their account's. */
import { render, renderHook, waitFor } from '@testing-library/react-native';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { useAccountQuery } from '@/features/account';
import { useMinimumOrder, useMinimumOrderCents } from './use-minimum-order';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const CUSTOMER = '22222222-2222-4222-8222-222222222222';
let store: AppStore | undefined;

function renderMinimum(status?: 'anonymous' | 'authenticated') {
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  if (status)
    store.dispatch(
      authSlice.actions.sessionStarted({
        userId: CUSTOMER,
        userToken: 'access',
        isNew: false,
        status,
        expiresInSeconds: 900,
      }),
    );
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store!}>{children}</Provider>;
  return renderHook(() => useMinimumOrderCents(), { wrapper });
}

afterEach(async () => {
  store?.dispatch(shopApi.util.resetApiState());
  store = undefined;
  await new Promise((resolve) => setTimeout(resolve, 30));
});

describe('useMinimumOrderCents', () => {
  it.each([
    ['a visitor before the session starts', undefined],
    ['an anonymous user', 'anonymous' as const],
  ])('is 15 € for %s, with no account asked', (_who, status) => {
    const server = fakeServer();
    const { result } = renderMinimum(status);
    expect(result.current).toBe(1500);
    expect(server.callsTo('GET /api/users/me')).toEqual([]);
  });

  it("is the customer's own minimum once the account answers", async () => {
    fakeServer({
      'GET /api/users/me': {
        body: {
          id: CUSTOMER,
          phoneNumber: '+33612345678',
          firstName: 'Camille',
          email: 'camille@example.fr',
          deliveryAddress: null,
          newsletter: 'never',
          newsletterOptedIn: false,
          notificationsOptIn: false,
          minimumOrderValue: '25.00',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    const { result } = renderMinimum('authenticated');
    await waitFor(() => expect(result.current).toBe(2500));
  });

  it('stays settled when the account fails, so the lines it shows do not ask again and again', async () => {
    // A signed-in number without an account yet (the sign-up step): the cart under it shows its
    // lines once settled, and each line asks the account too (a failed answer is asked again by
    // every new reader).
    const server = fakeServer({
      'GET /api/users/me': { status: 404, body: { error: { code: 'not_found', message: 'Introuvable' } } },
    });
    function Line() {
      useAccountQuery();
      return null;
    }
    function Cart() {
      return useMinimumOrder().isSettled ? <Line /> : null;
    }
    store = createStore({ reporter: silentReporter, tracker: silentTracker });
    store.dispatch(
      authSlice.actions.sessionStarted({
        userId: CUSTOMER,
        userToken: 'access',
        isNew: true,
        status: 'authenticated',
        expiresInSeconds: 900,
      }),
    );
    render(
      <Provider store={store}>
        <Cart />
      </Provider>,
    );
    await waitFor(() => expect(server.callsTo('GET /api/users/me').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.callsTo('GET /api/users/me').length).toBeLessThanOrEqual(2);
  });
});
