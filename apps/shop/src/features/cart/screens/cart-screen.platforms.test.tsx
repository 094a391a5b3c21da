/**
 * The cart on iOS and Android (issue 19: native screens rendered, not only compiled): a line with
 * its name and price from the catalogue, « + » and « − » through the domain's rules, removal, and
 * the empty cart's way back to the shelves; the gifts and the delivery as the server prices them
 * (issue 36), and a new server cart once the cart starts again.
 */
import type { AvailabilityResponse, ProductTile } from '@sillon/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react-native';
import { Platform, Text } from 'react-native';
import { Provider } from 'react-redux';
import { referralCodeAdded, voucherChosen } from '@/features/account';
import { authSlice } from '@/features/auth';
import { shopApi } from '@/lib/api';
import { silentReporter, type ErrorReporter } from '@/store/error-reporting';
import { createStore, type AppStore } from '@/store/store';
import { silentTracker } from '@/store/tracking';
import { accountPromotions, referralVoucher } from '@/testing/account-promotions';
import { fakeServer, type FakeRoutes } from '@/testing/fake-server';
import { Image } from 'expo-image';
import {
  cartHydrated,
  cartReinitialized,
  preloadedPromotionApplied,
  productAdded,
  productRemoved,
} from '../state/cart-slice';
import { CartScreen } from './cart-screen';
import { honey as catalogueHoney } from '@/testing/fixtures/catalog';

jest.mock('expo-router', () => ({ Link: ({ children }: { children: unknown }) => children }));
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

/** The catalogue's honey, at most 2 pots an order here. */
const honey: ProductTile = { ...catalogueHoney, maxOrderable: 2 };

/** A customer referred by Camille, before the first order: the account lists her code. */
const referredAccount = accountPromotions({ promotions: [referralVoucher] });

/** The checkout server's price of the honey line (what the cart screen reads of it). */
const quoted = {
  data: {
    id: 'R123456789',
    type: 'cart',
    attributes: {
      subtotals: [],
      total: '8.90',
      order_total_after_store_credit: '8.90',
      offered_value: '0.00',
      gifts: [],
      coupon: null,
      delivery_estimate: null,
    },
  },
};

/** A gift of the welcome promotion and the shop's first orders' gift, with their photos. */
const chocolate: ProductTile = {
  ...honey,
  id: '7a2d3c4e-2222-4333-8444-555566667777',
  documentId: 'choc123def456',
  reference: 'chocolat-noir',
  slug: 'chocolat-noir',
  path: '/pp/chocolat-noir-choc123def456',
  displayName: 'Chocolat noir 70 %',
  priceCents: 450,
  photo: { url: '/images/products/chocolat-noir', width: 800, height: 800, alt: 'Chocolat noir' },
};
const infusion: ProductTile = {
  ...honey,
  id: '8b3e4d5f-3333-4444-8555-666677778888',
  documentId: 'inf123def456',
  reference: 'infusion-du-soir',
  slug: 'infusion-du-soir',
  path: '/pp/infusion-du-soir-inf123def456',
  displayName: 'Infusion du soir',
  priceCents: 590,
  photo: { url: '/images/products/infusion-du-soir', width: 800, height: 800, alt: 'Infusion du soir' },
};

const quotedGift = (variantId: string, promotionId: string, offeredValue: string) => ({
  variant_id: variantId,
  promotion_id: promotionId,
  quantity: 1,
  active: true,
  available: true,
  minimum_unlockable_amount: '0.00',
  missing_amount: '0.00',
  offered_value: offeredValue,
});

/** A second order's quote: the gifts offered (10,40 €), delivery not chosen yet, from 12 €. */
const quotedWithGifts = {
  data: {
    id: 'R123456789',
    type: 'cart',
    attributes: {
      subtotals: [
        { code: 'items', label: 'Sous-total', amount: '8.90', display_amount: '8,90 €' },
        { code: 'vat_550', label: 'Dont TVA 5,5 %', amount: '0.46', display_amount: '0,46 €' },
      ],
      total: '8.90',
      order_total_after_store_credit: '8.90',
      offered_value: '10.40',
      gifts: [
        quotedGift(chocolate.id, 'bienvenue-cadeaux', '4.50'),
        quotedGift(infusion.id, 'cadeau-premieres-commandes', '5.90'),
      ],
      coupon: null,
      delivery_estimate: {
        price_from: '12.00',
        display_price_from: '12,00 €',
        offered: false,
        label: 'à partir de 12,00 €',
        explain: 'Livraison à moitié prix dès 50,00 € d’achats, offerte dès 80,00 €',
      },
    },
  },
};

