/**
 * Issue 43: the cart and every checkout route rendered on iOS and Android as the app routes them
 * (`src/app/cart.tsx`, `src/app/order-checkout/[orderId]/*`), each in its loading, empty, error and
 * filled states, and its main action pressed: a quantity changed, a step sent with its body, a
 * slot or a pickup point chosen, the payment made, the end of the checkout reached. A step opens
 * as after a reload: the order it is about is restored from the server (the cart, or once paid the
 * customer's order), which is the checkout's own gate.
 */
import type { CartDocument } from '@sillon/contract';
import { errorText } from '@sillon/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import type { ComponentType } from 'react';
import { Platform } from 'react-native';
import CartRoute from '@/app/cart';
import AllDoneRoute from '@/app/order-checkout/[orderId]/all-done';
import ConfirmationRoute from '@/app/order-checkout/[orderId]/confirmation';
import InformationRoute from '@/app/order-checkout/[orderId]/information';
import NewsletterOptinRoute from '@/app/order-checkout/[orderId]/newsletter-optin';
import PaymentRoute from '@/app/order-checkout/[orderId]/payment';
import PickupRoute from '@/app/order-checkout/[orderId]/pickup';
import RecapRoute from '@/app/order-checkout/[orderId]/recap';
import ShippingRoute from '@/app/order-checkout/[orderId]/shipping';
import SummaryRoute from '@/app/order-checkout/[orderId]/summary';
import TimeslotRoute from '@/app/order-checkout/[orderId]/timeslot';
import { productAdded } from '@/features/cart';
import { orderSlice } from '@/features/checkout';
import { accountPromotions } from '@/testing/account-promotions';
import type { FakeAnswer, FakeRoutes } from '@/testing/fake-server';
import { account, accountNotFound } from '@/testing/fixtures/account';
import {
  ORDER_NUMBER,
  ORDER_TOKEN,
  bikeRate,
  carrotsTile,
  honeyTile,
  orderDocument,
  orderTiles,
  paidOrderDocument,
  pickupOrderDocument,
  pickupPoints,
  parcelRate,
  pickupRate,
  shippingRates,
} from '@/testing/fixtures/checkout';
import { acceptTerms, termsOfSale } from '@/testing/payment-step';
import { failingOnce, notAnswered, renderRoute, router, serverError } from '@/testing/render-route';

jest.mock('expo-router', () => jest.requireActual('@/testing/expo-router-mock'));
jest.mock('expo-router/head', () => jest.requireActual('@/testing/expo-router-mock').head);
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);
jest.mock('@/lib/api/refresh-token-store', () => ({
  readRefreshToken: async () => undefined,
  saveRefreshToken: async () => undefined,
}));

const CART = 'GET /api/v2/storefront/cart';
const CHECKOUT = 'PATCH /api/v2/storefront/checkout';
const NEXT = 'PATCH /api/v2/storefront/checkout/next';
const RATES = 'GET /api/v2/storefront/checkout/shipping_rates';
const PICKUP_POINTS = 'GET /api/v2/storefront/pickup_points';
const ME = 'GET /api/users/me';
const PAID_ORDER = `GET /api/v2/storefront/account/orders/${ORDER_NUMBER}`;
const ORDER_STATUS = `GET /api/v2/storefront/order_status/${ORDER_NUMBER}`;
const STEPS = `/order-checkout/${ORDER_NUMBER}`;
const money = (amount: string) => new RegExp(`${amount}\\s€`);

