/**
 * Issue 41, the approval screen on iOS and Android: the order page shows the substitute the
 * preparers proposed with « Accepter » / « Refuser » until the time to answer, sends the answer,
 * then shows what it came to with its amount and the delivered total; an answer refused by the
 * server (too late) says why. Until the cut-off, each line's « Si ce produit manque » is changed.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import { errorText } from '@sillon/domain';
import { Platform } from 'react-native';
import { Provider } from 'react-redux';
import { shopApi } from '@/lib/api';
import type { AppStore } from '@/store/store';
import { fakeServer, type FakeRoutes } from '@/testing/fake-server';
import { customerStore } from '@/testing/customer-store';
import { OrderScreen } from './order-screen';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
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
const ANSWER = 'POST /api/v2/storefront/account/orders/R123456789/substitutions/12';
const PREFERENCE = 'PATCH /api/v2/storefront/account/orders/R123456789/set_substitution';

type State = 'pending' | 'accepted' | 'refused';

/**
 * The order as the server answers it: juice short by one, tea proposed in its place, dearer on
 * the shelf (3,90 €) than the juice it replaces, so charged at the juice's 3,10 €.
 */
function order(state: State | null, options: { canChange?: boolean; offered?: string } = {}) {
  const proposal = state && {
    product_id: 'tea-1',
    name: 'Infusion du soir',
    quantity: 1,
    price: '3.90',
    display_price: '3,90 €',
    answer_by: '2026-12-02T08:30:00.000Z',
    state,
    amount: state === 'refused' ? '0.00' : '3.10',
    display_amount: state === 'refused' ? '0,00 €' : '3,10 €',
  };
  const line = (id: string, name: string, quantity: number, extra: object) => ({
    id,
    type: 'line_item',
    attributes: {
      name,
      quantity,
      price: '3.20',
      total: (3.2 * quantity).toFixed(2),
      public_metadata: { gift: false, available: true, vat_rate: '5.5', ...extra },
    },
    relationships: { variant: { data: { id: `variant-${id}`, type: 'variant' } } },
  });
  return {
    data: {
      id: 'R123456789',
      type: 'order',
      attributes: {
        status: 'scheduled',
        item_total: '12.80',
        adjustment_total: '0.00',
        tax_total: '0.67',
        ship_total: '0.00',
        total: '12.80',
        order_total_after_store_credit: '12.80',
        total_applied_store_credit: '0.00',
        subtotals: [],
        delivery_slot: null,
        shipping_method_code: null,
        payment_totals: null,
        can_cancel: options.canChange ?? false,
        can_add_items: options.canChange ?? false,
        changeable_until: null,
        delivered_totals: state
          ? {
              total: state === 'refused' ? '9.60' : '12.70',
              display_total: state === 'refused' ? '9,60 €' : '12,70 €',
              awaiting_answers: state === 'pending',
              vat: [],
              ...(options.offered
                ? { offered: options.offered, display_offered: `${options.offered} €` }
                : {}),
            }
          : null,
      },
      relationships: { shipping_address: { data: null } },
    },
    included: [
      line('12', 'Jus de pomme trouble', 3, {
        substitution: { kind: 'similar' },
        ...(state
          ? {
              prepared_quantity: 2,
              substitution_proposal: proposal,
              delivered_amount: state === 'refused' ? '6.40' : '9.50',
            }
          : {}),
      }),
      line('13', 'Lait cru entier', 1, {
        substitution: { kind: 'none' },
        ...(state ? { prepared_quantity: 1, delivered_amount: '3.20' } : {}),
      }),
    ],
  };
}

let store: AppStore | undefined;
let unmount: (() => void) | undefined;