/** A quote where a code takes the whole basket off, delivery as given. */
const worthEverything = (delivery: object) => ({
  data: {
    ...quoted.data,
    attributes: {
      ...quoted.data.attributes,
      total: '0.00',
      order_total_after_store_credit: '0.00',
      coupon: { code: 'TOUTOFFERT', applied: true, failure_code: null, failure_message: null },
      delivery_estimate: delivery,
    },
  },
});

/** A customer's account without vouchers (the cart lists them for a customer). */
const noVouchers = {
  'GET /api/v2/storefront/account/vouchers': { body: accountPromotions({ promotions: [] }) },
};

const customerSession = {
  userId: 'customer-1',
  userToken: 'token',
  isNew: false,
  expiresInSeconds: 900,
  status: 'authenticated' as const,
};

let store: ReturnType<typeof createStore> | undefined;
let unmount: (() => void) | undefined;

const unchanged = { [honey.id]: { available: true, public_price: 8.9 } };

/** The cart with a honey line at 8,90 €; the availability call answers `availability` (or fails). */
/** The quantity of the basket's first line, as the cart sends it to the server (`set_items`). */
const firstLineQuantity = (call: { body: unknown }) =>
  (call.body as { line_items_attributes: { quantity: number }[] }).line_items_attributes[0]?.quantity ?? 0;

function renderCart(
  availability: AvailabilityResponse = unchanged,
  options: {
    reporter?: ErrorReporter;
    failedAvailability?: () => Promise<Response>;
    /** Other calls' answers, and what happened before the cart opens (a session, a code). */
    routes?: FakeRoutes;
    before?: (store: AppStore) => void;
    /** false: the device's saved cart is not read back yet (always so on the server). */
    savedCartRead?: boolean;
  } = {},
) {
  const { reporter = silentReporter, failedAvailability } = options;
  fakeServer({
    'GET /api/bff/catalog/products': { body: { products: [honey] } },
    'GET /api/catalog/products/availability': { body: availability },
    ...options.routes,
  });
  if (failedAvailability) {
    const answer = global.fetch;
    global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.includes('/products/availability') ? failedAvailability() : answer(input, init);
    }) as typeof fetch;
  }
  const cart = createStore({ reporter, tracker: silentTracker });
  store = cart;
  // No session unless a test starts one: as when it could not start (nothing asks the server's cart).
  cart.dispatch(authSlice.actions.sessionStartFailed());
  if (options.savedCartRead !== false) cart.dispatch(cartHydrated(null));
  cart.dispatch(productAdded({ product: { id: honey.id, priceCents: 890, maxOrderable: 2 } }));
  options.before?.(cart);
  ({ unmount } = render(
    <Provider store={cart}>
      <CartScreen orderButton={() => <Text>Commander</Text>} />
    </Provider>,
  ));
  return cart;
}

/**
 * The cart of a signed-in customer whose account saved Camille's referral code, which the cart
 * selected: a coupon or referrer call would be refused, and is counted.
 */
function renderReferredCart() {
  const couponCalls = jest.fn(() => ({
    status: 404,
    body: { error: 'Code inconnu', code: 'voucher_invalid' },
  }));
  const referrerCalls = jest.fn(() => ({ status: 409, body: { code: 'referrer_already_set' } }));
  renderCart(unchanged, {
    routes: {
      'GET /api/v2/storefront/account/vouchers': { body: referredAccount },
      'PUT /api/v2/storefront/cart/set_items': { body: quoted },
      'PATCH /api/v2/storefront/cart/apply_coupon_code': couponCalls,
      'POST /api/v2/storefront/account/set_referrer': referrerCalls,
    },
    before: (cart) => {
      cart.dispatch(
        authSlice.actions.sessionStarted({
          userId: referredAccount.data.id,
          userToken: 'token',
          isNew: false,
          expiresInSeconds: 900,
          status: 'authenticated',
        }),
      );
      cart.dispatch(referralCodeAdded('camille-7kq2m'));
    },
  });
  return { couponCalls, referrerCalls };
}

afterEach(async () => {
  unmount?.();
  store?.dispatch(shopApi.util.resetApiState());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
});

