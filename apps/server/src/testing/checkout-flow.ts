/**
 * The checkout's steps as the app takes them, through `inject`: a customer's basket, the address,
 * the delivery, a card at the sandbox processor, the payment and the completion. Tests call the
 * steps they need and look at the answers of the ones they test.
 */
import type { CartDocument, ShippingRatesDocument } from '@sillon/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newCustomer, storefront } from './shop-test-app';
import { cardFields, postPaymentMethod } from './stripe-sandbox';

export type Buyer = { userId: string; token: string; orderToken: string; number: string };

export const PARIS_ADDRESS = {
  firstname: 'Camille',
  lastname: 'Martin',
  fullname: 'Camille Martin',
  address1: '12 rue Oberkampf',
  address2: '',
  city: 'Paris',
  zipcode: '75011',
  country_iso: 'FR',
  state_name: 'Île-de-France',
};

export const LYON_ADDRESS = {
  ...PARIS_ADDRESS,
  address1: '8 rue Paul Bert',
  city: 'Lyon',
  zipcode: '69003',
  state_name: 'Auvergne-Rhône-Alpes',
};

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  processingError: '4000000000000119',
  blocked: '4100000000000019',
  threeDSecure: '4000002760003184',
} as const;

/** A customer (new account, phone-verified) whose server cart holds these lines. */
export async function buyerWithBasket(
  app: FastifyInstance,
  lines: readonly { variantId: string; quantity: number }[],
  /** A customer already signed up (another order of theirs); a new one by default. */
  customer?: Pick<Buyer, 'userId' | 'token'>,
): Promise<Buyer> {
  customer ??= await newCustomer(app);
  const created = await storefront(app, 'POST', '/cart', { token: customer.token });
  const cart = created.json() as CartDocument;
  const auth = { token: customer.token, orderToken: cart.data.attributes.token };
  const set = await storefront(app, 'PATCH', '/cart/set_items', auth, {
    line_items_attributes: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
  });
  if (set.statusCode !== 200) throw new Error(`set_items refused: ${set.body}`);
  return { ...customer, orderToken: auth.orderToken, number: cart.data.id };
}

export const authOf = (buyer: Buyer) => ({ token: buyer.token, orderToken: buyer.orderToken });

export function updateCheckout(app: FastifyInstance, buyer: Buyer, order: object, include?: string) {
  return storefront(app, 'PATCH', '/checkout', authOf(buyer), { order, ...(include ? { include } : {}) });
}

/**
 * The CGV's acceptance as the payment step sends it (issue 38): ticked, with the version the shop
 * shows at `/cgv` (read once per app).
 */
export async function termsAccepted(app: FastifyInstance) {
  let version = termsVersions.get(app);
  if (!version) {
    const page = await app.inject({ method: 'GET', url: '/api/bff/page?path=/cgv' });
    if (page.statusCode !== 200) throw new Error(`no CGV: ${page.body}`);
    version = (page.json() as { version: string }).version;
    termsVersions.set(app, version);
  }
  return { terms_accepted: true, terms_version: version };
}
const termsVersions = new WeakMap<FastifyInstance, string>();

/** The same, from a shop running in its own process at `baseUrl`. */
export async function termsAcceptedAt(baseUrl: string) {
  const page = await fetch(new URL('/api/bff/page?path=/cgv', baseUrl));
  if (!page.ok) throw new Error(`no CGV: ${page.status}`);
  return { terms_accepted: true, terms_version: ((await page.json()) as { version: string }).version };
}

/** The e-mail the address step gives: it becomes the account's (spec §5). */
export const checkoutEmailOf = (buyer: Pick<Buyer, 'userId'>) =>
  `acheteur-${buyer.userId.slice(0, 8)}@exemple.fr`;

/** The address step; the CGV ticked at once, as every checkout must before it completes. */
export async function giveAddress(app: FastifyInstance, buyer: Buyer, address: object = PARIS_ADDRESS) {
  const answer = await updateCheckout(app, buyer, {
    email: checkoutEmailOf(buyer),
    bill_address_attributes: address,
    ship_address_attributes: address,
    ...(await termsAccepted(app)),
  });
  if (answer.statusCode !== 200) throw new Error(`address refused: ${answer.body}`);
  return answer.json() as CartDocument;
}