function renderOrder(routes: FakeRoutes) {
  const server = fakeServer({
    // The lines' pictures: none here.
    'GET /api/bff/catalog/products': { body: { products: [] } },
    ...routes,
  });
  store = customerStore();
  ({ unmount } = render(
    <Provider store={store}>
      <OrderScreen />
    </Provider>,
  ));
  return server;
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe(`the order's substitutions (${Platform.OS})`, () => {
  it('shows the proposal with its deadline, accepts it, then shows the substitute with its amount and the delivered total', async () => {
    let state: State = 'pending';
    const server = renderOrder({
      [ORDER]: () => ({ body: order(state) }),
      [ANSWER]: () => {
        state = 'accepted';
        return { body: order(state) };
      },
    });
    const proposal = await screen.findByTestId('substitution-proposal-12');
    expect(proposal).toHaveTextContent(
      'Nous n’avions plus de jus de pomme trouble : nous vous proposons Infusion du soir × 1 pour 3,10 €.',
      { exact: false },
    );
    expect(proposal).toHaveTextContent('Répondez avant le', { exact: false });
    // Nothing is charged before the answer: the amounts say they hold if the substitute is kept.
    expect(screen.getByTestId('order-delivered-total')).toHaveTextContent(
      'Total après préparation, si vous acceptez',
      {
        exact: false,
      },
    );
    expect(screen.getAllByTestId('order-line-charged')[0]).toHaveTextContent(/^Facturé si vous acceptez : /);

    fireEvent.press(screen.getByTestId('substitution-accept-12'));

    expect(await screen.findByTestId('substitution-outcome-12')).toHaveTextContent(
      'Remplacé par Infusion du soir × 1 : 3,10 €',
    );
    expect(server.callsTo(ANSWER)[0]?.body).toMatchObject({ answer: 'accepted' });
    expect(screen.queryByTestId('substitution-accept-12')).toBeNull();
    expect(screen.getByTestId('order-delivered-total')).toHaveTextContent(/^Total après préparation\s*12,70/);
    // The first total is then what was ordered; what is paid is the delivered one.
    expect(screen.getByText('Total commandé')).toBeTruthy();
    expect(screen.queryByText('Total payé')).toBeNull();
    // The short line's amount is then what it is charged, what it came to ordered said as such.
    expect(screen.queryByTestId('order-line-charged')).toBeNull();
    expect(screen.getByTestId('order-line-charged-amount')).toHaveTextContent('9,50 €');
    expect(screen.getByTestId('order-line-ordered')).toHaveTextContent('Commandé : 9,60 €');
  });

  it('says what the shop offered of what was delivered', async () => {
    renderOrder({ [ORDER]: { body: order('accepted', { offered: '3.10' }) } });
    expect(await screen.findByTestId('order-offered')).toHaveTextContent(/^Offert par Sillon\s*−3,10\s€$/);
  });

  it('says nothing offered when the payment brought it all', async () => {
    renderOrder({ [ORDER]: { body: order('accepted') } });
    await screen.findByTestId('order-delivered-total');
    expect(screen.queryByTestId('order-offered')).toBeNull();
  });

  it('refuses the substitute: not charged', async () => {
    let state: State = 'pending';
    const server = renderOrder({
      [ORDER]: () => ({ body: order(state) }),
      [ANSWER]: () => {
        state = 'refused';
        return { body: order(state) };
      },
    });
    fireEvent.press(await screen.findByTestId('substitution-refuse-12'));
    expect(await screen.findByTestId('substitution-outcome-12')).toHaveTextContent(
      'Infusion du soir refusé : non facturé',
    );
    expect(server.callsTo(ANSWER)[0]?.body).toMatchObject({ answer: 'refused' });
    expect(screen.getByTestId('order-delivered-total')).toHaveTextContent('9,60 €', { exact: false });
  });

  it('says why when the time to answer is over', async () => {
    renderOrder({
      [ORDER]: { body: order('pending') },
      [ANSWER]: {
        status: 409,
        body: {
          error: errorText('substitution_answer_too_late').content,
          code: 'substitution_answer_too_late',
        },
      },
    });
    fireEvent.press(await screen.findByTestId('substitution-accept-12'));
    expect(await screen.findByTestId('substitution-error-12')).toHaveTextContent(
      errorText('substitution_answer_too_late').content,
      { exact: false },
    );
  });

  it('names the product chosen in a line’s place, on a later visit too', async () => {
    const chosen = order(null, { canChange: true });
    chosen.data.relationships = { shipping_address: { data: { id: 'a1', type: 'address' } } } as never;
    Object.assign(chosen.included[0]!.attributes.public_metadata, {
      substitution: { kind: 'chosen', product_id: 'tea-1' },
    });
    (chosen.included as unknown[]).push({
      id: 'a1',
      type: 'address',
      attributes: {
        firstname: 'Ana',
        lastname: 'B',
        address1: '1 rue Oberkampf',
        zipcode: '75011',
        city: 'Paris',
      },
    });
    const server = renderOrder({
      [ORDER]: { body: chosen },
      'GET /api/bff/catalog/products': ({ url }) => ({
        body: { products: url.includes('tea-1') ? [{ id: 'tea-1', displayName: 'Infusion du soir' }] : [] },
      }),
    });
    expect(await screen.findByText('À la place : Infusion du soir', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('order-substitution-12-chosen')).toHaveProp('aria-pressed', true);
    expect(server.calls.some((call) => call.url.includes('ids=tea-1'))).toBe(true);
  });

  it('changes a line’s « Si ce produit manque » until the cut-off', async () => {
    const server = renderOrder({
      [ORDER]: { body: order(null, { canChange: true }) },
      [PREFERENCE]: { body: order(null, { canChange: true }) },
    });
    fireEvent.press(await screen.findByTestId('order-substitution-12-none'));
    await waitFor(() =>
      expect(server.callsTo(PREFERENCE)[0]?.body).toMatchObject({
        line_item_id: '12',
        substitution: { kind: 'none' },
      }),
    );
    expect(screen.getByTestId('order-substitution-13-none')).toHaveProp('aria-pressed', true);
  });
});
