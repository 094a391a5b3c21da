/**
 * Issue 42, the delivery day on the order page on iOS and Android: the courier's window (and the
 * stops before the customer's) while the order is to be delivered, asked again while the courier
 * comes; the doorstep's miss with the shop's contact and no promise of another delivery; a
 * pickup-point order ready with its code; nothing when the round is not planned or the order is
 * delivered. A card hold dropped before any charge: said, with the shop's contact.
 */
import type { OrderDeliveryDay } from '@sillon/contract';
import { act, render, screen } from '@testing-library/react-native';
import { Platform } from 'react-native';
import type * as ReactNative from 'react-native';
import { Provider } from 'react-redux';
import { config } from '@/config';
import { shopApi } from '@/lib/api';
import { fontSize } from '@/ui';
import type { AppStore } from '@/store/store';
import { fakeServer, type FakeRoutes } from '@/testing/fake-server';
import { customerStore } from '@/testing/customer-store';
import { OrderScreen } from './order-screen';

jest.mock('expo-router', () => ({
  // A link shows its text and says where it goes.
  Link: ({ children, href, testID }: { children: string; href: string; testID?: string }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Text } = require('react-native') as typeof ReactNative;
    return (
      <Text accessibilityHint={href} testID={testID}>
        {children}
      </Text>
    );
  },
  Redirect: () => null,
  router: { push: jest.fn(), replace: jest.fn() },
  usePathname: () => '/my-account/orders/R123456789',
  useLocalSearchParams: () => ({ orderId: 'R123456789' }),
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const ORDER = 'GET /api/v2/storefront/account/orders/R123456789';
const NBSP = '\u00a0';

/** Nothing known yet of the day: no round planned, not prepared. */
const NOT_PLANNED: OrderDeliveryDay = {
  arrival_window: null,
  stops_before: null,
  outcome: null,
  outcome_at: null,
  absence_reason: null,
  pickup_code: null,
};

/** The window 10 h 20 – 10 h 40 (Paris, winter time). */
const windowDay = (stopsBefore: number | null): OrderDeliveryDay => ({
  ...NOT_PLANNED,
  arrival_window: { from: '2026-12-02T09:20:00.000Z', to: '2026-12-02T09:40:00.000Z' },
  stops_before: stopsBefore,
});

const ABSENT: OrderDeliveryDay = {
  ...NOT_PLANNED,
  outcome: 'absent',
  outcome_at: '2026-12-02T09:32:00.000Z',
  absence_reason: 'unreachable',
};

/** The order as the server answers it, with its delivery day (none from a server before issue 42). */
function order(status: string, deliveryDay?: OrderDeliveryDay | null, paymentState = 'paid') {
  return {
    data: {
      id: 'R123456789',
      type: 'order',
      attributes: {
        status,
        payment_state: paymentState,
        item_total: '12.80',
        adjustment_total: '0.00',
        tax_total: '0.67',
        ship_total: '0.00',
        total: '12.80',
        order_total_after_store_credit: '12.80',
        total_applied_store_credit: '0.00',
        subtotals: [],
        delivery_slot: { start: '2026-12-02T09:00:00.000Z', end: '2026-12-02T11:00:00.000Z' },
        shipping_method_code: null,
        payment_totals: null,
        can_cancel: false,
        can_add_items: false,
        changeable_until: null,
        ...(deliveryDay === undefined ? {} : { delivery_day: deliveryDay }),
      },
      relationships: { shipping_address: { data: null } },
    },
    included: [],
  };
}

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

function renderOrder(routes: FakeRoutes) {
  const server = fakeServer({ 'GET /api/bff/catalog/products': { body: { products: [] } }, ...routes });
  store = customerStore();
  ({ unmount } = render(
    <Provider store={store}>
      <OrderScreen />
    </Provider>,
  ));
  return server;
}

/** The order page once its order is shown. */
async function shown() {
  await screen.findByTestId('order-status');
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe(`the order's delivery day (${Platform.OS})`, () => {
  it('shows the courier’s window and the stops before the customer’s while the order is on its way', async () => {
    renderOrder({ [ORDER]: { body: order('delivery', windowDay(3)) } });
    const window = await screen.findByTestId('order-arrival-window');
    expect(window).toHaveTextContent(
      `Votre livreur arrive entre 10${NBSP}h${NBSP}20 et 10${NBSP}h${NBSP}40`,
      {
        exact: false,
      },
    );
    expect(screen.getByTestId('order-stops-before')).toHaveTextContent('3 arrêts avant le vôtre');
    expect(screen.queryByTestId('order-absent')).toBeNull();
    expect(screen.queryByTestId('order-pickup-code')).toBeNull();
  });

  it.each([
    [1, '1 arrêt avant le vôtre'],
    [0, 'Vous êtes son prochain arrêt'],
  ])('says %i stop(s) before as « %s »', async (stopsBefore, text) => {
    renderOrder({ [ORDER]: { body: order('delivery', windowDay(stopsBefore)) } });
    expect(await screen.findByTestId('order-stops-before')).toHaveTextContent(text);
  });

  it('shows the planned window of a round not started yet, on its day, without the stops before', async () => {
    renderOrder({ [ORDER]: { body: order('scheduled', windowDay(2)) } });
    expect(await screen.findByTestId('order-arrival-window')).toHaveTextContent(
      `Passage prévu le mercredi 2 décembre entre 10${NBSP}h${NBSP}20 et 10${NBSP}h${NBSP}40, précisé au départ de la tournée`,
    );
    // Stops may still move until it leaves: no « arrive », no count.
    expect(screen.queryByText(/Votre livreur arrive/)).toBeNull();
    expect(screen.queryByTestId('order-stops-before')).toBeNull();
  });

  it('asks for the order again while the courier comes, and shows the narrowed window', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      let day = windowDay(3);
      const server = renderOrder({ [ORDER]: () => ({ body: order('delivery', day) }) });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByTestId('order-arrival-window')).toHaveTextContent(`10${NBSP}h${NBSP}40`, {
        exact: false,
      });
      const asked = server.callsTo(ORDER).length;
      day = {
        ...day,
        arrival_window: { from: '2026-12-02T09:25:00.000Z', to: '2026-12-02T09:35:00.000Z' },
        stops_before: 0,
      };
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(server.callsTo(ORDER).length).toBeGreaterThan(asked);
      expect(screen.getByTestId('order-arrival-window')).toHaveTextContent(
        `entre 10${NBSP}h${NBSP}25 et 10${NBSP}h${NBSP}35`,
        { exact: false },
      );
      expect(screen.getByTestId('order-stops-before')).toHaveTextContent('Vous êtes son prochain arrêt');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a dropped card hold was not charged and the order is not prepared, with the shop’s contact', async () => {
    renderOrder({ [ORDER]: { body: order('scheduled', NOT_PLANNED, 'failed') } });
    const dropped = await screen.findByTestId('order-payment-dropped');
    expect(dropped).toHaveTextContent('Le paiement de cette commande n’a pas abouti', { exact: false });
    expect(dropped).toHaveTextContent('n’est ni préparée ni livrée', { exact: false });
    expect(screen.getByTestId('order-payment-dropped-contact')).toHaveProp(
      'accessibilityHint',
      `mailto:${config.contactEmail}?subject=${encodeURIComponent('Commande R123456789 : paiement')}`,
    );
  });

  it.each([
    ['a paid order', 'scheduled', 'paid'],
    ['a cancelled one', 'canceled', 'failed'],
  ])('says nothing of the payment on %s', async (_which, status, paymentState) => {
    renderOrder({ [ORDER]: { body: order(status, NOT_PLANNED, paymentState) } });
    await shown();
    expect(screen.queryByTestId('order-payment-dropped')).toBeNull();
  });

  it('after an absent outcome, says when the courier came, with the shop’s contact and no promise', async () => {
    renderOrder({ [ORDER]: { body: order('scheduled', ABSENT) } });
    const absent = await screen.findByTestId('order-absent');
    expect(absent).toHaveTextContent(
      `Votre livreur est passé à 10${NBSP}h${NBSP}32 sans pouvoir vous remettre votre commande`,
      { exact: false },
    );
    const contact = screen.getByTestId('order-absent-contact');
    expect(contact).toHaveTextContent(config.contactEmail, { exact: false });
    expect(contact).toHaveProp(
      'accessibilityHint',
      `mailto:${config.contactEmail}?subject=${encodeURIComponent('Commande R123456789 : livraison manquée')}`,
    );
    // The shop decides what happens next: the page promises no new delivery.
    expect(absent).not.toHaveTextContent(/relivr|nouvelle livraison|repass/i);
    expect(screen.queryByTestId('order-arrival-window')).toBeNull();
  });

  it('says the courier came even when the time of the mark is not known', async () => {
    renderOrder({ [ORDER]: { body: order('scheduled', { ...ABSENT, outcome_at: null }) } });
    expect(await screen.findByTestId('order-absent')).toHaveTextContent(
      'Votre livreur est passé sans pouvoir vous remettre votre commande',
      { exact: false },
    );
  });

  it.each(['scheduled', 'delivery'] as const)(
    'shows a prepared pickup-point order (%s) its code, large, never saying it waits at the point yet',
    async (status) => {
      renderOrder({ [ORDER]: { body: order(status, { ...NOT_PLANNED, pickup_code: '482913' }) } });
      const notice = await screen.findByTestId('order-pickup');
      expect(notice).toHaveTextContent(
        'Votre code de retrait' + 'À donner au point de retrait pour y retirer votre commande :',
        { exact: false },
      );
      expect(notice).not.toHaveTextContent(/prête|disponible|arrivée/i);
      const code = screen.getByTestId('order-pickup-code');
      expect(code).toHaveTextContent('482913');
      expect(code).toHaveProp('accessibilityLabel', 'Code de retrait 4 8 2 9 1 3');
      expect(code).toHaveStyle({ fontSize: fontSize.display });
    },
  );

  it.each([
    ['the round is not planned', order('scheduled', NOT_PLANNED)],
    ['the server says nothing of the day', order('scheduled')],
    ['the order is delivered', order('delivered', { ...NOT_PLANNED, outcome: 'delivered' })],
    ['the order is delivered (a window left over)', order('delivered', windowDay(0))],
    ['the order is canceled', order('canceled', ABSENT)],
    ['the pickup-point order is collected', order('delivered', { ...NOT_PLANNED, pickup_code: '482913' })],
  ])('shows nothing of the day when %s', async (_case, body) => {
    const server = renderOrder({ [ORDER]: { body } });
    await shown();
    for (const testID of ['order-arrival-window', 'order-absent', 'order-pickup', 'order-pickup-code'])
      expect(screen.queryByTestId(testID)).toBeNull();
    expect(server.callsTo(ORDER)).toHaveLength(1);
  });
});