export async function shippingRates(app: FastifyInstance, buyer: Buyer) {
  const answer = await storefront(app, 'GET', '/checkout/shipping_rates', authOf(buyer));
  if (answer.statusCode !== 200) throw new Error(`shipping rates refused: ${answer.body}`);
  return answer.json() as ShippingRatesDocument;
}

export function rateOf(rates: ShippingRatesDocument, code: string) {
  const rate = rates.included.find((item) => item.attributes.shipping_method_code === code);
  if (!rate) throw new Error(`no rate ${code}`);
  return rate;
}

/** Home delivery on the first slot still open (or the one given), then Spree's next to payment. */
export async function chooseSlot(
  app: FastifyInstance,
  buyer: Buyer,
  code = 'sillon-bag-delivery',
  slotId?: string,
): Promise<LightMyRequestResponse> {
  const rates = await shippingRates(app, buyer);
  const rate = rateOf(rates, code);
  const slot =
    slotId ??
    rate.attributes.delivery_slots.find((candidate) => !candidate.is_full && !candidate.is_closed)?.id;
  const chosen = await updateCheckout(app, buyer, {
    shipments_attributes: [
      { id: rates.data[0]!.id, selected_shipping_rate_id: rate.id, delivery_slot_id: slot },
    ],
  });
  if (chosen.statusCode !== 200) return chosen;
  return storefront(app, 'PATCH', '/checkout/next', authOf(buyer));
}

/** Pickup at the first point near the address's postal code, then Spree's next to payment. */
export async function choosePickupPoint(app: FastifyInstance, buyer: Buyer, zipcode = '75011') {
  const points = await storefront(app, 'GET', `/pickup_points?zipcode=${zipcode}`, {});
  const point = (points.json() as { data: { attributes: Record<string, string> }[] }).data[0]!.attributes;
  const rates = await shippingRates(app, buyer);
  const chosen = await updateCheckout(app, buyer, {
    shipments_attributes: [
      { id: rates.data[0]!.id, selected_shipping_rate_id: rateOf(rates, 'sillon-pickup-point-delivery').id },
    ],
    chosen_pickup_point_attributes: {
      provider_name: point['provider_name'],
      provider_point_id: point['provider_point_id'],
    },
  });
  if (chosen.statusCode !== 200) return chosen;
  return storefront(app, 'PATCH', '/checkout/next', authOf(buyer));
}

/** A card made at the sandbox's Stripe API, as the app does before create_payment. */
export async function cardAtProcessor(app: FastifyInstance, number: string): Promise<string> {
  const answer = await postPaymentMethod(app, cardFields(number));
  if (answer.statusCode !== 200) throw new Error(`card refused: ${answer.body}`);
  return (answer.json() as { id: string }).id;
}

/** The 3-D Secure challenge of a completion's 422, answered on the sandbox's bank page. */
export async function answerChallenge(
  app: FastifyInstance,
  refused: LightMyRequestResponse,
  outcome: 'complete' | 'fail' | 'cancel' = 'complete',
) {
  const { action } = refused.json() as { action: { client_secret: string } };
  return app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/challenges/${action.client_secret}`,
    payload: { outcome },
  });
}

export async function addCardPayment(app: FastifyInstance, buyer: Buyer, number: string, extra: object = {}) {
  const paymentMethodId = await cardAtProcessor(app, number);
  return storefront(app, 'POST', '/checkout/create_payment', authOf(buyer), {
    payment_method_id: '1',
    source_attributes: { gateway_payment_profile_id: paymentMethodId, name: 'Camille Martin' },
    ...extra,
  });
}

export function complete(app: FastifyInstance, buyer: Buyer, include = 'line_items,shipments,payments') {
  return storefront(app, 'PATCH', '/checkout/complete', authOf(buyer), { include });
}

/** The whole checkout with bike delivery and a card that needs no 3-D Secure. */
export async function buyWithBike(app: FastifyInstance, buyer: Buyer, card: string = TEST_CARDS.success) {
  await giveAddress(app, buyer);
  const next = await chooseSlot(app, buyer);
  if (next.statusCode !== 200) throw new Error(`delivery refused: ${next.body}`);
  const payment = await addCardPayment(app, buyer, card);
  if (payment.statusCode !== 201) throw new Error(`payment refused: ${payment.body}`);
  return complete(app, buyer);
}
