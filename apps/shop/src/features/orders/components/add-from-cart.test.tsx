/**
 * Adding the cart to a placed order whose card asks for 3-D Secure (issue 37): the customer
 * answers the bank's challenge, then the same addition is confirmed again with the same key; a
 * challenge that cannot be answered says so, and nothing is added.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { errorText } from '@sillon/domain';
import { Provider } from 'react-redux';
import { productAdded } from '@/features/cart';
import { sandboxProcessorApi } from '@/features/payments';
import { shopApi } from '@/lib/api';
import type { AppStore } from '@/store/store';
import { fakeServer, type FakeAnswer } from '@/testing/fake-server';
import { customerStore } from '@/testing/customer-store';
import { AddFromCart } from './add-from-cart';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: () => null,
  router: { push: jest.fn(), replace: jest.fn() },
  usePathname: () => '/my-account/orders/R123456789',
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const ADD = 'POST /api/v2/storefront/account/orders/R123456789/add_items';
const CLIENT_SECRET = 'pi_9_secret_8';
const CHALLENGE = `/api/payments/sandbox/challenges/${CLIENT_SECRET}`;
const asksForChallenge: FakeAnswer = {
  status: 422,
  body: {
    error: errorText('payment_requires_action').content,
    code: 'payment_requires_action',
    action: { type: 'three_d_secure', client_secret: CLIENT_SECRET },
  },
};
const added = { data: { id: 'R123456789', type: 'order', attributes: {}, relationships: {} } };

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

function renderAddition(answers: { additions: FakeAnswer[]; challengeAnswer?: FakeAnswer }) {
  const additions = [...answers.additions];
  const server = fakeServer({
    'GET /api/payments/config': {
      body: {
        provider: 'sandbox',
        publishable_key: 'pk_test_sandbox',
        apple_pay_merchant_id: null,
        country: 'FR',
      },
    },
    [ADD]: () => additions.shift() ?? { status: 500, body: {} },
    [`GET ${CHALLENGE}`]: {
      body: { id: 'chl_1', status: 'pending', amount: 640, currency: 'EUR', merchant: 'Sillon' },
    },
    [`POST ${CHALLENGE}`]: answers.challengeAnswer ?? { body: {} },
  });
  store = customerStore();
  store.dispatch(productAdded({ product: { id: '6f1c2b9e-1111-4222-8333-444455556666', priceCents: 640 } }));
  ({ unmount } = render(
    <Provider store={store}>
      <AddFromCart number="R123456789" />
    </Provider>,
  ));
  return server;
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  store?.dispatch(sandboxProcessorApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('AddFromCart with 3-D Secure (issue 37)', () => {
  it("passes the bank's challenge, then confirms the same addition again with its key", async () => {
    const server = renderAddition({ additions: [asksForChallenge, { body: added }] });
    fireEvent.press(screen.getByTestId('order-add-confirm'));
    expect(await screen.findByText('Confirmez le paiement de 6,40 € à Sillon.')).toBeTruthy();
    fireEvent.press(screen.getByRole('button', { name: 'Valider' }));

    await screen.findByTestId('order-added');
    expect(server.callsTo(`POST ${CHALLENGE}`)[0]?.body).toEqual({ outcome: 'complete' });
    const keys = server.callsTo(ADD).map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(server.callsTo(ADD)[1]?.body).toEqual(server.callsTo(ADD)[0]?.body);
    expect(store!.getState().cart.products).toEqual([]);
    // The cart filled again (« Commander à nouveau »): the confirmation was of other products.
    act(() => {
      store!.dispatch(
        productAdded({ product: { id: '6f1c2b9e-1111-4222-8333-444455556666', priceCents: 640 } }),
      );
    });
    expect(screen.queryByTestId('order-added')).toBeNull();
  });

  it('says the authentication failed when the bank refuses the answer, and adds nothing', async () => {
    const server = renderAddition({
      additions: [asksForChallenge],
      challengeAnswer: { status: 404, body: { error: { code: 'challenge_not_found', message: '…' } } },
    });
    fireEvent.press(screen.getByTestId('order-add-confirm'));
    fireEvent.press(await screen.findByRole('button', { name: 'Simuler un échec (test)' }));

    const shown = await screen.findByTestId('order-add-error');
    expect(shown).toHaveTextContent(errorText('card_action_failed').content, { exact: false });
    expect(server.callsTo(ADD)).toHaveLength(1);
    expect(screen.queryByTestId('order-added')).toBeNull();
    expect(store!.getState().cart.products).toHaveLength(1);
  });
});