/** Answers in turn, the last one again and again (the gate's call, then the step's own). */
function inTurn(...answers: (FakeAnswer | Promise<FakeAnswer>)[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
}

/** A checkout step of Léa's order, restored from the server as after a reload. */
function renderStep(Route: ComponentType, step: string, routes: FakeRoutes = {}, order?: CartDocument) {
  return renderRoute(Route, {
    pathname: `${STEPS}/${step}`,
    params: { orderId: ORDER_NUMBER },
    session: 'customer',
    routes: {
      [CART]: { body: order ?? orderDocument({ state: 'address' }) },
      [ME]: { body: account },
      'GET /api/bff/catalog/products': orderTiles,
      ...routes,
    },
  });
}

/** A step after payment, its order restored from the customer's placed orders. */
function renderPaidStep(Route: ComponentType, step: string, routes: FakeRoutes = {}) {
  return renderStep(Route, step, { [PAID_ORDER]: { body: paidOrderDocument() }, ...routes });
}

/** The QueryBoundary's generic error (spec §8) and its « Réessayer ». */
async function expectServerError() {
  expect(await screen.findByText('Un problème est survenu')).toBeOnTheScreen();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeOnTheScreen();
}

/** The network error of the step's own query, then « Réessayer » (spec §2 error screens). */
async function offlineThenRetry() {
  expect(await screen.findByText('Pas de connexion')).toBeOnTheScreen();
  fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
}

const expectPushed = (step: string) => expect(router.push).toHaveBeenCalledWith(`${STEPS}/${step}`);
/** The server's headline from a Friday evening, when the bike offers no slot yet. */
const NEXT_BIKE_SLOTS =
  'Aucun créneau à vélo pour le moment : les prochains s’ouvrent samedi 5 décembre à 8 h';
const slotlessBike = {
  ...bikeRate,
  attributes: { ...bikeRate.attributes, delivery_slots: [], delivery_slots_headline: NEXT_BIKE_SLOTS },
};

// The store batches its notifications on the next animation frame: let the last one run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe(`the cart route on ${Platform.OS}`, () => {
  /** Léa's cart: two pots of honey and a kilo of carrots, priced by the server as `setItems` says. */
  function renderCart(setItems: FakeRoutes[string], routes: FakeRoutes = {}) {
    const rendered = renderRoute(CartRoute, {
      pathname: '/cart',
      session: 'customer',
      routes: {
        'GET /api/bff/catalog/products': orderTiles,
        'GET /api/catalog/products/availability': {
          body: {
            [honeyTile.id]: { available: true, public_price: 8.9 },
            [carrotsTile.id]: { available: true, public_price: 3.2 },
          },
        },
        'GET /api/v2/storefront/account/vouchers': { body: accountPromotions() },
        [ME]: { body: account },
        'POST /api/v2/storefront/cart': { status: 201, body: orderDocument({ state: 'cart' }) },
        'PUT /api/v2/storefront/cart/set_items': setItems,
        ...routes,
      },
    });
    act(() => {
      rendered.store.dispatch(productAdded({ product: honeyTile, quantity: 2 }));
      rendered.store.dispatch(productAdded({ product: carrotsTile }));
    });
    return rendered;
  }

  it('says an empty cart is empty, with the way back to the shelves', () => {
    renderRoute(CartRoute, { pathname: '/cart', session: 'visitor' });
    expect(screen.getByText(/^Votre panier est vide\./)).toBeOnTheScreen();
    expect(screen.getByText('Voir les rayons')).toHaveProp('accessibilityHint', '/menu');
    expect(screen.queryByTestId('cart-order')).toBeNull();
  });

  it("keeps its placeholder until the server priced the basket once, then computes a change's amounts, « Commander » waiting", async () => {
    let calls = 0;
    renderCart(() => (calls++ === 0 ? notAnswered() : { body: orderDocument({ state: 'cart' }) }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByTestId('screen-skeleton', { includeHiddenElements: true })).toBeOnTheScreen();
    expect(screen.queryByText('Miel de lavande')).toBeNull();
    expect(screen.queryByText(/^Votre panier est vide\./)).toBeNull();
  });

  it('computes the amounts of a change the server has not priced yet, « Commander » waiting', async () => {
    let calls = 0;
    renderCart(() => (calls++ === 0 ? { body: orderDocument({ state: 'cart' }) } : notAnswered()));
    await screen.findByTestId('cart-total');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' }));
    expect(await screen.findByText('Calcul des montants…')).toBeOnTheScreen();
    expect(screen.getByTestId('cart-order')).toBeDisabled();
  });

  it('marks the products the server refused as unavailable and keeps « Commander » off', async () => {
    renderCart({
      status: 422,
      body: {
        error: 'Produits indisponibles',
        code: 'unavailable_products',
        errors: { variant_ids: [carrotsTile.id] },
      },
    });
    expect(await screen.findByTestId('unavailable-alert')).toHaveTextContent(/Carottes des sables/);
    expect(screen.getByTestId('cart-order')).toBeDisabled();
    // Its old price is neither shown nor counted: only the honey is left in the total.
    const carrots = screen.getByTestId(`cart-line-${carrotsTile.reference}`);
    expect(within(carrots).getByTestId('cart-line-unavailable')).toHaveTextContent('Indisponible');
    expect(within(carrots).queryByText(/€/)).toBeNull();
  });

  it('offers to take what is left of a product the shop has fewer of, then sends the basket again', async () => {
    let calls = 0;
    const { server, store } = renderCart(() =>
      calls++ === 0
        ? {
            status: 422,
            body: {
              error: 'Produits indisponibles',
              code: 'unavailable_products',
              errors: { variant_ids: [honeyTile.id], left: [{ variant_id: honeyTile.id, quantity: 1 }] },
            },
          }
        : { body: orderDocument({ state: 'cart' }) },
    );
    const alert = await screen.findByTestId('stock-left-alert');
    expect(alert).toHaveTextContent(/Stock insuffisant.*Miel de lavande : il en reste 1\./);
    // Still to be had: not marked as gone, nor said « plus disponibles » under the totals.
    expect(screen.queryByTestId('unavailable-alert')).toBeNull();
    expect(screen.getByTestId('cart-totals-failure')).toHaveTextContent(
      /^Il ne reste pas assez de certains produits pour les quantités demandées/,
    );
    expect(screen.getByTestId('cart-order')).toBeDisabled();
    fireEvent.press(within(alert).getByRole('button', { name: 'Prendre ce qui reste' }));
    expect(store.getState().cart.products.map((line) => [line.id, line.quantity])).toEqual([
      [honeyTile.id, 1],
      [carrotsTile.id, 1],
    ]);
    await waitFor(() =>
      expect(server.callsTo('PUT /api/v2/storefront/cart/set_items').at(-1)?.body).toMatchObject({
        line_items_attributes: [
          { variant_id: honeyTile.id, quantity: 1 },
          { variant_id: carrotsTile.id, quantity: 1 },
        ],
      }),
    );
    // Once the server took it, there is nothing short to tell.
    await waitFor(() => expect(server.callsTo('PUT /api/v2/storefront/cart/set_items')).toHaveLength(2));
    expect(screen.queryByTestId('stock-left-alert')).toBeNull();
    expect(store.getState().cart.stockLeft).toEqual({});
  });

  it('sends a customer who left the sign-up unfinished to create the account, then back to the cart', async () => {
    renderCart({ body: orderDocument({ state: 'cart' }) }, { [ME]: accountNotFound });
    expect(await screen.findByTestId('cart-total')).toHaveTextContent(money('26,90'));
    fireEvent.press(screen.getByTestId('cart-order'));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith({
        pathname: '/my-account/my-info',
        params: { next: '/cart' },
      }),
    );
    expect(router.push).not.toHaveBeenCalledWith(`${STEPS}/information`);
  });

  it('says the server could not price the basket, and prices it again on « Réessayer »', async () => {
    let calls = 0;
    const { server } = renderCart(() =>
      calls++ === 0 ? serverError : { body: orderDocument({ state: 'cart' }) },
    );
    expect(await screen.findByTestId('cart-totals-failure')).toHaveTextContent(/problème technique/);
    expect(screen.queryByText('Calcul des montants…')).toBeNull();
    expect(screen.queryByTestId('cart-total')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('cart-total')).toHaveTextContent(money('26,90'));
    expect(screen.queryByTestId('cart-totals-failure')).toBeNull();
    expect(server.callsTo('PUT /api/v2/storefront/cart/set_items')).toHaveLength(2);
  });

  it('shows the lines and the server’s total, and sends the basket again once « + » is pressed', async () => {
    const { server, store } = renderCart({ body: orderDocument({ state: 'cart' }) });
    expect(await screen.findByTestId('cart-total')).toHaveTextContent(money('26,90'));
    expect(screen.getByTestId('cart-order')).toBeEnabled();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' }));
    expect(store.getState().cart.products[0]!.quantity).toBe(3);
    expect(screen.getAllByText(money('26,70')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(server.callsTo('PUT /api/v2/storefront/cart/set_items').at(-1)?.body).toMatchObject({
        line_items_attributes: [
          { variant_id: honeyTile.id, quantity: 3 },
          { variant_id: carrotsTile.id, quantity: 1 },
        ],
      }),
    );
  });
});

