/**
 * An order placed through the storefront API as the app places it (cart, address, a bike slot,
 * a card at the sandbox processor, completion), for journeys that need orders already placed.
 */
import { signUpCustomer } from './customers';

type Slot = { id: string; start: string; end: string; is_full: boolean; is_closed: boolean };
type Rates = {
  data: { id: string }[];
  included: { id: string; attributes: { shipping_method_code: string; delivery_slots: Slot[] } }[];
};

export type PlacedOrder = {
  number: string;
  slot: Slot;
  token: string;
  email: string;
  phone: string;
  firstName: string;
};

const PARIS_ADDRESS = {
  address1: '12 rue Oberkampf',
  address2: '',
  city: 'Paris',
  zipcode: '75011',
  country_iso: 'FR',
  state_name: 'Île-de-France',
  // Issue 40: what the preparers read on the picking list.
  delivery_instructions: 'Code 4B12, 3e étage',
};

async function call<T>(
  shopUrl: string,
  method: string,
  path: string,
  auth: { token: string; orderToken?: string },
  body?: object,
): Promise<T> {
  const answer = await fetch(`${shopUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-sillon-client': 'native',
      authorization: `Bearer ${auth.token}`,
      ...(auth.orderToken ? { 'x-spree-order-token': auth.orderToken } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const parisDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const parisDay = (instant: string) => parisDayFormat.format(new Date(instant));

/** Where the customer lives, when not the Paris 11e address every journey shares. */
export type CustomerAddress = {
  address1: string;
  zipcode: string;
  city: string;
  delivery_instructions?: string;
};
type Customer = { phone: string; firstName: string; address?: CustomerAddress };
type Auth = { token: string; orderToken: string };
const storefront = '/api/v2/storefront';

/** A new customer's cart holding these products, with their e-mail and Paris address given. */
async function startOrder(
  shopUrl: string,
  customer: Customer,
  lines: readonly { productId: string; quantity: number }[],
) {
  const token = await signUpCustomer(shopUrl, customer.phone, customer.firstName);
  const cart = await call<{ data: { id: string; attributes: { token: string } } }>(
    shopUrl,
    'POST',
    `${storefront}/cart`,
    { token },
  );
  const auth: Auth = { token, orderToken: cart.data.attributes.token };
  await call(shopUrl, 'PATCH', `${storefront}/cart/set_items`, auth, {
    line_items_attributes: lines.map((line) => ({ variant_id: line.productId, quantity: line.quantity })),
  });
  const email = `${customer.firstName.toLowerCase()}.${customer.phone.slice(-4)}@example.fr`;
  const address = {
    ...PARIS_ADDRESS,
    ...customer.address,
    firstname: customer.firstName,
    lastname: 'Durand',
  };
  // Issue 38: the CGV ticked with the version the shop shows, as the payment step sends it.
  const terms = await call<{ version: string }>(shopUrl, 'GET', '/api/bff/page?path=/cgv', { token });
  await call(shopUrl, 'PATCH', `${storefront}/checkout`, auth, {
    order: {
      email,
      bill_address_attributes: address,
      ship_address_attributes: address,
      terms_accepted: true,
      terms_version: terms.version,
    },
  });
  const rates = await call<Rates>(shopUrl, 'GET', `${storefront}/checkout/shipping_rates`, auth);
  return { number: cart.data.id, token, auth, email, rates };
}

/**
 * A card authorised at once, made as Stripe's client libraries make it: at the sandbox's
 * `/v1/payment_methods`, form-encoded, with the shop's publishable key.
 */
async function sandboxCard(shopUrl: string, holder: string): Promise<{ id: string }> {
  const config = (await (await fetch(`${shopUrl}/api/payments/config`)).json()) as {
    publishable_key: string;
  };
  const fields = new URLSearchParams({
    type: 'card',
    'card[number]': '4242424242424242',
    'card[exp_month]': '12',
    'card[exp_year]': String(new Date().getFullYear() + 2),
    'card[cvc]': '123',
    'billing_details[name]': holder,
  });
  const answer = await fetch(`${shopUrl}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.publishable_key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: fields.toString(),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`POST /v1/payment_methods answered ${answer.status}: ${text}`);
  return JSON.parse(text) as { id: string };
}

