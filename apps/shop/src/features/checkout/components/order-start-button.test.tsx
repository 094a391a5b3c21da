/**
 * « Commander » waits for the page's start to restore the session: a customer who presses it
 * while their session is being restored is not sent to sign in.
 */
import { act, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { sessionOpened } from '@/features/auth';
import { cartSlice, type OrderButtonProps } from '@/features/cart';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { OrderStartButton } from './order-start-button';

jest.mock('expo-router', () => ({ router: { push: jest.fn() }, useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/features/navigation', () => ({ useNavigateWhenReady: () => jest.fn() }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const quote: OrderButtonProps['quote'] = {
  document: undefined,
  failure: undefined,
  isPending: false,
  accept: () => undefined,
  refresh: () => undefined,
};

/** A visitor's store, its session opened: « Commander » can be pressed unless something greys it. */
async function visitorStore() {
  fakeServer({});
  const store = createStore({ reporter: silentReporter, tracker: silentTracker });
  await act(async () => {
    await store.dispatch(
      sessionOpened({
        userId: '33333333-3333-4333-8333-333333333333',
        userToken: 'visitor-access',
        isNew: false,
        status: 'anonymous',
        expiresInSeconds: 900,
      }),
    );
  });
  return store;
}

async function closed(store: Awaited<ReturnType<typeof visitorStore>>, unmount: () => void) {
  unmount();
  store.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

it('is disabled until the session is known, then lets the customer order', async () => {
  // The customer's account and list are not this test's subject.
  fakeServer({
    'GET /api/bff/customer': { status: 503, body: { error: { code: 'unavailable' } } },
    'GET /api/shopping-list': { body: { items: [] } },
  });
  const store = createStore({ reporter: silentReporter, tracker: silentTracker });
  const { unmount } = render(
    <Provider store={store}>
      <OrderStartButton isBelowMinimum={false} quote={quote} />
    </Provider>,
  );
  expect(screen.getByTestId('cart-order')).toBeDisabled();
  await act(async () => {
    await store.dispatch(
      sessionOpened({
        userId: '22222222-2222-4222-8222-222222222222',
        userToken: 'customer-access',
        isNew: false,
        status: 'authenticated',
        expiresInSeconds: 900,
      }),
    );
  });
  expect(screen.getByTestId('cart-order')).toBeEnabled();
  unmount();
  store.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
});

it('asks a visitor to sign in only when « Commander » can be pressed, not when greyed under the minimum', async () => {
  const store = await visitorStore();
  const { rerender, unmount } = render(
    <Provider store={store}>
      <OrderStartButton isBelowMinimum quote={quote} />
    </Provider>,
  );
  expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
  rerender(
    <Provider store={store}>
      <OrderStartButton isBelowMinimum={false} quote={quote} />
    </Provider>,
  );
  expect(screen.getByRole('button', { name: 'Commander : connectez-vous d’abord' })).toBeEnabled();
  await closed(store, unmount);
});

it('is greyed while a code leaves less than 1 € to pay with delivery offered (spec §5)', async () => {
  const store = await visitorStore();
  const priced = (toPay: string): OrderButtonProps['quote'] => ({
    ...quote,
    document: {
      data: {
        id: 'R123456789',
        type: 'cart',
        attributes: {
          total: toPay,
          order_total_after_store_credit: toPay,
          delivery_estimate: { offered: true, label: 'Offerte', explain: '' },
        },
      },
    } as unknown as OrderButtonProps['quote']['document'],
  });
  const { rerender, unmount } = render(
    <Provider store={store}>
      <OrderStartButton isBelowMinimum={false} quote={priced('0.99')} />
    </Provider>,
  );
  expect(screen.getByTestId('cart-order')).toBeDisabled();
  rerender(
    <Provider store={store}>
      <OrderStartButton isBelowMinimum={false} quote={priced('1.00')} />
    </Provider>,
  );
  expect(screen.getByTestId('cart-order')).toBeEnabled();
  await closed(store, unmount);
});

it('waits for the answer to « Prix modifiés », saying so, then lets the customer order', async () => {
  const store = await visitorStore();
  const carrots = 'c0c0c0c0-1111-4222-8333-444455556666';
  store.dispatch(
    cartSlice.actions.productAdded({ product: { id: carrots, priceCents: 349, maxOrderable: null } }),
  );
  store.dispatch(cartSlice.actions.cartRefreshed({ [carrots]: { available: true, publicPriceCents: 415 } }));
  const { unmount } = render(
    <Provider store={store}>
      <OrderStartButton isBelowMinimum={false} quote={quote} />
    </Provider>,
  );
  expect(screen.getByTestId('cart-order')).toBeDisabled();
  expect(screen.getByTestId('cart-order-waits')).toHaveTextContent(
    'Confirmez d’abord les nouveaux prix, ou retirez ces produits.',
  );
  act(() => {
    store.dispatch(cartSlice.actions.priceChangesConfirmed());
  });
  expect(screen.getByTestId('cart-order')).toBeEnabled();
  expect(screen.queryByTestId('cart-order-waits')).toBeNull();
  await closed(store, unmount);
});
