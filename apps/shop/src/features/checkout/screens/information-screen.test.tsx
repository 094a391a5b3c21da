/**
 * Step 1 « Adresse » (spec §5, issue 36): an e-mail that is invalid or another account's is not
 * saved to the account, and the order goes on all the same, the customer told which e-mail the
 * order keeps.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react-native';
import { router } from 'expo-router';
import { Platform } from 'react-native';
import { Provider } from 'react-redux';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { silentReporter } from '@/store/error-reporting';
import { createStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { fakeServer, type FakeAnswer, type FakeCall, type FakeRoutes } from '@/testing/fake-server';
import { orderDocument } from '@/testing/fixtures/checkout';
import { orderRestored } from '../state/order-slice';
import { InformationScreen } from './information-screen';

jest.mock('expo-router', () => ({
  Link: ({ children }: { children: unknown }) => children,
  Redirect: () => null,
  router: { push: jest.fn(), replace: jest.fn() },
  useLocalSearchParams: () => ({ orderId: 'R123456789' }),
  usePathname: () => '/order-checkout/R123456789/information',
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

const account = {
  id: '0b7a4c1e-5d6f-4a8b-9c0d-1e2f3a4b5c6d',
  phoneNumber: '+33645363601',
  firstName: 'Léa',
  email: 'lea@example.fr',
  deliveryAddress: {
    fullname: 'Léa Durand',
    address1: '3 rue Oberkampf',
    address2: '',
    zipcode: '75011',
    city: 'Paris',
    countryISO: 'FR',
    stateName: '',
  },
  newsletter: 'none',
  newsletterOptedIn: false,
  notificationsOptIn: false,
  minimumOrderValue: '15.00',
  createdAt: '2026-11-01T09:00:00.000Z',
};

const OBERKAMPF = {
  label: '12 Rue Oberkampf, 75011 Paris',
  street: '12 Rue Oberkampf',
  postal_code: '75011',
  city: 'Paris',
  latitude: 48.8655,
  longitude: 2.377,
  precision: 'street',
};

/** The checkout's answer: the order with the e-mail it kept, and why the account did not take it. */
const saved = (email: string, reason: string): FakeAnswer => ({
  body: {
    data: { id: 'R123456789', type: 'cart', attributes: { email, state: 'address' }, relationships: {} },
    meta: { email_not_saved: reason },
  },
});

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

/** An order that has no address yet: its summary is not found (as for a cart not started). */
const noSummary: FakeAnswer = { status: 404, body: { error: 'Panier introuvable', code: 'cart_not_found' } };

/** Step 1 of a restored order, the checkout answering `answer`, the order's summary `summary`. */
async function renderInformation(
  answer: FakeAnswer,
  summary: FakeAnswer = noSummary,
  routes: FakeRoutes = {},
) {
  const server = fakeServer({
    'GET /api/users/me': { body: account },
    'GET /api/v2/storefront/cart': summary,
    'GET /api/delivery/communes': {
      body: { postal_code: '75011', communes: [{ code: '75111', name: 'Paris' }] },
    },
    'PATCH /api/v2/storefront/checkout': answer,
    'GET /api/geocoding/suggestions': { body: { suggestions: [OBERKAMPF] } },
    ...routes,
  });
  store = createStore({ reporter: silentReporter, tracker: silentTracker });
  store.dispatch(
    authSlice.actions.sessionStarted({
      userId: account.id,
      userToken: 'access-token',
      isNew: false,
      status: 'authenticated',
      expiresInSeconds: 900,
    }),
  );
  store.dispatch(orderRestored({ id: 'R123456789', token: 'order-token-1' }));
  ({ unmount } = render(
    <Provider store={store}>
      <InformationScreen />
    </Provider>,
  ));
  await screen.findByDisplayValue('lea@example.fr');
  return server;
}

