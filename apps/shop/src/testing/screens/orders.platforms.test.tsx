/**
 * Issue 43: the customer's orders rendered on iOS and Android as the app routes them
 * (`src/app/my-account/orders/...`): the list, one order and its ticket, each in its loading,
 * empty, error and filled states, and its main action pressed (older orders asked, the ticket
 * opened, the order cancelled, the ticket's PDF shared).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import { Platform, Share } from 'react-native';
import OrdersRoute from '@/app/my-account/orders/index';
import OrderRoute from '@/app/my-account/orders/[orderId]/index';
import TicketRoute from '@/app/my-account/orders/[orderId]/ticket';
import type { FakeRoutes } from '@/testing/fake-server';
import { productAdded } from '@/features/cart';
import { honeyTile, ORDER_NUMBER, orderTiles, paidOrderDocument } from '@/testing/fixtures/checkout';
import {
  changeableOrder,
  olderOrder,
  ordersPage,
  receipt,
  receiptLink,
  recentOrders,
} from '@/testing/fixtures/orders';
import { failingOnce, networkDown, renderRoute, router, skeletonThenOffline } from '@/testing/render-route';
import { learnShopTime } from '@/lib/api/shop-clock';

jest.mock('expo-router', () => jest.requireActual('@/testing/expo-router-mock'));
jest.mock('expo-router/head', () => jest.requireActual('@/testing/expo-router-mock').head);
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const ORDERS_API = '/api/v2/storefront/account/orders';
const ORDERS = `GET ${ORDERS_API}`;
const ORDER = `${ORDERS}/${ORDER_NUMBER}`;
const RECEIPT = `${ORDER}/receipt`;
const CANCEL = `POST ${ORDERS_API}/${ORDER_NUMBER}/cancel`;
const RECEIPT_LINK = `POST ${ORDERS_API}/${ORDER_NUMBER}/receipt_link`;
const ADD = `POST ${ORDERS_API}/${ORDER_NUMBER}/add_items`;
const ORDER_PATH = `/my-account/orders/${ORDER_NUMBER}`;
const notFound = { status: 404, body: { error: 'Commande introuvable', code: 'not_found' } };

function renderOrders(answer: FakeRoutes[string]) {
  return renderRoute(OrdersRoute, {
    pathname: '/my-account/orders',
    session: 'customer',
    routes: { [ORDERS]: answer },
  });
}

function renderOrderRoute(Route: typeof OrderRoute, path: string, routes: FakeRoutes) {
  return renderRoute(Route, {
    pathname: path,
    params: { orderId: ORDER_NUMBER },
    session: 'customer',
    routes: { 'GET /api/bff/catalog/products': orderTiles, ...routes },
  });
}

afterEach(() => jest.restoreAllMocks());
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe(`my orders (my-account/orders) on ${Platform.OS}`, () => {
  it('says a customer has no order yet, with the way to the shelves', async () => {
    renderOrders({ body: ordersPage([]) });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent(/pas encore passé de commande/);
    expect(screen.getByText('Découvrir nos rayons')).toHaveProp('accessibilityHint', '/menu');
  });

  it('shows its skeleton, then offline, then the orders with their status and total; asks for older ones, and opens one', async () => {
    let calls = 0;
    const { server } = renderOrders((call) => {
      if (calls++ === 0) return networkDown();
      return new URL(call.url).searchParams.get('page') === '2'
        ? { body: ordersPage([olderOrder], { totalPages: 2 }) }
        : { body: ordersPage(recentOrders, { totalPages: 2 }) };
    });
    expect(screen.getAllByText('Mes commandes').length).toBeGreaterThan(0);
    await skeletonThenOffline();
    const row = await screen.findByTestId(`order-${ORDER_NUMBER}`);
    expect(row).toHaveTextContent(/Commande R123456789.*3 articles.*26,90 €.*En cours/);
    expect(screen.getByTestId('order-R902113374')).toHaveTextContent(/Livrée/);
    fireEvent.press(screen.getByRole('button', { name: 'Voir les commandes plus anciennes' }));
    expect(await screen.findByTestId('order-R550021987')).toBeOnTheScreen();
    expect(server.callsTo(ORDERS).map((call) => new URL(call.url).searchParams.get('page'))).toEqual([
      '1',
      '1',
      '2',
    ]);
    fireEvent.press(row);
    expect(router.push).toHaveBeenCalledWith(ORDER_PATH);
  });
});

describe(`one order (my-account/orders/[orderId]) on ${Platform.OS} (no empty state: an order has lines)`, () => {
  it('says an order the account does not have cannot be found', async () => {
    renderOrderRoute(OrderRoute, ORDER_PATH, { [ORDER]: notFound });
    expect(await screen.findByText('Page introuvable')).toBeOnTheScreen();
  });

  it('shows its skeleton, then offline, then the order, how long it stays changeable, and opens its ticket', async () => {
    renderOrderRoute(OrderRoute, ORDER_PATH, { [ORDER]: failingOnce({ body: changeableOrder() }) });
    expect(screen.getAllByText(`Commande ${ORDER_NUMBER}`).length).toBeGreaterThan(0);
    await skeletonThenOffline();
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Statut : En cours');
    expect(screen.getByTestId('order-changeable')).toHaveTextContent(/^Modifiable ou annulable jusqu’au/);
    expect(within(screen.getByTestId('order-lines')).getByText('Carottes des sables')).toBeOnTheScreen();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/26,90\s€/);
    fireEvent.press(screen.getByText('Voir le ticket'));
    expect(router.push).toHaveBeenCalledWith(`${ORDER_PATH}/ticket`);
  });

  it('counts down the time left to change the order, and reads it again at the cut-off', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const until = new Date(Date.now() + 25 * 60_000 + 30_000).toISOString();
      let order = changeableOrder({ changeable_until: until });
      const { server } = renderOrderRoute(OrderRoute, ORDER_PATH, { [ORDER]: () => ({ body: order }) });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByTestId('order-changeable')).toHaveTextContent(/plus que 25 minutes/);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10 * 60_000);
      });
      expect(screen.getByTestId('order-changeable')).toHaveTextContent(/plus que 15 minutes/);
      // The cut-off: the server no longer lets it be cancelled, and the page follows.
      order = changeableOrder({ can_cancel: false, changeable_until: null });
      const asked = server.callsTo(ORDER).length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(16 * 60_000);
      });
      expect(server.callsTo(ORDER).length).toBeGreaterThan(asked);
      expect(screen.queryByTestId('order-changeable')).toBeNull();
      expect(screen.getByTestId('order-locked')).toHaveTextContent(
        'Cette commande n’est plus modifiable ni annulable.',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('says « moins d’une minute » in the last minute before the cut-off, where the brackets stood empty', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const until = new Date(Date.now() + 60_000 + 20_000).toISOString();
      renderOrderRoute(OrderRoute, ORDER_PATH, {
        [ORDER]: { body: changeableOrder({ changeable_until: until }) },
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByTestId('order-changeable')).toHaveTextContent(/\(plus que 1 minute\)\.$/);
      // The next step of the countdown: 50 seconds left.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(screen.getByTestId('order-changeable')).toHaveTextContent(/\(moins d’une minute\)\.$/);
      expect(screen.getByTestId('order-changeable')).not.toHaveTextContent(/\(\s*\)/);
    } finally {
      jest.useRealTimers();
    }
  });

  it("says the order is no longer changeable at its cut-off by the shop's clock, « Annuler » gone, before the server answers again", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const until = new Date(Date.now() + 10 * 60_000).toISOString();
      let answerLate: (() => void) | undefined;
      renderOrderRoute(OrderRoute, ORDER_PATH, {
        [ORDER]: () =>
          answerLate
            ? new Promise((resolve) => {
                answerLate = () =>
                  resolve({ body: changeableOrder({ can_cancel: false, changeable_until: null }) });
              })
            : { body: changeableOrder({ changeable_until: until }) },
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByTestId('order-changeable')).toHaveTextContent(/plus que 10 minutes/);
      expect(screen.queryByTestId('order-locked')).toBeNull();
      expect(screen.getByTestId('order-cancel')).toBeOnTheScreen();
      // The server is slow to answer once the cut-off came: the page does not wait for it.
      answerLate = () => undefined;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10 * 60_000 + 2_000);
      });
      expect(screen.getByTestId('order-locked')).toHaveTextContent(
        'Cette commande n’est plus modifiable ni annulable.',
      );
      expect(screen.queryByTestId('order-changeable')).toBeNull();
      expect(screen.queryByTestId('order-cancel')).toBeNull();
      await act(async () => {
        answerLate?.();
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByTestId('order-locked')).toBeOnTheScreen();
    } finally {
      jest.useRealTimers();
    }
  });

  it("counts down by the shop's clock, which the server's answers give, where the phone's is hours behind", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      // The shop is three hours ahead of this phone; 2 h 25 min are left by its clock.
      const shopTime = Date.now() + 3 * 3_600_000;
      const until = new Date(shopTime + 145 * 60_000 + 30_000).toISOString();
      renderOrderRoute(OrderRoute, ORDER_PATH, {
        [ORDER]: () => ({
          body: changeableOrder({ changeable_until: until }),
          headers: { date: new Date(shopTime).toUTCString(), 'cache-control': 'no-store' },
        }),
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByTestId('order-changeable')).toHaveTextContent(/plus que 2 h 25/);
    } finally {
      jest.useRealTimers();
      // The next tests' server dates nothing: back to the phone's clock.
      const now = Date.now();
      learnShopTime(
        new Headers({ date: new Date(now).toUTCString(), 'cache-control': 'no-store' }),
        now,
        now,
      );
    }
  });

  it('cancels the order once confirmed, and shows it cancelled', async () => {
    let order = changeableOrder();
    const { server } = renderOrderRoute(OrderRoute, ORDER_PATH, {
      [ORDER]: () => ({ body: order }),
      [CANCEL]: () => {
        order = paidOrderDocument({ status: 'canceled' });
        return { body: order };
      },
    });
    fireEvent.press(await screen.findByTestId('order-cancel'));
    fireEvent.press(await screen.findByTestId('order-cancel-confirm'));
    expect(await screen.findByTestId('order-canceled')).toBeOnTheScreen();
    expect(server.callsTo(CANCEL)).toHaveLength(1);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Statut : Annulée');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    // Its status says it all: nothing more about changing it.
    expect(screen.queryByTestId('order-locked')).toBeNull();
  });

  it('puts the order’s products in the cart once however quickly « Commander à nouveau » is pressed again', async () => {
    const { store } = renderOrderRoute(OrderRoute, ORDER_PATH, { [ORDER]: { body: changeableOrder() } });
    const buyAgain = await screen.findByTestId('order-buy-again');
    await waitFor(() => expect(buyAgain).toBeEnabled());
    fireEvent.press(buyAgain);
    fireEvent.press(buyAgain);
    await screen.findByTestId('order-bought-again');
    const lines = store.getState().cart.products;
    expect(lines.length).toBeGreaterThan(0);
    const ordered = (changeableOrder().included ?? []).filter((item) => item.type === 'line_item');
    expect(lines.map((line) => line.quantity)).toEqual(
      ordered.map((item) => (item.attributes as { quantity: number }).quantity),
    );
  });

  it('names the product an addition would take above its cap', async () => {
    const { store } = renderOrderRoute(OrderRoute, ORDER_PATH, {
      [ORDER]: { body: changeableOrder({ can_add_items: true }) },
      [ADD]: {
        status: 422,
        body: {
          error: 'Vous avez atteint la quantité maximale pour ce produit.',
          code: 'quantity_above_limit',
          errors: { [honeyTile.id]: [3] },
        },
      },
    });
    store.dispatch(productAdded({ product: honeyTile }));
    fireEvent.press(await screen.findByTestId('order-add-confirm'));
    // The product's name comes with its tile, which may answer after the refusal.
    await waitFor(() =>
      expect(screen.getByTestId('order-add-error')).toHaveTextContent(
        /^Quantité maximale atteinte.*Miel.*plus de 3, le maximum par commande/,
      ),
    );
  });
});

describe(`an order's ticket (my-account/orders/[orderId]/ticket) on ${Platform.OS} (no empty state)`, () => {
  const ticketRoutes = { [ORDER]: { body: paidOrderDocument() } };

  it('says a cancelled order is cancelled above its ticket, its total ordered and not « payé »', async () => {
    renderOrderRoute(TicketRoute, `${ORDER_PATH}/ticket`, {
      [ORDER]: { body: paidOrderDocument({ status: 'canceled' }) },
      [RECEIPT]: { body: receipt },
    });
    expect(await screen.findByTestId('ticket-canceled')).toBeOnTheScreen();
    expect(await screen.findByText('Total TTC commandé')).toBeOnTheScreen();
    expect(screen.queryByText('Total TTC à prélever')).toBeNull();
  });

  it('totals a prepared order after its preparation, not « à prélever » once the money may be taken', async () => {
    const missing = {
      kind: 'missing' as const,
      name: 'Carottes des sables',
      quantity: 1,
      replaces: null,
      answer: null,
      amount: '-3.20',
      display_amount: '−3,20 €',
    };
    const prepared = {
      ...receipt,
      data: {
        ...receipt.data,
        attributes: {
          ...receipt.data.attributes,
          preparation: {
            changes: [missing],
            offered: '0.00',
            display_offered: '0,00 €',
            delivered_total: '23.70',
            display_delivered_total: '23,70 €',
            vat_lines: receipt.data.attributes.vat_lines,
          },
        },
      },
    };
    renderOrderRoute(TicketRoute, `${ORDER_PATH}/ticket`, { ...ticketRoutes, [RECEIPT]: { body: prepared } });
    expect(await screen.findByText('Total TTC après préparation')).toBeOnTheScreen();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('23,70 €');
    expect(screen.getByText('Total TTC commandé')).toBeOnTheScreen();
    expect(screen.queryByText('Total TTC à prélever')).toBeNull();
  });

  it('offers no PDF for the ticket of an order the account does not have', async () => {
    renderOrderRoute(TicketRoute, `${ORDER_PATH}/ticket`, { [RECEIPT]: notFound, [ORDER]: notFound });
    expect(await screen.findByText('Page introuvable')).toBeOnTheScreen();
    expect(screen.queryByTestId('receipt-pdf')).toBeNull();
  });

  it('shows its skeleton, then offline, then the receipt as a French shop gives it, and shares its PDF from the phone', async () => {
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: 'sharedAction' });
    const { server } = renderOrderRoute(TicketRoute, `${ORDER_PATH}/ticket`, {
      ...ticketRoutes,
      [RECEIPT]: failingOnce({ body: receipt }),
      [RECEIPT_LINK]: { body: receiptLink },
    });
    expect(screen.getByText('Voir ma commande')).toHaveProp('accessibilityHint', ORDER_PATH);
    await skeletonThenOffline();
    expect(await screen.findByTestId('receipt-number')).toHaveTextContent(`Commande n° ${ORDER_NUMBER}`);
    expect(screen.getAllByTestId('receipt-line')).toHaveLength(2);
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('26,90 €');
    // Not prepared yet: the card only holds the money, taken at the preparation.
    expect(screen.getByText('Total TTC à prélever')).toBeOnTheScreen();
    expect(screen.queryByText('Total TTC après préparation')).toBeNull();
    expect(screen.getByTestId('receipt-vat')).toHaveTextContent(/^5,5 % : /);
    expect(screen.getByText(/Visa •••• 4242/)).toBeOnTheScreen();
    const pdf = screen.getByTestId('receipt-pdf');
    expect(pdf).toHaveTextContent('Partager le ticket (PDF)');
    fireEvent.press(pdf);
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: receiptLink.url, title: 'Ticket de caisse' }),
      ),
    );
    expect(server.callsTo(RECEIPT_LINK)).toHaveLength(1);
  });
});
