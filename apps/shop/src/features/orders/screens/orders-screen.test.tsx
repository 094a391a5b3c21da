/**
 * Spec §3 "Order list" and §7 (`sort -completed_at`): the customer's orders show newest completed
 * first, one row per order number, across the pages of the list.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import type { AppStore } from '@/store/store';
import { fakeServer } from '@/testing/fake-server';
import { customerStore } from '@/testing/customer-store';
import { OrdersScreen } from './orders-screen';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: () => null,
  usePathname: () => '/my-account/orders',
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const ORDERS = 'GET /api/v2/storefront/account/orders';

const placed = (number: string, completedAt: string) => ({
  id: number,
  type: 'cart',
  attributes: {
    number,
    completed_at: completedAt,
    status: 'delivered',
    item_count: 2,
    display_total: '32,40 €',
  },
});

const page = (orders: ReturnType<typeof placed>[]) => ({
  data: orders,
  meta: { count: orders.length, total_count: 4, total_pages: 2 },
  links: {},
});

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});

function renderOrders() {
  store = customerStore();
  ({ unmount } = render(
    <Provider store={store}>
      <OrdersScreen />
    </Provider>,
  ));
}

describe('OrdersScreen', () => {
  it('shows a prepared order at what it comes to and counts, the missing products left out', async () => {
    const prepared = (number: string, awaiting: boolean) => ({
      ...placed(number, '2026-11-20T09:00:00Z'),
      attributes: {
        ...placed(number, '2026-11-20T09:00:00Z').attributes,
        status: 'scheduled',
        display_total: '58,49 €',
        item_count: 4,
        delivered_totals: {
          total: '48.40',
          display_total: '48,40 €',
          awaiting_answers: awaiting,
          item_count: 2,
        },
      },
    });
    fakeServer({ [ORDERS]: { body: page([prepared('R169535588', false), prepared('R220000001', true)]) } });
    renderOrders();
    expect(await screen.findByTestId('order-R169535588')).toHaveTextContent('48,40 €', { exact: false });
    expect(screen.getByTestId('order-R169535588')).not.toHaveTextContent('58,49 €', { exact: false });
    // What the customer gets of what they ordered: two of the four units were missing.
    expect(screen.getByTestId('order-R169535588')).toHaveTextContent('2 articles sur 4', { exact: false });
    // A substitute still to answer: the most it may come to, as ordered.
    expect(screen.getByTestId('order-R220000001')).toHaveTextContent('58,49 €', { exact: false });
    expect(screen.getByTestId('order-R220000001')).toHaveTextContent('4 articles', { exact: false });
    expect(screen.getByTestId('order-R220000001')).not.toHaveTextContent('sur 4', { exact: false });
  });

  it('shows the orders newest completed first, one row per number, across the pages', async () => {
    const server = fakeServer({
      [ORDERS]: (call) =>
        new URL(call.url).searchParams.get('page') === '1'
          ? {
              body: page([
                placed('R184739201', '2026-11-20T09:00:00Z'),
                placed('R902113374', '2026-11-10T09:00:00Z'),
              ]),
            }
          : {
              // An order placed meanwhile shifts the pages, so the first page's last order comes
              // again; and the list keeps its own order, whatever order a page arrives in.
              body: page([
                placed('R550021987', '2026-10-01T09:00:00Z'),
                placed('R902113374', '2026-11-10T09:00:00Z'),
                placed('R310458862', '2026-11-15T09:00:00Z'),
              ]),
            },
    });
    renderOrders();
    const shown = () => screen.getAllByTestId(/^order-R/).map((row) => row.props.testID as string);

    fireEvent.press(await screen.findByRole('button', { name: 'Voir les commandes plus anciennes' }));
    await screen.findByTestId('order-R550021987');
    expect(shown()).toEqual(['order-R184739201', 'order-R310458862', 'order-R902113374', 'order-R550021987']);
    // The list asks the server for the same order (spec §7: `sort -completed_at`).
    expect(server.callsTo(ORDERS).map((call) => new URL(call.url).searchParams.get('sort'))).toEqual([
      '-completed_at',
      '-completed_at',
    ]);
  });
});