describe(`the cart on ${Platform.OS}`, () => {
  it('shows the line with the catalogue’s name and its total, and follows « + » up to the cap', async () => {
    const cart = renderCart();
    expect(await screen.findByText('Miel de lavande')).toBeOnTheScreen();
    expect(screen.getAllByText(/8,90\s€/).length).toBeGreaterThan(0);
    // One unit: its price alone.
    expect(screen.queryByTestId('cart-line-unit-price')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' }));
    expect(cart.getState().cart.products[0]!.quantity).toBe(2);
    expect(screen.getAllByText(/17,80\s€/).length).toBeGreaterThan(0);
    // Several: how the line's total is made.
    expect(screen.getByTestId('cart-line-unit-price')).toHaveTextContent(/^2 × 8,90\s€$/);
    // « − » down to none takes the line out, as on the tiles (spec §4).
    const decrease = screen.getByRole('button', { name: 'Retirer une unité de Miel de lavande' });
    fireEvent.press(decrease);
    fireEvent.press(decrease);
    expect(cart.getState().cart.products).toEqual([]);
  });

  it('stops « + » at the stock left when it comes before the cap, and says so', async () => {
    const cart = renderCart({ [honey.id]: { available: true, public_price: 8.9, stock_left: 1 } });
    expect(await screen.findByText('Il en reste 1')).toBeOnTheScreen();
    const increase = screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' });
    expect(increase).toBeDisabled();
    fireEvent.press(increase);
    expect(cart.getState().cart.products[0]!.quantity).toBe(1);
  });

  it('names a retail line by its product in its own unit, and counts both formats against one stock', async () => {
    const pot = {
      id: '7a2d3c4e-2222-4333-8444-555566667777',
      unitLabel: '250 g',
      priceCents: 390,
      unitPrice: null,
    };
    fakeServer({
      'GET /api/bff/catalog/products': {
        body: { products: [{ ...honey, maxOrderable: null, retail: pot }] },
      },
      'GET /api/catalog/products/availability': {
        body: {
          [honey.id]: { available: true, public_price: 8.9, stock_left: 2 },
          [pot.id]: { available: true, public_price: 3.9, stock_left: 2 },
        },
      },
    });
    const cart = createStore({ reporter: silentReporter, tracker: silentTracker });
    store = cart;
    cart.dispatch(authSlice.actions.sessionStartFailed());
    cart.dispatch(cartHydrated(null));
    cart.dispatch(productAdded({ product: { id: honey.id, priceCents: 890, maxOrderable: null } }));
    cart.dispatch(productAdded({ product: { id: pot.id, priceCents: 390, maxOrderable: null } }));
    ({ unmount } = render(
      <Provider store={cart}>
        <CartScreen orderButton={() => <Text>Commander</Text>} />
      </Provider>,
    ));
    const potLine = await screen.findByTestId(`cart-line-${honey.reference}-retail`);
    expect(within(potLine).getByText('Miel de lavande')).toBeOnTheScreen();
    expect(within(potLine).getByText('250 g')).toBeOnTheScreen();
    // Two left in all, one in each line: neither « + » adds.
    for (const increase of screen.getAllByRole('button', { name: 'Ajouter une unité de Miel de lavande' })) {
      expect(increase).toBeDisabled();
    }
    expect(screen.getAllByText('Il en reste 1')).toHaveLength(2);
  });

  it('shows a placeholder, never « vide », until the saved cart is read back, then its lines', async () => {
    const cart = renderCart(unchanged, { savedCartRead: false });
    // Hidden from screen readers, like every skeleton.
    expect(screen.getByTestId('screen-skeleton', { includeHiddenElements: true })).toBeOnTheScreen();
    expect(screen.queryByText(/^Votre panier est vide\./)).toBeNull();
    expect(screen.queryByText('Miel de lavande')).toBeNull();
    act(() => {
      cart.dispatch(cartHydrated(null));
    });
    expect(await screen.findByText('Miel de lavande')).toBeOnTheScreen();
    expect(screen.queryByTestId('screen-skeleton', { includeHiddenElements: true })).toBeNull();
  });

  it('keeps the placeholder until the server priced the basket, then shows each line whole', async () => {
    let priceNow: () => void = () => undefined;
    const priced = new Promise<void>((resolve) => (priceNow = resolve));
    const withPreference = {
      ...quoted,
      included: [
        {
          id: '41',
          type: 'line_item',
          attributes: {
            name: 'Miel de lavande',
            public_metadata: { gift: false, substitution: { kind: 'similar' } },
          },
          relationships: { variant: { data: { id: honey.id, type: 'variant' } } },
        },
      ],
    };
    renderCart(unchanged, {
      routes: {
        ...noVouchers,
        'PUT /api/v2/storefront/cart/set_items': async () => {
          await priced;
          return { body: withPreference };
        },
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByTestId('screen-skeleton', { includeHiddenElements: true })).toBeOnTheScreen();
    expect(screen.queryByText('Miel de lavande')).toBeNull();
    act(() => priceNow());
    expect(await screen.findByText('Miel de lavande')).toBeOnTheScreen();
    // « Si ce produit manque » comes with the line, not under it later.
    expect(screen.getByTestId(`cart-substitution-${honey.id}-similar`)).toHaveProp('aria-pressed', true);
  });

  it('shows the lines once the session could not start (no network), without waiting for the server', async () => {
    const cart = renderCart(unchanged, {
      before: (store) => store.dispatch(authSlice.actions.sessionLoading()),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('Miel de lavande')).toBeNull();
    act(() => {
      cart.dispatch(authSlice.actions.sessionStartFailed());
    });
    expect(await screen.findByText('Miel de lavande')).toBeOnTheScreen();
  });

  it('removes the line and says the cart is empty', async () => {
    const cart = renderCart();
    await screen.findByText('Miel de lavande');
    fireEvent.press(screen.getByRole('button', { name: 'Retirer Miel de lavande du panier' }));
    expect(cart.getState().cart.products).toEqual([]);
    expect(screen.getByText(/^Votre panier est vide\./)).toBeOnTheScreen();
  });

  it('closes the unavailable products alert on « Je les retire moi-même », keeping the lines marked', async () => {
    const cart = renderCart({ [honey.id]: { available: false, public_price: 8.9 } });
    const alert = await screen.findByTestId('unavailable-alert');
    fireEvent.press(within(alert).getByRole('button', { name: 'Je les retire moi-même' }));
    expect(screen.queryByTestId('unavailable-alert')).toBeNull();
    expect(cart.getState().cart.unavailableProductIds).toEqual([]);
    expect(cart.getState().cart.products).toEqual([
      expect.objectContaining({ id: honey.id, available: false }),
    ]);
    expect(screen.getByText('Miel de lavande')).toBeOnTheScreen();
    // A product no longer sold takes no more units; « − » still takes it out.
    expect(screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retirer Miel de lavande du panier' })).toBeEnabled();
  });

  it('removes the products whose price changed on the price change alert’s « Retirer »', async () => {
    const cart = renderCart({ [honey.id]: { available: true, public_price: 9.5 } });
    const alert = await screen.findByTestId('price-change-alert');
    expect(within(alert).getByText(/8,90\s€ → 9,50\s€/)).toBeOnTheScreen();
    fireEvent.press(within(alert).getByRole('button', { name: 'Retirer ces produits' }));
    expect(cart.getState().cart.products).toEqual([]);
    expect(cart.getState().cart.priceChanges).toEqual([]);
    expect(screen.queryByTestId('price-change-alert')).toBeNull();
    expect(screen.getByText(/^Votre panier est vide\./)).toBeOnTheScreen();
  });

  it.each([
    ['fails', () => Promise.reject(new TypeError('Network request failed'))],
    ['answers unreadable JSON', () => Promise.resolve(new Response('<html>403</html>', { status: 200 }))],
  ])(
    'reports the availability call that %s as availability_unauthorized, keeps the prices and shows nothing',
    async (_case, answer) => {
      const report = jest.fn();
      const cart = renderCart(unchanged, {
        reporter: { ...silentReporter, report },
        failedAvailability: answer,
      });
      await screen.findByText('Miel de lavande');
      await waitFor(() =>
        expect(report).toHaveBeenCalledWith(
          expect.objectContaining({
            action: 'shopApi/availability',
            error: expect.objectContaining({ error: 'availability_unauthorized' }),
          }),
        ),
      );
      expect(cart.getState().cart.products).toEqual([
        expect.objectContaining({ id: honey.id, priceCents: 890, available: true }),
      ]);
      expect(screen.queryByTestId('price-change-alert')).toBeNull();
      expect(screen.queryByTestId('unavailable-alert')).toBeNull();
      expect(screen.queryByText(/Disponibilités inaccessibles/)).toBeNull();
    },
  );

  it('shows the gifts’ value once, apart from the amounts charged, each gift with its photo', async () => {
    renderCart(
      {
        ...unchanged,
        [chocolate.id]: { available: true, public_price: 4.5 },
      },
      {
        routes: {
          ...noVouchers,
          'GET /api/bff/catalog/products': { body: { products: [honey, chocolate, infusion] } },
          'PUT /api/v2/storefront/cart/set_items': { body: quotedWithGifts },
        },
        before: (cart) => {
          cart.dispatch(authSlice.actions.sessionStarted(customerSession));
          cart.dispatch(
            preloadedPromotionApplied({
              id: 'bienvenue-cadeaux',
              version: '1',
              title: 'Vos cadeaux de bienvenue',
              subtitle: '',
              items: [
                {
                  id: chocolate.id,
                  quantity: 1,
                  isGift: true,
                  minimumUnlockableAmountCents: 0,
                  // The cart's price of the gift, older than the server's: the server's value shows.
                  priceCents: 400,
                  available: true,
                },
              ],
            }),
          );
        },
      },
    );
    const offered = await screen.findByTestId('offered-value');
    expect(offered).toHaveTextContent(/Offerts avec cette commande : 10,40\s€ de cadeaux/);
    expect(offered).toHaveTextContent(/Non facturés : ils ne comptent pas dans le total\./);
    // Once on the screen, and never among the amounts.
    expect(screen.getAllByText(/10,40/)).toHaveLength(1);
    const totals = screen.getByTestId('cart-totals');
    expect(within(totals).queryByText(/Cadeaux offerts|Valeur offerte/)).toBeNull();
    expect(within(screen.getByTestId(`gift-${chocolate.id}`)).getByText(/valeur 4,50\s€/)).toBeOnTheScreen();
    expect(within(screen.getByTestId('shop-gifts')).getByText(/valeur 5,90\s€/)).toBeOnTheScreen();
    const photos = screen.UNSAFE_getAllByType(Image).map((image) => String(image.props.source?.uri));
    expect(photos.filter((uri) => uri.includes('/images/products/chocolat-noir'))).toHaveLength(1);
    expect(photos.filter((uri) => uri.includes('/images/products/infusion-du-soir'))).toHaveLength(1);
  });

  it('says what delivery will cost before a method is chosen, and that the total leaves it out', async () => {
    renderCart(unchanged, {
      routes: { ...noVouchers, 'PUT /api/v2/storefront/cart/set_items': { body: quotedWithGifts } },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    const delivery = await screen.findByTestId('delivery-estimate');
    expect(delivery).toHaveTextContent(/Livraison\s*à partir de 12,00\s€/);
    expect(delivery).toHaveTextContent(/offerte dès 80,00\s€/);
    expect(screen.getByTestId('cart-totals')).not.toHaveTextContent(/Livraison\s*0,00/);
    expect(screen.getByText('Total hors livraison')).toBeOnTheScreen();
  });

  it('says a code worth the whole basket leaves less than 1 € to pay, when delivery is offered', async () => {
    const offered = { ...quotedWithGifts.data.attributes.delivery_estimate, offered: true, label: 'Offerte' };
    renderCart(unchanged, {
      routes: { ...noVouchers, 'PUT /api/v2/storefront/cart/set_items': { body: worthEverything(offered) } },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    expect(await screen.findByTestId('cart-unpayable')).toHaveTextContent(
      /Montant insuffisant.*Pour valider votre commande, vous devez avoir au moins 1 euro à payer\./,
    );
  });

  it('says nothing of the 1 € to pay while delivery is still to be added', async () => {
    const extra = quotedWithGifts.data.attributes.delivery_estimate;
    renderCart(unchanged, {
      routes: { ...noVouchers, 'PUT /api/v2/storefront/cart/set_items': { body: worthEverything(extra) } },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    await screen.findByTestId('cart-total');
    expect(screen.queryByTestId('cart-unpayable')).toBeNull();
  });

  it('opens a new server cart once the cart starts again, never sending the paid one its basket', async () => {
    const sequence: string[] = [];
    renderCart(unchanged, {
      routes: {
        ...noVouchers,
        'POST /api/v2/storefront/cart': () => {
          sequence.push('open');
          return { status: 201, body: quoted };
        },
        'PUT /api/v2/storefront/cart/set_items': () => {
          sequence.push('set_items');
          return { body: quoted };
        },
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    await screen.findByTestId('cart-total');
    expect(sequence[0]).toBe('open');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const before = sequence.length;
    // The order was paid: the cart is reinitialised (spec §4); its server cart became the order.
    act(() => {
      store!.dispatch(cartReinitialized());
    });
    // Emptied by the payment: nothing to send to the new cart.
    await waitFor(() => expect(sequence.slice(before)).toEqual(['open']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(sequence.slice(before)).toEqual(['open']);
  });

  it('says beside « Commander » what the minimum still asks, and nothing once it is reached', async () => {
    const cart = renderCart();
    expect(await screen.findByTestId('order-minimum-note')).toHaveTextContent(
      /^Commande possible dès 15,00\s€ d’achats : encore 6,10\s€\.$/,
    );
    act(() => {
      cart.dispatch(productAdded({ product: { id: honey.id, priceCents: 890, maxOrderable: 2 } }));
    });
    await waitFor(() => expect(screen.queryByTestId('order-minimum-note')).toBeNull());
  });

  it('never sends an empty cart it has not touched (another device may be checking the account’s out), and sends a cart emptied here', async () => {
    const sent: number[] = [];
    renderCart(unchanged, {
      routes: {
        ...noVouchers,
        'POST /api/v2/storefront/cart': { status: 201, body: quoted },
        'PUT /api/v2/storefront/cart/set_items': (call) => {
          sent.push((call.body as { line_items_attributes: unknown[] }).line_items_attributes.length);
          return { body: quoted };
        },
      },
      before: (cart) => {
        cart.dispatch(productRemoved(honey.id));
        cart.dispatch(authSlice.actions.sessionStarted(customerSession));
      },
    });
    expect(await screen.findByText(/^Votre panier est vide\./)).toBeOnTheScreen();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(sent).toEqual([]);
    // A product added, then removed, on this device: both baskets are sent.
    act(() => {
      store!.dispatch(productAdded({ product: { id: honey.id, priceCents: 890, maxOrderable: 2 } }));
    });
    await waitFor(() => expect(sent).toEqual([1]));
    act(() => {
      store!.dispatch(productRemoved(honey.id));
    });
    await waitFor(() => expect(sent).toEqual([1, 0]));
  });

  it('shows the referral code the account added and the cart selected, never applying it as a coupon', async () => {
    const { couponCalls, referrerCalls } = renderReferredCart();
    expect(await screen.findByTestId('voucher-notice')).toHaveTextContent(
      /^Code de parrainage CAMILLE-7KQ2M enregistré/,
    );
    await screen.findByTestId('cart-total');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(couponCalls).not.toHaveBeenCalled();
    expect(referrerCalls).not.toHaveBeenCalled();
    expect(store?.getState().cart.voucherCode).toBe('CAMILLE-7KQ2M');
    expect(screen.queryByTestId('voucher-applied')).toBeNull();
  });

  /** An account's voucher with a minimum, offered in « Mes bons ». */
  const printemps = {
    ...referralVoucher,
    id: 'voucher-printemps5',
    name: '5 € dès 30 €',
    code: 'PRINTEMPS5',
    is_referrer: false,
    referrer_name: null,
    kind: 'fixed_amount',
    amount: '5.00',
    minimum_subtotal: '30.00',
    first_order_only: false,
  } as const;

  it('names the code of « Mes bons » it refuses: the field under the message is empty', async () => {
    const minimum = 'Votre panier n’atteint pas le montant minimum demandé pour ce code.';
    renderCart(unchanged, {
      routes: {
        'GET /api/v2/storefront/account/vouchers': { body: accountPromotions({ promotions: [printemps] }) },
        'PUT /api/v2/storefront/cart/set_items': { body: quoted },
        'PATCH /api/v2/storefront/cart/apply_coupon_code': {
          status: 422,
          body: { error: minimum, code: 'voucher_minimum_subtotal_not_reached' },
        },
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    await screen.findByTestId('cart-total');
    fireEvent.press(await screen.findByText('Utiliser PRINTEMPS5'));
    expect(
      await screen.findByText(
        'Code PRINTEMPS5 : votre panier n’atteint pas le montant minimum demandé pour ce code.',
      ),
    ).toBeOnTheScreen();
    expect(screen.getByTestId('voucher-input')).toHaveProp('value', '');
  });

  it('no longer offers the code of « Mes bons » it applied', async () => {
    const applied = {
      data: {
        ...quoted.data,
        attributes: {
          ...quoted.data.attributes,
          coupon: { code: 'PRINTEMPS5', applied: true, failure_code: null, failure_message: null },
        },
      },
    };
    renderCart(unchanged, {
      routes: {
        'GET /api/v2/storefront/account/vouchers': { body: accountPromotions({ promotions: [printemps] }) },
        'PUT /api/v2/storefront/cart/set_items': { body: quoted },
        'PATCH /api/v2/storefront/cart/apply_coupon_code': { body: applied },
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    fireEvent.press(await screen.findByText('Utiliser PRINTEMPS5'));
    expect(await screen.findByText('Code PRINTEMPS5 appliqué')).toBeOnTheScreen();
    expect(screen.queryByText('Utiliser PRINTEMPS5')).toBeNull();
  });

  it('says a code kept on the cart that gives nothing now is not applied, and why', async () => {
    const usedUp = 'Ce code a déjà été utilisé le nombre de fois autorisé.';
    const kept = {
      data: {
        ...quoted.data,
        attributes: {
          ...quoted.data.attributes,
          coupon: {
            code: 'PRINTEMPS5',
            applied: false,
            failure_code: 'voucher_usage_limit_reached',
            failure_message: usedUp,
          },
        },
      },
    };
    renderCart(unchanged, {
      routes: {
        'GET /api/v2/storefront/account/vouchers': { body: accountPromotions({ promotions: [printemps] }) },
        'PUT /api/v2/storefront/cart/set_items': { body: quoted },
        'PATCH /api/v2/storefront/cart/apply_coupon_code': { body: kept },
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    fireEvent.press(await screen.findByText('Utiliser PRINTEMPS5'));
    expect(await screen.findByText('Code PRINTEMPS5 non appliqué')).toBeOnTheScreen();
    expect(screen.getByText(usedUp)).toBeOnTheScreen();
    expect(screen.queryByText('Code PRINTEMPS5 appliqué')).toBeNull();
  });

  it('keeps a code chosen in « Mes bons » below its minimum, and applies it once the items reach it', async () => {
    const minimum = 'Votre panier n’atteint pas le montant minimum demandé pour ce code.';
    const priced = (quantity: number, coupon: string | null) => ({
      data: {
        ...quoted.data,
        attributes: {
          ...quoted.data.attributes,
          item_total: (8.9 * quantity).toFixed(2),
          coupon: coupon && { code: coupon, applied: true, failure_code: null, failure_message: null },
        },
      },
    });
    let quantity = 1;
    renderCart(unchanged, {
      routes: {
        ...noVouchers,
        'PUT /api/v2/storefront/cart/set_items': (call) => {
          quantity = firstLineQuantity(call);
          return { body: priced(quantity, null) };
        },
        'PATCH /api/v2/storefront/cart/apply_coupon_code': () =>
          quantity < 2
            ? { status: 422, body: { error: minimum, code: 'voucher_minimum_subtotal_not_reached' } }
            : { body: priced(quantity, 'PRINTEMPS5') },
      },
      before: (cart) => {
        cart.dispatch(authSlice.actions.sessionStarted(customerSession));
        cart.dispatch(voucherChosen('PRINTEMPS5'));
      },
    });
    expect(
      await screen.findByText(
        'Code PRINTEMPS5 : votre panier n’atteint pas le montant minimum demandé pour ce code.',
      ),
    ).toBeOnTheScreen();
    expect(store?.getState().cart.voucherCode).toBe('PRINTEMPS5');
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' }));
    expect(await screen.findByText('Code PRINTEMPS5 appliqué')).toBeOnTheScreen();
    expect(
      screen.queryByText(
        'Code PRINTEMPS5 : votre panier n’atteint pas le montant minimum demandé pour ce code.',
      ),
    ).toBeNull();
  });

  it('says that a second code replaced the first: an order takes one', async () => {
    const withCoupon = (code: string) => ({
      data: {
        ...quoted.data,
        attributes: {
          ...quoted.data.attributes,
          coupon: { code, applied: true, failure_code: null, failure_message: null },
        },
      },
    });
    renderCart(unchanged, {
      routes: {
        ...noVouchers,
        'PUT /api/v2/storefront/cart/set_items': { body: withCoupon('BIENVENUE10') },
        'PATCH /api/v2/storefront/cart/apply_coupon_code': { body: withCoupon('PRINTEMPS5') },
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    await screen.findByText('Code BIENVENUE10 appliqué');
    fireEvent.changeText(screen.getByTestId('voucher-input'), 'printemps5');
    fireEvent.press(screen.getByText('Appliquer'));
    expect(await screen.findByTestId('voucher-notice')).toHaveTextContent(
      /^Un seul code par commande : PRINTEMPS5 remplace BIENVENUE10\./,
    );
    expect(screen.getByText('Code PRINTEMPS5 appliqué')).toBeOnTheScreen();
  });

  it('says the code typed again was taken off the order (spec §4: the same code again clears it)', async () => {
    const priced = (coupon: string | null) => ({
      data: {
        ...quoted.data,
        attributes: {
          ...quoted.data.attributes,
          coupon: coupon && { code: coupon, applied: true, failure_code: null, failure_message: null },
        },
      },
    });
    renderCart(unchanged, {
      routes: {
        ...noVouchers,
        'PUT /api/v2/storefront/cart/set_items': { body: priced('BIENVENUE10') },
        'DELETE /api/v2/storefront/cart/remove_coupon_code/BIENVENUE10': { body: priced(null) },
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    await screen.findByText('Code BIENVENUE10 appliqué');
    fireEvent.changeText(screen.getByTestId('voucher-input'), 'bienvenue10');
    fireEvent.press(screen.getByText('Appliquer'));
    expect(await screen.findByTestId('voucher-notice')).toHaveTextContent(
      'Code BIENVENUE10 retiré de la commande.',
    );
    expect(screen.queryByText('Code BIENVENUE10 appliqué')).toBeNull();
  });

  /**
   * A typed code refused (`code`, `message`), then one more unit: answers once the basket was
   * priced again, with the sentence the refusal showed.
   */
  async function refusedThenOneMore(voucher: string, code: string, message: string) {
    let quotes = 0;
    const priced = (quantity: number) => ({
      data: {
        ...quoted.data,
        attributes: { ...quoted.data.attributes, item_total: (8.9 * quantity).toFixed(2) },
      },
    });
    renderCart(unchanged, {
      routes: {
        ...noVouchers,
        'PUT /api/v2/storefront/cart/set_items': (call) => {
          quotes += 1;
          return { body: priced(firstLineQuantity(call)) };
        },
        'PATCH /api/v2/storefront/cart/apply_coupon_code': { status: 422, body: { error: message, code } },
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    await screen.findByTestId('cart-total');
    fireEvent.changeText(screen.getByTestId('voucher-input'), voucher);
    fireEvent.press(screen.getByText('Appliquer'));
    // The reason goes on after the colon, its first letter in lower case.
    const said = `Code ${voucher} : ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
    expect(await screen.findByText(said)).toBeOnTheScreen();
    const before = quotes;
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité de Miel de lavande' }));
    // Once the basket is priced again (the quote waits for the taps to stop).
    await waitFor(() => expect(quotes).toBeGreaterThan(before), { timeout: 10_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    return said;
  }

  it('keeps saying a code is expired when the items’ total changes', async () => {
    const said = await refusedThenOneMore(
      'NOEL2023',
      'voucher_expired',
      'La date de validité de ce code est dépassée.',
    );
    expect(screen.getByText(said)).toBeOnTheScreen();
  });

  it('stops saying a typed code misses its minimum once the items’ total changed', async () => {
    const said = await refusedThenOneMore(
      'PRINTEMPS5',
      'voucher_minimum_subtotal_not_reached',
      'Votre panier n’atteint pas le montant minimum demandé pour ce code.',
    );
    await waitFor(() => expect(screen.queryByText(said)).toBeNull(), { timeout: 10_000 });
  });

  it('says the selected referral code saved again when it is typed again, without trying it as a coupon or a referrer', async () => {
    const { couponCalls, referrerCalls } = renderReferredCart();
    await screen.findByTestId('voucher-notice');
    await screen.findByTestId('cart-total');
    fireEvent.changeText(screen.getByTestId('voucher-input'), 'CAMILLE-7KQ2M');
    fireEvent.press(screen.getByText('Appliquer'));
    await waitFor(() => expect(screen.getByTestId('voucher-input').props.value).toBe(''));
    expect(store?.getState().cart.voucherCode).toBe('CAMILLE-7KQ2M');
    expect(screen.getByTestId('voucher-notice')).toHaveTextContent(
      'Code de parrainage CAMILLE-7KQ2M enregistré : la remise s’applique à votre première commande.',
    );
    expect(couponCalls).not.toHaveBeenCalled();
    expect(referrerCalls).not.toHaveBeenCalled();
  });

  it('tells a visitor whose code is no voucher to sign in if it is a referral code', async () => {
    const referrerCalls = jest.fn(() => ({ status: 401, body: { code: 'unauthorized' } }));
    renderCart(unchanged, {
      routes: {
        'PUT /api/v2/storefront/cart/set_items': { body: quoted },
        'PATCH /api/v2/storefront/cart/apply_coupon_code': {
          status: 404,
          body: { error: 'Ce code n’existe pas ou n’est pas valide.', code: 'voucher_invalid' },
        },
        'POST /api/v2/storefront/account/set_referrer': referrerCalls,
      },
      before: (cart) =>
        cart.dispatch(authSlice.actions.sessionStarted({ ...customerSession, status: 'anonymous' })),
    });
    await screen.findByTestId('cart-total');
    fireEvent.changeText(screen.getByTestId('voucher-input'), 'sillon-ybk6c');
    fireEvent.press(screen.getByText('Appliquer'));
    expect(await screen.findByText(/S’il s’agit d’un code de parrainage, connectez-vous/)).toBeOnTheScreen();
    expect(screen.queryByText(/n’existe pas/)).toBeNull();
    expect(referrerCalls).not.toHaveBeenCalled();
  });

  it('asks for a code when none is typed, without asking the server', async () => {
    const couponCalls = jest.fn(() => ({ status: 422, body: { error: 'Saisissez un code.' } }));
    renderCart(unchanged, {
      routes: {
        ...noVouchers,
        'PUT /api/v2/storefront/cart/set_items': { body: quoted },
        'PATCH /api/v2/storefront/cart/apply_coupon_code': couponCalls,
      },
      before: (cart) => cart.dispatch(authSlice.actions.sessionStarted(customerSession)),
    });
    await screen.findByTestId('cart-total');
    fireEvent.changeText(screen.getByTestId('voucher-input'), '   ');
    fireEvent.press(screen.getByText('Appliquer'));
    expect(await screen.findByText('Saisissez un code.')).toBeOnTheScreen();
    expect(screen.queryByText(/^Code\s*:/)).toBeNull();
    expect(couponCalls).not.toHaveBeenCalled();
  });
});
