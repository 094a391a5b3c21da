import { act, render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer } from '@/testing/fake-server';
import { orderRestored } from '../state/order-slice';
import { TimeslotScreen } from './timeslot-screen';

const mockRedirect = jest.fn((_props: { href: string }) => null);
jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: (props: { href: string }) => mockRedirect(props),
  router: { push: jest.fn(), replace: jest.fn() },
  useLocalSearchParams: () => ({ orderId: 'R123456789' }),
  usePathname: () => '/order-checkout/R123456789/timeslot',
}));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
jest.mock('@/lib/api/refresh-token-store', () => ({
  readRefreshToken: async () => undefined,
  saveRefreshToken: async () => undefined,
}));

const HOUR_MS = 3_600_000;
/** A slot a day and a half ahead, still bookable. */
const aSlot = () => ({
  id: 'slot-1',
  start: new Date(Date.now() + 36 * HOUR_MS).toISOString(),
  end: new Date(Date.now() + 38 * HOUR_MS).toISOString(),
  bookable_until: new Date(Date.now() + 12 * HOUR_MS).toISOString(),
  is_full: false,
  is_closed: false,
});

const rate = (id: string, code: string, price: string, slots: ReturnType<typeof aSlot>[] = []) => ({
  id,
  type: 'shipping_rate',
  attributes: {
    name: code,
    final_price: price,
    display_final_price: `${price.replace('.', ',')} €`,
    free: false,
    shipping_method_code: code,
    explain: '',
    delivery_estimate: '',
    delivery_slots: slots,
    delivery_slots_headline: null,
  },
});

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

/** The slot step of a restored order (its method `method`) whose shipment offers these rates. */
function renderTimeslot(
  rates: ReturnType<typeof rate>[],
  method: string | null = 'sillon-bag-delivery',
  deliverySlotId: string | null = null,
) {
  fakeServer({
    'GET /api/v2/storefront/checkout/shipping_rates': {
      body: { data: [{ id: 'H1', type: 'shipment', attributes: {} }], included: rates },
    },
  });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  store.dispatch(
    authSlice.actions.sessionStarted({
      userId: 'customer-1',
      userToken: 'access-token',
      isNew: false,
      status: 'authenticated',
      expiresInSeconds: 900,
    }),
  );
  store.dispatch(
    orderRestored({ id: 'R123456789', token: 'order-token-1', shippingMethodCode: method, deliverySlotId }),
  );
  ({ unmount } = render(
    <Provider store={store}>
      <TimeslotScreen />
    </Provider>,
  ));
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('TimeslotScreen (spec §3 deliverySlots, §9)', () => {
  it("shows the home delivery's price with its slots", async () => {
    renderTimeslot([
      rate('r1', 'sillon-pickup-point-delivery', '6.00'),
      rate('r2', 'sillon-bag-delivery', '7.50', [aSlot()]),
    ]);
    expect(await screen.findByText('Livraison : 7,50 €')).toBeTruthy();
  });

  it('sends an order without a method to the shipping step, picking none for the customer', async () => {
    renderTimeslot([rate('r2', 'sillon-bag-delivery', '7.50', [aSlot()])], null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(mockRedirect).toHaveBeenCalledWith({ href: '/order-checkout/R123456789/shipping' });
    expect(screen.queryByText('Livraison : 7,50 €')).toBeNull();
  });

  it('shows the slot the order holds as chosen (Back from a later step, another device), ready to confirm', async () => {
    renderTimeslot([rate('r2', 'sillon-bag-delivery', '7.50', [aSlot()])], 'sillon-bag-delivery', 'slot-1');
    expect(await screen.findByTestId('slot-slot-1')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Valider ce créneau' })).toBeEnabled();
  });

  it('says when every slot is full or closed (a day the shop closed), and leads to the other modes', async () => {
    renderTimeslot([
      rate('r1', 'sillon-bag-delivery', '6.00', [
        { ...aSlot(), is_closed: true },
        { ...aSlot(), id: 'slot-2', is_full: true },
      ]),
    ]);
    expect(await screen.findByText('Tous ces créneaux sont complets ou fermés.')).toBeTruthy();
    expect(screen.getByTestId('timeslot-other-method')).toBeTruthy();
  });

  it('says nothing of the kind while a slot is open', async () => {
    renderTimeslot([
      rate('r1', 'sillon-bag-delivery', '6.00', [aSlot(), { ...aSlot(), id: 'slot-2', is_full: true }]),
    ]);
    expect(await screen.findByText('Livraison : 6,00 €')).toBeTruthy();
    expect(screen.queryByTestId('timeslot-none')).toBeNull();
  });

  it('shows the default home-delivery price, 6 €, when the rates hold no home method', async () => {
    renderTimeslot([rate('r1', 'sillon-pickup-point-delivery', '12.00')]);
    expect(await screen.findByText('Livraison : 6,00 €')).toBeTruthy();
  });
});