async function submitWithEmail(email: string) {
  fireEvent.changeText(screen.getByTestId('information-email'), email);
  fireEvent.press(screen.getByTestId('information-submit'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

afterEach(async () => {
  unmount?.();
  jest.restoreAllMocks();
  store?.dispatch(shopApi.util.resetApiState());
  jest.mocked(router.push).mockClear();
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
});
// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The communes' lookup, answering one commune, `name`, only once the test calls `answerLate`. */
function lateCommunes(name: string) {
  let answer: () => void = () => undefined;
  const communes = (call: FakeCall): Promise<FakeAnswer> => {
    const code = new URL(call.url).searchParams.get('postal_code');
    return new Promise((resolve) => {
      answer = () => resolve({ body: { postal_code: code, communes: [{ code: '00000', name }] } });
    });
  };
  return { communes, answerLate: () => answer() };
}

describe('InformationScreen (spec §5: the e-mail goes to the account only if valid)', () => {
  it('goes on with the household’s e-mail another account has, saying the account kept its own', async () => {
    const server = await renderInformation(saved('hugo@example.fr', 'email_already_used'));
    await submitWithEmail('hugo@example.fr');
    expect(server.callsTo('PATCH /api/v2/storefront/checkout')[0]?.body).toMatchObject({
      order: { email: 'hugo@example.fr' },
    });
    expect(router.push).toHaveBeenCalledWith('/order-checkout/R123456789/shipping');
    expect(store!.getState().order.email).toBe('hugo@example.fr');
    expect(store!.getState().front.toasts.map((toast) => toast.message)).toEqual([
      'Cette adresse e-mail est déjà celle d’un autre compte : elle n’a pas été enregistrée dans le vôtre. Votre commande sera confirmée à hugo@example.fr.',
    ]);
  });

  it('sends an invalid e-mail on, and goes on with the one the order kept', async () => {
    const server = await renderInformation(saved('lea@example.fr', 'invalid_email'));
    await submitWithEmail('hugo@');
    expect(server.callsTo('PATCH /api/v2/storefront/checkout')).toHaveLength(1);
    expect(router.push).toHaveBeenCalledWith('/order-checkout/R123456789/shipping');
    expect(store!.getState().order.email).toBe('lea@example.fr');
    expect(store!.getState().front.toasts.map((toast) => toast.message)).toEqual([
      'Cette adresse e-mail n’est pas valide : elle n’a pas été enregistrée. Votre commande sera confirmée à lea@example.fr.',
    ]);
  });

  it('still asks for an e-mail left empty', async () => {
    const server = await renderInformation(saved('lea@example.fr', 'invalid_email'));
    await submitWithEmail('  ');
    expect(server.callsTo('PATCH /api/v2/storefront/checkout')).toEqual([]);
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByText('Ce champ est obligatoire')).toBeOnTheScreen();
  });
});

describe('InformationScreen: a refused address is said once', () => {
  const notFound =
    'Nous ne trouvons pas cette ville pour ce code postal. Vérifiez le code postal et le nom de la ville.';

  it('under the fields it names, with no notice above the button besides', async () => {
    await renderInformation({
      status: 422,
      body: {
        error: 'Adresse introuvable',
        code: 'address_not_found',
        errors: {
          'ship_address.zipcode': ['address_not_found'],
          'ship_address.city': ['address_not_found'],
        },
      },
    });
    await submitWithEmail('lea@example.fr');
    expect(await screen.findAllByText(notFound)).toHaveLength(2);
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('above the button when it names no field', async () => {
    await renderInformation({
      status: 422,
      body: { error: 'Adresse introuvable', code: 'address_not_found' },
    });
    await submitWithEmail('lea@example.fr');
    expect(within(await screen.findByTestId('checkout-error')).getByText(notFound)).toBeOnTheScreen();
  });
});

describe('InformationScreen (issue 40: address suggestions and delivery instructions)', () => {
  const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  it('suggests addresses once the street typed settles, and one chosen fills the street, postal code and city', async () => {
    const server = await renderInformation(saved('lea@example.fr', 'invalid_email'));
    // The account's address is filled in: nothing is asked until the customer types.
    await pause(400);
    expect(server.callsTo('GET /api/geocoding/suggestions')).toEqual([]);
    fireEvent.changeText(screen.getByTestId('information-address1'), '12 rue o');
    fireEvent.changeText(screen.getByTestId('information-address1'), '12 rue ober');
    const option = await screen.findByRole('button', {
      name: /12 Rue Oberkampf/,
    });
    // Asked once, for the text as it settled, not for each keystroke.
    expect(server.callsTo('GET /api/geocoding/suggestions').map((call) => call.url)).toEqual([
      expect.stringContaining('text=12+rue+ober'),
    ]);
    fireEvent.press(option);
    expect(screen.getByTestId('information-address1').props.value).toBe('12 Rue Oberkampf');
    expect(screen.getByTestId('information-zipcode').props.value).toBe('75011');
    expect(screen.getByTestId('information-city').props.value).toBe('Paris');
    expect(screen.queryByTestId('information-address-suggestions')).toBeNull();
  });

  it('makes the street a combobox on the web: its list named and opened, the arrows highlighting, Enter choosing, Escape closing', async () => {
    jest.replaceProperty(Platform, 'OS', 'web');
    const SAINT_MAUR = {
      ...OBERKAMPF,
      label: '12 Rue Oberkampf, 94100 Saint-Maur-des-Fossés',
      postal_code: '94100',
      city: 'Saint-Maur-des-Fossés',
    };
    await renderInformation(saved('lea@example.fr', 'invalid_email'), noSummary, {
      'GET /api/geocoding/suggestions': { body: { suggestions: [OBERKAMPF, SAINT_MAUR] } },
    });
    const street = () => screen.getByTestId('information-address1');
    const key = (name: string) => {
      const preventDefault = jest.fn();
      fireEvent(street(), 'keyPress', { key: name, preventDefault });
      return preventDefault;
    };
    expect(street().props).toMatchObject({ role: 'combobox', 'aria-expanded': false });
    expect(street().props['aria-controls']).toBeUndefined();
    fireEvent.changeText(street(), '12 rue ober');
    const list = await screen.findByTestId('information-address-suggestions');
    expect(list.props).toMatchObject({ role: 'listbox', 'aria-label': 'Adresses suggérées' });
    expect(street().props['aria-expanded']).toBe(true);
    expect(street().props['aria-controls']).toBe(list.props.nativeID);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    // Each option's selection as the platform is told it (`aria-selected`).
    const selected = () =>
      within(screen.getByTestId('information-address-suggestions'))
        .getAllByRole('option')
        .map((option) => (option.props.accessibilityState as { selected?: boolean }).selected);
    expect(selected()).toEqual([false, false]);
    expect(street().props['aria-activedescendant']).toBeUndefined();

    // Down, down: the second suggestion; down again comes back to the first; up goes round.
    expect(key('ArrowDown')).toHaveBeenCalled();
    key('ArrowDown');
    expect(street().props['aria-activedescendant']).toBe(options[1]!.props.nativeID);
    expect(selected()).toEqual([false, true]);
    key('ArrowDown');
    expect(street().props['aria-activedescendant']).toBe(options[0]!.props.nativeID);
    key('ArrowUp');
    expect(street().props['aria-activedescendant']).toBe(options[1]!.props.nativeID);

    // Escape closes the list; typing on opens it again, nothing highlighted.
    expect(key('Escape')).toHaveBeenCalled();
    expect(screen.queryByTestId('information-address-suggestions')).toBeNull();
    expect(street().props['aria-expanded']).toBe(false);
    expect(street().props['aria-activedescendant']).toBeUndefined();
    fireEvent.changeText(street(), '12 rue oberk');
    await screen.findByTestId('information-address-suggestions');
    expect(street().props['aria-activedescendant']).toBeUndefined();

    // Enter chooses the highlighted suggestion, as a press does.
    key('ArrowUp');
    expect(key('Enter')).toHaveBeenCalled();
    expect(street().props.value).toBe('12 Rue Oberkampf');
    expect(screen.getByTestId('information-zipcode').props.value).toBe('94100');
    expect(screen.getByTestId('information-city').props.value).toBe('Saint-Maur-des-Fossés');
    expect(street().props['aria-expanded']).toBe(false);
    // The chosen postal code's communes, asked for at once, answer within the test.
    await pause(50);
  });

  it('keeps the apps’ suggestions as buttons, the street a plain field', async () => {
    await renderInformation(saved('lea@example.fr', 'invalid_email'));
    fireEvent.changeText(screen.getByTestId('information-address1'), '12 rue ober');
    await screen.findByRole('button', { name: /12 Rue Oberkampf/ });
    expect(screen.getByTestId('information-address-suggestions').props.role).toBe('region');
    expect(screen.getByTestId('information-address1').props.role).toBeUndefined();
    expect(screen.getByTestId('information-address1').props['aria-expanded']).toBeUndefined();
  });

  it('fills in the city of a postal code, never over a city being typed', async () => {
    let answerLate: () => void = () => undefined;
    const communes = (call: FakeCall): FakeAnswer | Promise<FakeAnswer> => {
      const code = new URL(call.url).searchParams.get('postal_code');
      const name = code === '75011' ? 'Paris' : 'Saint-Étienne';
      const answer = { body: { postal_code: code, communes: [{ code: '00000', name }] } };
      if (code !== '42100') return answer;
      return new Promise((resolve) => {
        answerLate = () => resolve(answer);
      });
    };
    await renderInformation(saved('lea@example.fr', 'invalid_email'), noSummary, {
      'GET /api/delivery/communes': communes,
    });
    const city = () => screen.getByTestId('information-city').props.value as string;
    const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    // The account's « Paris » is another postal code's city: the new one's commune replaces it.
    fireEvent.changeText(screen.getByTestId('information-zipcode'), '42000');
    await waitFor(() => expect(city()).toBe('Saint-Étienne'));

    // The lookup answers while the customer is typing the city: what they typed stays theirs.
    fireEvent.changeText(screen.getByTestId('information-city'), '');
    fireEvent.changeText(screen.getByTestId('information-zipcode'), '42100');
    fireEvent.changeText(screen.getByTestId('information-city'), 'Saint-É');
    await pause(50);
    answerLate();
    await pause(50);
    expect(city()).toBe('Saint-É');
  });

  it('takes a postal code pasted with spaces around or inside it, and fills in its city', async () => {
    await renderInformation(saved('lea@example.fr', 'invalid_email'), noSummary, {
      'GET /api/delivery/communes': (call: FakeCall) => ({
        body: {
          postal_code: new URL(call.url).searchParams.get('postal_code'),
          communes: [{ code: '42218', name: 'Saint-Étienne' }],
        },
      }),
    });
    const zipcode = screen.getByTestId('information-zipcode');
    expect(zipcode.props.maxLength).toBeGreaterThanOrEqual(' 42 000 '.length);
    fireEvent.changeText(zipcode, ' 42 000 ');
    expect(screen.getByTestId('information-zipcode').props.value).toBe('42000');
    await waitFor(() => expect(screen.getByTestId('information-city').props.value).toBe('Saint-Étienne'));
    // Both rubbed out, the same code typed again fills its city again.
    fireEvent.changeText(screen.getByTestId('information-city'), '');
    fireEvent.changeText(screen.getByTestId('information-zipcode'), '');
    fireEvent.changeText(screen.getByTestId('information-zipcode'), '42000');
    await waitFor(() => expect(screen.getByTestId('information-city').props.value).toBe('Saint-Étienne'));
  });

  it('fills in no city while the customer is in its field, what they type never added to it (« ParisParis »), then selects the filled one to type over', async () => {
    const { communes, answerLate } = lateCommunes('Saint-Étienne');
    await renderInformation(saved('lea@example.fr', 'invalid_email'), noSummary, {
      'GET /api/delivery/communes': communes,
    });
    const cityField = () => screen.getByTestId('information-city');
    const city = () => cityField().props.value as string;
    const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    fireEvent.changeText(cityField(), '');
    fireEvent.changeText(screen.getByTestId('information-zipcode'), '42000');
    // The customer goes to the city field as the postal code's commune comes: it is left to them.
    fireEvent(cityField(), 'focus');
    await pause(50);
    answerLate();
    await pause(50);
    expect(city()).toBe('');
    // Left empty: the commune fills it in, and pressed into again, it is selected to type over.
    fireEvent(cityField(), 'blur');
    await waitFor(() => expect(city()).toBe('Saint-Étienne'));
    expect(cityField().props.selectTextOnFocus).toBe(true);
    fireEvent.changeText(cityField(), 'Saint-Etienne-Centre');
    expect(cityField().props.selectTextOnFocus).toBe(false);
  });

  it('never replaces a city the customer typed with the postal code’s, even once they leave it', async () => {
    const { communes, answerLate } = lateCommunes('Paris');
    await renderInformation(saved('lea@example.fr', 'invalid_email'), noSummary, {
      'GET /api/delivery/communes': communes,
    });
    const cityField = () => screen.getByTestId('information-city');
    const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    fireEvent.changeText(screen.getByTestId('information-zipcode'), '75011');
    fireEvent(cityField(), 'focus');
    fireEvent.changeText(cityField(), 'Marseille');
    answerLate();
    await pause(50);
    fireEvent(cityField(), 'blur');
    await pause(50);
    // The server says under the fields that Marseille is not 75011's: the shop changes nothing unseen.
    expect(cityField().props.value).toBe('Marseille');
  });

  it('sends the delivery instructions with the ship address', async () => {
    const server = await renderInformation(saved('lea@example.fr', 'invalid_email'));
    fireEvent.changeText(screen.getByTestId('information-deliveryInstructions'), 'Code 4B12, 3e étage');
    await submitWithEmail('lea@example.fr');
    expect(server.callsTo('PATCH /api/v2/storefront/checkout')[0]?.body).toMatchObject({
      order: {
        ship_address_attributes: {
          address1: '3 rue Oberkampf',
          delivery_instructions: 'Code 4B12, 3e étage',
        },
      },
    });
    expect(store!.getState().order.address?.deliveryInstructions).toBe('Code 4B12, 3e étage');
  });

  it('shows, reloaded, the address and instructions the order has, not the account’s', async () => {
    await renderInformation(saved('lea@example.fr', 'invalid_email'), { body: orderDocument() });
    expect(screen.getByTestId('information-deliveryInstructions').props.value).toBe('Code 4B12');
    expect(screen.getByTestId('information-fullname').props.value).toBe('Léa Durand');
    expect(screen.getByTestId('information-address1').props.value).toBe('3 rue Oberkampf');
  });
});