describe(`step 1, the address (information) on ${Platform.OS}`, () => {
  it('shows the step’s skeleton while the account that fills it in is asked', async () => {
    const { server } = renderStep(InformationRoute, 'information', { [ME]: notAnswered });
    expect(await screen.findByTestId('step-current')).toHaveProp(
      'accessibilityLabel',
      'Étape 1 sur 5 : Adresse',
    );
    expect(server.callsTo(CART)).toHaveLength(1);
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
    expect(screen.queryByTestId('information-email')).toBeNull();
  });

  it('says an order already paid is paid rather than gone', async () => {
    renderStep(InformationRoute, 'information', {
      [CART]: { status: 404, body: { error: 'Introuvable', code: 'not_found' } },
      [PAID_ORDER]: { body: paidOrderDocument() },
    });
    expect(await screen.findByTestId('order-already-paid')).toBeOnTheScreen();
    expect(screen.queryByTestId('order-missing')).toBeNull();
  });

  it('says an order no longer in progress is gone, with the way back to the cart', async () => {
    renderStep(InformationRoute, 'information', {
      [CART]: serverError,
      [PAID_ORDER]: { status: 404, body: { error: 'Commande introuvable', code: 'not_found' } },
    });
    expect(await screen.findByTestId('order-missing')).toHaveTextContent(/n’est plus en cours/);
    expect(screen.getByText('Retour au panier')).toHaveProp('accessibilityHint', '/cart');
  });

  it('asks for the e-mail an account without one leaves empty, sending nothing', async () => {
    const { server } = renderStep(InformationRoute, 'information', {
      [ME]: { body: { ...account, email: '', deliveryAddress: null } },
    });
    fireEvent.press(await screen.findByTestId('information-submit'));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(0);
    expect(server.callsTo(CHECKOUT)).toEqual([]);
  });

  it('fills in the account’s e-mail and address, sends them on the order and goes on to delivery', async () => {
    const { server } = renderStep(InformationRoute, 'information', {
      'GET /api/delivery/communes': {
        body: { postal_code: '75011', communes: [{ code: '75111', name: 'Paris' }] },
      },
      [CHECKOUT]: { body: orderDocument({ state: 'delivery' }) },
    });
    expect(await screen.findByDisplayValue('lea@example.fr')).toBeOnTheScreen();
    expect(screen.getByTestId('information-address1').props.value).toBe('3 rue Oberkampf');
    fireEvent.press(screen.getByTestId('information-submit'));
    await waitFor(() => expectPushed('shipping'));
    const address = { fullname: 'Léa Durand', address1: '3 rue Oberkampf', zipcode: '75011', city: 'Paris' };
    expect(server.callsTo(CHECKOUT)[0]?.body).toMatchObject({
      order: {
        email: 'lea@example.fr',
        bill_address_attributes: address,
        ship_address_attributes: { ...address, country_iso: 'FR' },
      },
    });
    expectPushed('shipping');
  });

  it('shows the checkout’s refusal and stays on the step', async () => {
    renderStep(InformationRoute, 'information', {
      'GET /api/delivery/communes': {
        body: { postal_code: '75011', communes: [{ code: '75111', name: 'Paris' }] },
      },
      [CHECKOUT]: serverError,
    });
    fireEvent.press(await screen.findByTestId('information-submit'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      errorText('internal_error').content,
      { exact: false },
    );
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe(`step 2, delivery (shipping) on ${Platform.OS}`, () => {
  it('shows its skeleton while the rates are asked', async () => {
    renderStep(ShippingRoute, 'shipping', { [RATES]: notAnswered });
    expect(await screen.findByText('Comment souhaitez-vous être livré ?')).toBeOnTheScreen();
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
  });

  it('says when no method serves the address, « Continuer » off', async () => {
    renderStep(ShippingRoute, 'shipping', { [RATES]: { body: shippingRates([]) } });
    expect(await screen.findByText(/Aucun mode de livraison/)).toBeOnTheScreen();
    expect(screen.getByTestId('shipping-submit')).toBeDisabled();
  });

  it('says the phone is offline, then lists the methods cheapest first and goes on to the pickup point chosen', async () => {
    const { store, server } = renderStep(
      ShippingRoute,
      'shipping',
      {
        [RATES]: failingOnce({ body: shippingRates() }),
        [CHECKOUT]: {
          body: orderDocument({ state: 'delivery', shipping_method_code: 'sillon-pickup-point-delivery' }),
        },
      },
      // No method chosen yet, on the device or on the order.
      orderDocument({ state: 'address', shipping_method_code: null, delivery_slot: null }),
    );
    await offlineThenRetry();
    const pickup = await screen.findByTestId('shipping-pickup-point');
    expect(pickup).toHaveTextContent(/Point relais/);
    expect(screen.getByTestId('shipping-bag')).toHaveTextContent(/Livraison à vélo.*Sur rendez-vous/);
    expect(screen.getByTestId('shipping-submit')).toBeDisabled();
    fireEvent.press(screen.getByRole('radio', { name: 'Point relais, 3,90 €' }));
    fireEvent.press(screen.getByTestId('shipping-submit'));
    await waitFor(() => expectPushed('pickup'));
    // Saved on the shipment: the next step, reloaded, still knows the method.
    expect(server.callsTo(CHECKOUT)[0]?.body).toEqual({
      order: { shipments_attributes: [{ id: 'H1', selected_shipping_rate_id: 'R2' }] },
    });
    expect(store.getState().order.shippingMethodSelected).toBe(pickupRate.attributes.shipping_method_code);
  });

  it('shows the method the order holds as chosen (Back from a later step, another device)', async () => {
    renderStep(
      ShippingRoute,
      'shipping',
      { [RATES]: { body: shippingRates() } },
      orderDocument({ state: 'delivery', shipping_method_code: 'sillon-pickup-point-delivery' }),
    );
    expect(await screen.findByRole('radio', { name: 'Point relais, 3,90 €' })).toBeChecked();
    expect(screen.getByTestId('shipping-submit')).toBeEnabled();
  });

  it('keeps the bike off while it has no slot, saying when the next open', async () => {
    renderStep(ShippingRoute, 'shipping', {
      [RATES]: { body: shippingRates([slotlessBike, pickupRate]) },
    });
    const bike = await screen.findByTestId('shipping-bag');
    expect(bike).toHaveTextContent(NEXT_BIKE_SLOTS, { exact: false });
    expect(bike).toBeDisabled();
    fireEvent.press(
      screen.getByRole('radio', { name: `Livraison à vélo, indisponible : ${NEXT_BIKE_SLOTS}` }),
    );
    expect(screen.getByTestId('shipping-submit')).toBeDisabled();
    fireEvent.press(screen.getByRole('radio', { name: 'Point relais, 3,90 €' }));
    expect(screen.getByTestId('shipping-submit')).toBeEnabled();
  });

  it('says where it delivers after a reload, from the order', async () => {
    renderStep(ShippingRoute, 'shipping', { [RATES]: { body: shippingRates() } });
    expect(await screen.findByText('Livraison au 3 rue Oberkampf, 75011 Paris')).toBeOnTheScreen();
  });

  it('shows a refusal to save the method and stays on the step', async () => {
    renderStep(ShippingRoute, 'shipping', { [RATES]: { body: shippingRates() }, [CHECKOUT]: serverError });
    fireEvent.press(await screen.findByRole('radio', { name: 'Point relais, 3,90 €' }));
    fireEvent.press(screen.getByTestId('shipping-submit'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      errorText('internal_error').content,
      {
        exact: false,
      },
    );
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe(`step 3, the slot (timeslot) on ${Platform.OS}`, () => {
  it('shows its skeleton while the slots are asked', async () => {
    renderStep(TimeslotRoute, 'timeslot', { [RATES]: notAnswered });
    expect(await screen.findByText('Choisissez votre créneau')).toBeOnTheScreen();
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
  });

  it('offers, after a reload, the slots of the home method the order was given', async () => {
    renderStep(
      TimeslotRoute,
      'timeslot',
      { [RATES]: { body: shippingRates([bikeRate, parcelRate]) } },
      orderDocument({ state: 'delivery', shipping_method_code: 'sillon-parcel-delivery' }),
    );
    expect(await screen.findByTestId('timeslot-price')).toHaveTextContent(money('9,00'));
    expect(screen.getByTestId('slot-slot-parcel')).toBeOnTheScreen();
    expect(screen.queryByTestId('slot-slot-noon')).toBeNull();
  });

  it('says when the next slots open, and leads back to the other methods', async () => {
    renderStep(TimeslotRoute, 'timeslot', { [RATES]: { body: shippingRates([slotlessBike]) } });
    expect(await screen.findByTestId('timeslot-none')).toHaveTextContent(NEXT_BIKE_SLOTS, { exact: false });
    expect(screen.queryByTestId('timeslot-submit')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Choisir un autre mode de livraison' }));
    expectPushed('shipping');
  });

  it('says there is no slot when the server does not say when the next open', async () => {
    const none = {
      ...slotlessBike,
      attributes: { ...slotlessBike.attributes, delivery_slots_headline: null },
    };
    renderStep(TimeslotRoute, 'timeslot', { [RATES]: { body: shippingRates([none]) } });
    expect(await screen.findByText(/Aucun créneau n’est disponible/)).toBeOnTheScreen();
  });

  it('says the phone is offline, then keeps a full slot disabled, books the one chosen and goes on to the summary', async () => {
    const { server } = renderStep(TimeslotRoute, 'timeslot', {
      [RATES]: failingOnce({ body: shippingRates() }),
      [CHECKOUT]: { body: orderDocument({ state: 'delivery' }) },
      [NEXT]: { body: orderDocument({ state: 'payment' }) },
    });
    await offlineThenRetry();
    expect(await screen.findByTestId('timeslot-price')).toHaveTextContent(money('5,90'));
    expect(screen.getByTestId('slot-slot-morning')).toHaveTextContent(/Complet/);
    expect(screen.getByTestId('slot-slot-morning')).toBeDisabled();
    fireEvent.press(screen.getByRole('radio', { name: /2 décembre, 11 h – 13 h$/ }));
    fireEvent.press(screen.getByTestId('timeslot-submit'));
    await waitFor(() => expectPushed('summary'));
    expect(server.callsTo(CHECKOUT)[0]?.body).toEqual({
      order: {
        shipments_attributes: [{ id: 'H1', selected_shipping_rate_id: 'R1', delivery_slot_id: 'slot-noon' }],
      },
    });
    expect(server.callsTo(NEXT)).toHaveLength(1);
    expectPushed('summary');
  });

  it('says a slot taken meanwhile is full, and asks the slots again', async () => {
    const { server } = renderStep(TimeslotRoute, 'timeslot', {
      [RATES]: { body: shippingRates() },
      [CHECKOUT]: { status: 409, body: { error: errorText('slot_full').content, code: 'slot_full' } },
    });
    fireEvent.press(await screen.findByTestId('slot-slot-noon'));
    const asked = server.callsTo(RATES).length;
    fireEvent.press(screen.getByTestId('timeslot-submit'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(errorText('slot_full').content, {
      exact: false,
    });
    expect(server.callsTo(RATES).length).toBe(asked + 1);
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe(`step 3, the pickup point (pickup) on ${Platform.OS}`, () => {
  const pickupRates = { [RATES]: { body: shippingRates([pickupRate]) } };

  /** The step of an order this phone started, its address saved at step 1 (the points near it). */
  function renderPickup(routes: FakeRoutes) {
    const rendered = renderStep(PickupRoute, 'pickup', { ...pickupRates, ...routes });
    act(() => {
      rendered.store.dispatch(orderSlice.actions.orderRestored({ id: ORDER_NUMBER, token: ORDER_TOKEN }));
      rendered.store.dispatch(
        orderSlice.actions.addressSaved({ email: account.email, address: account.deliveryAddress! }),
      );
    });
    return rendered;
  }

  it('opens after a reload on the order in progress, not as a paid one, near its address’s postal code, not the account’s', async () => {
    // This order goes to Lyon; the account's address is in Paris (75011).
    const toLyon = orderDocument({ state: 'delivery' });
    toLyon.included = toLyon.included!.map((resource) =>
      resource.type === 'address'
        ? { ...resource, attributes: { ...resource.attributes, zipcode: '69003', city: 'Lyon' } }
        : resource,
    );
    const { server } = renderStep(
      PickupRoute,
      'pickup',
      { ...pickupRates, [PICKUP_POINTS]: { body: pickupPoints } },
      toLyon,
    );
    expect(await screen.findByDisplayValue('69003')).toBeOnTheScreen();
    expect(await screen.findByTestId('pickup-point-PP2')).toHaveTextContent(/Librairie du Marché/);
    expect(
      server
        .callsTo(PICKUP_POINTS)
        .map((call) => new URL(call.url, 'http://shop').searchParams.get('zipcode')),
    ).toEqual(['69003']);
    expect(server.callsTo(PAID_ORDER)).toEqual([]);
  });

  it('searches near the account’s postal code when the order has no address yet', async () => {
    const noAddress = orderDocument({ state: 'delivery' });
    noAddress.data.relationships!['shipping_address'] = { data: null };
    noAddress.included = noAddress.included!.filter((resource) => resource.type !== 'address');
    const { server } = renderStep(
      PickupRoute,
      'pickup',
      { ...pickupRates, [PICKUP_POINTS]: { body: pickupPoints } },
      noAddress,
    );
    expect(await screen.findByDisplayValue('75011')).toBeOnTheScreen();
    await screen.findByTestId('pickup-point-PP2');
    expect(server.callsTo(PICKUP_POINTS)[0]?.url).toContain('75011');
  });

  it('shows its skeleton while the points near the account’s postal code are asked', async () => {
    renderPickup({ [PICKUP_POINTS]: notAnswered });
    expect(await screen.findByDisplayValue('75011')).toBeOnTheScreen();
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
  });

  it('says when no point is near, and refuses a postal code that is not one', async () => {
    const { server } = renderPickup({ [PICKUP_POINTS]: { body: { data: [] } } });
    expect(await screen.findByText(/Aucun point relais près de ce code postal/)).toBeOnTheScreen();
    fireEvent.changeText(screen.getByTestId('pickup-zipcode'), '750');
    fireEvent.press(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(errorText('postal_code_invalid').content)).toBeOnTheScreen();
    // Corsica and overseas are not delivered: said under the field, not searched.
    for (const outside of ['20000', '97400']) {
      fireEvent.changeText(screen.getByTestId('pickup-zipcode'), outside);
      fireEvent.press(screen.getByRole('button', { name: 'Rechercher' }));
      expect(await screen.findByText(errorText('address_outside_delivery_zone').content)).toBeOnTheScreen();
    }
    expect(server.callsTo(PICKUP_POINTS)).toHaveLength(1);
  });

  it('says under the field a postal code no commune has, and lists the points of the next one', async () => {
    let calls = 0;
    const unknownCode = {
      status: 400,
      body: { error: errorText('postal_code_unknown').content, code: 'postal_code_unknown' },
    };
    const { server } = renderPickup({
      [PICKUP_POINTS]: () => (calls++ === 1 ? unknownCode : { body: pickupPoints }),
    });
    expect(await screen.findByTestId('pickup-point-PP2')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByTestId('pickup-zipcode'), '12345');
    fireEvent.press(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Aucune commune n’a ce code postal. Vérifiez-le.')).toBeOnTheScreen();
    // Neither the points of the code before nor a failed page.
    expect(screen.queryByTestId('pickup-point-PP2')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    fireEvent.changeText(screen.getByTestId('pickup-zipcode'), '75012');
    fireEvent.press(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('pickup-point-PP2')).toBeOnTheScreen();
    expect(screen.queryByText('Aucune commune n’a ce code postal. Vérifiez-le.')).toBeNull();
    expect(server.callsTo(PICKUP_POINTS).map((call) => call.url)).toEqual([
      expect.stringContaining('zipcode=75011'),
      expect.stringContaining('zipcode=12345'),
      expect.stringContaining('zipcode=75012'),
    ]);
  });

  it('says the phone is offline, then shows a chosen point’s hours, saves it and goes on to the summary', async () => {
    const { server } = renderPickup({
      [PICKUP_POINTS]: failingOnce({ body: pickupPoints }),
      [CHECKOUT]: { body: orderDocument({ state: 'delivery' }) },
      [NEXT]: { body: orderDocument({ state: 'payment' }) },
    });
    await offlineThenRetry();
    expect(await screen.findByTestId('pickup-point-PP1')).toHaveTextContent(/40 rue Oberkampf.*0,4\skm/);
    fireEvent.press(screen.getByRole('radio', { name: 'Choisir Épicerie Oberkampf' }));
    expect(screen.getByTestId('pickup-hours')).toHaveTextContent(/samedi/);
    fireEvent.press(screen.getByTestId('pickup-submit'));
    await waitFor(() => expectPushed('summary'));
    expect(server.callsTo(CHECKOUT)[0]?.body).toEqual({
      order: {
        shipments_attributes: [{ id: 'H1', selected_shipping_rate_id: 'R2' }],
        chosen_pickup_point_attributes: {
          provider_name: 'mondial_relay',
          provider_point_id: '075011-A',
          address_attributes: {
            company: 'Épicerie Oberkampf',
            country_id: 'FR',
            address1: '40 rue Oberkampf',
            zipcode: '75011',
            city: 'Paris',
          },
        },
      },
    });
    expectPushed('summary');
  });
});

describe(`step 4, the summary on ${Platform.OS} (no empty state: an order has lines)`, () => {
  const restored: FakeAnswer = { body: orderDocument({ state: 'payment' }) };

  it('shows its skeleton while the order is priced again', async () => {
    renderStep(SummaryRoute, 'summary', { [CART]: inTurn(restored, notAnswered()) });
    expect(await screen.findByText('Vérifiez votre commande')).toBeOnTheScreen();
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
  });

  it('shows the error with « Réessayer » when the order cannot be priced', async () => {
    renderStep(SummaryRoute, 'summary', { [CART]: inTurn(restored, serverError) });
    await expectServerError();
  });

  it('says an order paid meanwhile is paid, with the way to it (the back button after paying)', async () => {
    renderStep(SummaryRoute, 'summary', {
      [CART]: inTurn(restored, { status: 404, body: { error: 'Introuvable', code: 'not_found' } }),
      [PAID_ORDER]: { body: paidOrderDocument() },
    });
    expect(await screen.findByTestId('order-already-paid')).toHaveTextContent(/déjà payée/);
    expect(screen.getByText('Voir ma commande')).toHaveProp(
      'accessibilityHint',
      `/my-account/orders/${ORDER_NUMBER}`,
    );
    expect(screen.queryByText('Page introuvable')).toBeNull();
  });

  it('says the prices changed since the step before, as the cart would, when the products cost more now', async () => {
    const before = orderDocument({ state: 'payment' });
    const itemTotal = Number(before.data.attributes.item_total);
    const repriced: FakeAnswer = {
      body: orderDocument({ state: 'payment', item_total: (itemTotal + 1).toFixed(2) }),
    };
    renderStep(SummaryRoute, 'summary', { [CART]: inTurn({ body: before }, repriced) });
    expect(await screen.findByTestId('checkout-prices-changed')).toHaveTextContent(
      /Prix modifiés.*vérifiez le nouveau total avant de payer/,
    );
  });

  it('says before the card step that less than 1 € to pay cannot be validated, and goes no further', async () => {
    const nothingToPay = orderDocument({
      state: 'payment',
      total: '0.00',
      order_total_after_store_credit: '0.00',
    });
    renderStep(SummaryRoute, 'summary', { [CART]: { body: nothingToPay } });
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      /Montant insuffisant.*au moins 1 euro à payer/,
    );
    expect(screen.getByTestId('summary-pay')).toBeDisabled();
  });

  it('says nothing of prices when they are as the step before left them', async () => {
    renderStep(SummaryRoute, 'summary', { [CART]: restored });
    expect(await screen.findByTestId('order-total')).toBeOnTheScreen();
    expect(screen.queryByTestId('checkout-prices-changed')).toBeNull();
  });

  it('shows the lines, the slot, the address and the total to pay, then goes on to payment', async () => {
    renderStep(SummaryRoute, 'summary', { [CART]: restored });
    expect(await screen.findByTestId('order-total')).toHaveTextContent(money('26,90'));
    const lines = screen.getByTestId('order-lines');
    expect(within(lines).getByText('Miel de lavande')).toBeOnTheScreen();
    expect(within(lines).getByText(/^2 × 8,90\s€$/)).toBeOnTheScreen();
    expect(screen.getByTestId('order-slot')).toHaveTextContent(/^Le \S+ 2 décembre, 11 h – 13 h$/);
    expect(screen.getByTestId('order-address')).toHaveTextContent(/3 rue Oberkampf.*75011 Paris/);
    // What the courier will read, so the customer knows it was kept.
    expect(screen.getByTestId('order-delivery-instructions')).toHaveTextContent('Instructions : Code 4B12');
    expect(screen.getByText('Total à payer')).toBeOnTheScreen();
    // Said before paying, not learnt after: until when the order may be changed or cancelled.
    expect(screen.getByTestId('summary-changeable')).toHaveTextContent(
      /^Vous pourrez modifier ou annuler cette commande jusqu’au \S+ 1(er)? décembre à 21 h\.$/,
    );
    fireEvent.press(screen.getByTestId('summary-pay'));
    expectPushed('payment');
    fireEvent.press(screen.getByRole('button', { name: 'Modifier la livraison' }));
    expectPushed('shipping');
  });
});

describe(`the steps after delivery, once the basket changed, on ${Platform.OS}`, () => {
  // Spree rebuilds the shipment when the basket changes during checkout: the method and slot are gone.
  const dropped: FakeAnswer = {
    body: orderDocument({ state: 'address', shipping_method_code: null, delivery_slot: null }),
  };

  it.each([
    ['summary', SummaryRoute],
    ['payment', PaymentRoute],
  ] as const)('%s sends back to the shipping step, which says why', async (step, Route) => {
    const { store } = renderStep(Route, step, {
      [CART]: dropped,
      'GET /api/payments/config': {
        body: {
          provider: 'sandbox',
          publishable_key: 'pk_test_sandbox',
          apple_pay_merchant_id: null,
          country: 'FR',
        },
      },
      'GET /api/v2/storefront/checkout/payment_methods': { body: { data: [] } },
      'GET /api/v2/storefront/account/credit_cards': { body: { data: [] } },
      'GET /api/bff/page': { body: termsOfSale },
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`${STEPS}/shipping`));
    expect(store.getState().order).toMatchObject({ isDeliveryDropped: true, shippingMethodSelected: null });
    expect(screen.queryByTestId('order-total')).toBeNull();
  });

  it('shows the shipping step’s notice until a method is chosen again', async () => {
    const { store } = renderStep(ShippingRoute, 'shipping', { [RATES]: { body: shippingRates() } });
    expect(await screen.findByTestId('shipping-bag')).toBeOnTheScreen();
    expect(screen.queryByTestId('delivery-dropped')).toBeNull();
    act(() => {
      store.dispatch(orderSlice.actions.deliveryDropped());
    });
    expect(await screen.findByTestId('delivery-dropped')).toHaveTextContent(
      /Votre panier ou votre adresse a changé/,
    );
  });
});

describe(`step 5, the payment on ${Platform.OS} (no empty state: the shop always offers the card)`, () => {
  const sandbox = {
    provider: 'sandbox',
    publishable_key: 'pk_test_sandbox',
    apple_pay_merchant_id: null,
    country: 'FR',
  };
  const method = (id: string, code: string) => ({
    id,
    type: 'payment_method',
    attributes: { type: code, name: code, description: '', preferences: {}, public_metadata: { code } },
  });
  const paymentRoutes: FakeRoutes = {
    [CART]: { body: orderDocument({ state: 'payment' }) },
    'GET /api/payments/config': { body: sandbox },
    'GET /api/v2/storefront/checkout/payment_methods': {
      body: { data: [method('1', 'credit_card'), method('2', 'apple_pay'), method('3', 'google_pay')] },
    },
    'GET /api/v2/storefront/account/credit_cards': { body: { data: [] } },
    'GET /api/bff/page': { body: termsOfSale },
  };

  it('shows its skeleton while the payment is prepared', async () => {
    renderStep(PaymentRoute, 'payment', { ...paymentRoutes, 'GET /api/payments/config': notAnswered });
    expect(await screen.findByText('Paiement sécurisé')).toBeOnTheScreen();
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
  });

  it('says the payment is unavailable when its config fails', async () => {
    renderStep(PaymentRoute, 'payment', { ...paymentRoutes, 'GET /api/payments/config': serverError });
    expect(await screen.findByTestId('payment-config-error')).toHaveTextContent(/Paiement indisponible/);
  });

  it('offers this phone’s wallet, pays by card and opens the confirmation', async () => {
    const { server } = renderStep(PaymentRoute, 'payment', {
      ...paymentRoutes,
      'POST /v1/payment_methods': {
        body: {
          id: 'pm_card',
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2039, wallet: null },
          billing_details: { name: 'Léa Durand' },
        },
      },
      'POST /api/v2/storefront/checkout/create_payment': { body: orderDocument({ state: 'payment' }) },
      [CHECKOUT]: { body: orderDocument({ state: 'payment' }) },
      'PATCH /api/v2/storefront/checkout/complete': { body: paidOrderDocument() },
    });
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent(money('26,90'));
    const [wallet, other] = Platform.OS === 'ios' ? ['Apple Pay', 'Google Pay'] : ['Google Pay', 'Apple Pay'];
    expect(screen.getByRole('button', { name: `Payer avec ${wallet}` })).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: `Payer avec ${other}` })).toBeNull();
    await acceptTerms();
    fireEvent.changeText(screen.getByLabelText('Titulaire de la carte'), 'Léa Durand');
    fireEvent.changeText(screen.getByLabelText('Numéro de carte'), '4242 4242 4242 4242');
    fireEvent.changeText(screen.getByLabelText('Expiration (MM/AA)'), '1239');
    fireEvent.changeText(screen.getByLabelText('Cryptogramme'), '123');
    fireEvent.press(screen.getByRole('button', { name: /^Payer 26,90/ }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`${STEPS}/confirmation`));
    expect(server.callsTo('POST /api/v2/storefront/checkout/create_payment')[0]?.body).toMatchObject({
      payment_method_id: '1',
      source_attributes: { gateway_payment_profile_id: 'pm_card', last_digits: '4242' },
    });
    expect(router.replace).toHaveBeenCalledWith(`${STEPS}/confirmation`);
  });

  /** Pays by card, the completion refused with `code`. */
  async function payRefused(code: string, status: number) {
    renderStep(PaymentRoute, 'payment', {
      ...paymentRoutes,
      'POST /v1/payment_methods': {
        body: {
          id: 'pm_card',
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2039, wallet: null },
          billing_details: { name: 'Léa Durand' },
        },
      },
      'POST /api/v2/storefront/checkout/create_payment': { body: orderDocument({ state: 'payment' }) },
      [CHECKOUT]: { body: orderDocument({ state: 'payment' }) },
      'PATCH /api/v2/storefront/checkout/complete': {
        status,
        body: { error: errorText(code).content, code },
      },
    });
    await screen.findByTestId('payment-amount');
    await acceptTerms();
    fireEvent.changeText(screen.getByLabelText('Titulaire de la carte'), 'Léa Durand');
    fireEvent.changeText(screen.getByLabelText('Numéro de carte'), '4242 4242 4242 4242');
    fireEvent.changeText(screen.getByLabelText('Expiration (MM/AA)'), '1239');
    fireEvent.changeText(screen.getByLabelText('Cryptogramme'), '123');
    fireEvent.press(screen.getByRole('button', { name: /^Payer 26,90/ }));
  }

  it('sends the customer back to the delivery when the basket changed elsewhere and its slot went', async () => {
    await payRefused('delivery_to_choose_again', 422);
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(/Livraison à choisir de nouveau/);
    fireEvent.press(screen.getByRole('button', { name: 'Choisir à nouveau la livraison' }));
    expect(router.push).toHaveBeenCalledWith(`${STEPS}/shipping`);
  });

  it.each([
    ['taken meanwhile', 'slot_full', 409, /Créneau complet/],
    ['closed by the shop meanwhile', 'slot_closed', 422, /Créneau fermé/],
  ])('sends the customer to another slot when theirs was %s', async (_case, code, status, title) => {
    await payRefused(code, status);
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(title);
    fireEvent.press(screen.getByRole('button', { name: 'Choisir un autre créneau' }));
    expect(router.push).toHaveBeenCalledWith(`${STEPS}/timeslot`);
  });
});

describe(`after payment, the confirmation on ${Platform.OS} (no empty state)`, () => {
  it('thanks the customer at once, and shows a skeleton while the delivery is asked', async () => {
    renderPaidStep(ConfirmationRoute, 'confirmation', { [ORDER_STATUS]: notAnswered });
    expect(await screen.findByTestId('confirmation-message')).toHaveTextContent(
      `Votre commande n° ${ORDER_NUMBER} est confirmée.`,
    );
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
  });

  it('says how a pickup order arrives', async () => {
    renderPaidStep(ConfirmationRoute, 'confirmation', { [ORDER_STATUS]: { body: pickupOrderDocument() } });
    expect(await screen.findByTestId('confirmation-delivery')).toHaveTextContent(
      /Retrait en point relais.*Point relais Épicerie Oberkampf, 40 rue Oberkampf, 75011 Paris/,
    );
  });

  it('says the phone is offline, then the slot and the e-mail, then opens the recap', async () => {
    renderPaidStep(ConfirmationRoute, 'confirmation', {
      [ORDER_STATUS]: failingOnce({ body: paidOrderDocument() }),
    });
    await offlineThenRetry();
    expect(await screen.findByTestId('confirmation-delivery')).toHaveTextContent(
      /Livraison à vélo.*2 décembre, 11 h – 13 h/,
    );
    expect(screen.getByText('Un e-mail de confirmation part à lea@example.fr.')).toBeOnTheScreen();
    // The amount « Payer » held, as the order's total says it.
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('Total à prélever26,90\u00a0€');
    expect(screen.getByTestId('see-order')).toHaveProp(
      'accessibilityHint',
      `/my-account/orders/${ORDER_NUMBER}`,
    );
    fireEvent.press(screen.getByTestId('confirmation-recap'));
    expectPushed('recap');
  });
});

describe(`after payment, the recap on ${Platform.OS} (no empty state)`, () => {
  it('shows a skeleton while the paid order is asked', async () => {
    renderPaidStep(RecapRoute, 'recap', { [ORDER_STATUS]: notAnswered });
    expect(await screen.findByText(`Votre commande n° ${ORDER_NUMBER}`)).toBeOnTheScreen();
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
  });

  it('says the phone is offline, then shows what the card holds and offers the newsletter to a customer not opted in', async () => {
    renderPaidStep(RecapRoute, 'recap', { [ORDER_STATUS]: failingOnce({ body: paidOrderDocument() }) });
    await offlineThenRetry();
    expect(await screen.findByTestId('order-total')).toHaveTextContent(money('26,90'));
    expect(screen.getByText('Total à prélever')).toBeOnTheScreen();
    expect(screen.getByTestId('order-charge-note')).toBeOnTheScreen();
    await waitFor(() => expect(screen.getByTestId('recap-continue')).toBeEnabled());
    fireEvent.press(screen.getByTestId('recap-continue'));
    expectPushed('newsletter-optin');
  });

  it('ends the checkout for a customer already opted in', async () => {
    renderPaidStep(RecapRoute, 'recap', {
      [ORDER_STATUS]: { body: paidOrderDocument() },
      [ME]: { body: { ...account, newsletter: 'weekly', newsletterOptedIn: true } },
    });
    await screen.findByTestId('order-total');
    await waitFor(() => expect(screen.getByTestId('recap-continue')).toBeEnabled());
    fireEvent.press(screen.getByTestId('recap-continue'));
    expectPushed('all-done');
  });
});

describe(`after payment, the newsletter on ${Platform.OS} (nothing to load: no loading or empty state)`, () => {
  it('says an order it cannot find is no longer in progress', async () => {
    renderStep(NewsletterOptinRoute, 'newsletter-optin', {
      [PAID_ORDER]: { status: 404, body: { error: 'Commande introuvable', code: 'not_found' } },
    });
    expect(await screen.findByTestId('order-missing')).toBeOnTheScreen();
  });

  it('shows why the choice was not saved, and stays', async () => {
    renderPaidStep(NewsletterOptinRoute, 'newsletter-optin', { 'PATCH /api/users/me': serverError });
    fireEvent.press(await screen.findByTestId('newsletter-accept'));
    expect(await screen.findByTestId('checkout-error')).toBeOnTheScreen();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('saves « chaque semaine » on the account, then ends the checkout', async () => {
    const { server } = renderPaidStep(NewsletterOptinRoute, 'newsletter-optin', {
      'PATCH /api/users/me': { body: { ...account, newsletter: 'weekly', newsletterOptedIn: true } },
    });
    expect(await screen.findByText('Des nouvelles de la ferme ?')).toBeOnTheScreen();
    fireEvent.press(screen.getByTestId('newsletter-accept'));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`${STEPS}/all-done`));
    expect(server.callsTo('PATCH /api/users/me')[0]?.body).toEqual({ newsletter: 'weekly' });
    expect(router.replace).toHaveBeenCalledWith(`${STEPS}/all-done`);
  });
});

describe(`the end of the checkout (all-done) on ${Platform.OS} (no empty state)`, () => {
  it('shows a skeleton while the paid order is restored', async () => {
    renderStep(AllDoneRoute, 'all-done', { [PAID_ORDER]: notAnswered });
    expect(screen.getByTestId('checkout-skeleton')).toBeOnTheScreen();
  });

  it('says an order it cannot find is no longer in progress', async () => {
    renderStep(AllDoneRoute, 'all-done', { [PAID_ORDER]: serverError });
    expect(await screen.findByTestId('order-missing')).toBeOnTheScreen();
  });

  it('offers a phone never asked the order’s notifications, and goes back home', async () => {
    renderPaidStep(AllDoneRoute, 'all-done');
    expect(await screen.findByText('À très bientôt !')).toBeOnTheScreen();
    expect(await screen.findByTestId('push-prompt')).toBeOnTheScreen();
    fireEvent.press(screen.getByTestId('all-done-home'));
    expect(router.replace).toHaveBeenCalledWith('/');
  });
});