/** Pays by a card authorised at once, and places the order. */
async function payAndComplete(shopUrl: string, auth: Auth, customer: Customer) {
  await call(shopUrl, 'PATCH', `${storefront}/checkout/next`, auth);
  const card = await sandboxCard(shopUrl, `${customer.firstName} Durand`);
  await call(shopUrl, 'POST', `${storefront}/checkout/create_payment`, auth, {
    payment_method_id: '1',
    source_attributes: { gateway_payment_profile_id: card.id, name: `${customer.firstName} Durand` },
  });
  await call(shopUrl, 'PATCH', `${storefront}/checkout/complete`, auth, { include: 'line_items' });
}

/**
 * A new customer orders these products for bike delivery, on `slotId`, on the first slot still
 * open, or on the `'last'` one of that first day or of the second (which other journeys, taking
 * the first, leave alone), paid with a card authorised at once.
 */
export async function placeBikeOrder(
  shopUrl: string,
  customer: Customer,
  lines: readonly { productId: string; quantity: number }[],
  slotId?: string | 'last' | 'last-of-second-day',
): Promise<PlacedOrder> {
  const { number, token, auth, email, rates } = await startOrder(shopUrl, customer, lines);
  const bike = rates.included.find((rate) => rate.attributes.shipping_method_code === 'sillon-bag-delivery');
  const bookable = (candidate: Slot) => !candidate.is_full && !candidate.is_closed;
  const open = (bike?.attributes.delivery_slots ?? []).filter(bookable);
  const days = [...new Set(open.map((candidate) => parisDay(candidate.start)))];
  const lastOf = (day: string | undefined) =>
    open.filter((candidate) => parisDay(candidate.start) === day).at(-1);
  const slot =
    slotId === 'last'
      ? lastOf(days[0])
      : slotId === 'last-of-second-day'
        ? lastOf(days[1])
        : bike?.attributes.delivery_slots.find((candidate) =>
            slotId ? candidate.id === slotId : bookable(candidate),
          );
  if (!bike || !slot) throw new Error('no bike slot to book');
  await call(shopUrl, 'PATCH', `${storefront}/checkout`, auth, {
    order: {
      shipments_attributes: [
        { id: rates.data[0]!.id, selected_shipping_rate_id: bike.id, delivery_slot_id: slot.id },
      ],
    },
  });
  await payAndComplete(shopUrl, auth, customer);
  return { number, slot, token, email, ...customer };
}

/** A new customer orders these products to collect at the first pickup point near Paris 11e. */
export async function placePickupOrder(
  shopUrl: string,
  customer: Customer,
  lines: readonly { productId: string; quantity: number }[],
): Promise<{ number: string; pointName: string }> {
  const { number, auth, rates } = await startOrder(shopUrl, customer, lines);
  const points = await call<{ data: { attributes: Record<string, string> }[] }>(
    shopUrl,
    'GET',
    `${storefront}/pickup_points?zipcode=${PARIS_ADDRESS.zipcode}`,
    auth,
  );
  const point = points.data[0]?.attributes;
  const rate = rates.included.find(
    (candidate) => candidate.attributes.shipping_method_code === 'sillon-pickup-point-delivery',
  );
  if (!point || !rate) throw new Error('no pickup point to choose');
  await call(shopUrl, 'PATCH', `${storefront}/checkout`, auth, {
    order: {
      shipments_attributes: [{ id: rates.data[0]!.id, selected_shipping_rate_id: rate.id }],
      chosen_pickup_point_attributes: {
        provider_name: point['provider_name'],
        provider_point_id: point['provider_point_id'],
      },
    },
  });
  await payAndComplete(shopUrl, auth, customer);
  return { number, pointName: point['company'] ?? '' };
}
