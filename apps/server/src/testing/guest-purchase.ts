/**
 * A guest's whole purchase over HTTP, as the app makes it (cart, line, address and the CGV, a bike slot, a card
 * at the sandbox processor, its payment, completion), against a server process or its balancer.
 * Any step that fails throws with its answer.
 */
import { PARIS_ADDRESS, termsAcceptedAt } from './checkout-flow';
import { cardFields, formOf } from './stripe-sandbox';

type RatesDocument = {
  data: { id: string }[];
  included: {
    id: string;
    attributes: {
      shipping_method_code: string;
      delivery_slots: { id: string; is_full: boolean; is_closed: boolean }[];
    };
  }[];
};

/** Answers the placed order's number. `quantity`: enough for the shop's minimum order. */
export async function guestPurchase(base: string, variantId: string, quantity = 4): Promise<string> {
  /** The cart's token, sent with every storefront call once the cart exists. */
  const session: { orderToken?: string } = {};
  const call = async <T>(step: string, path: string, method: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(session.orderToken ? { 'x-spree-order-token': session.orderToken } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${step}: ${answer.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const storefront = <T>(step: string, path: string, method: string, body?: unknown) =>
    call<T>(step, `/api/v2/storefront${path}`, method, body);

  const cart = await storefront<{ data: { id: string; attributes: { token: string } } }>(
    'cart',
    '/cart',
    'POST',
  );
  session.orderToken = cart.data.attributes.token;
  await storefront('items', '/cart/set_items', 'PATCH', {
    line_items_attributes: [{ variant_id: variantId, quantity }],
  });
  await storefront('address', '/checkout', 'PATCH', {
    order: {
      email: 'camille@exemple.fr',
      bill_address_attributes: PARIS_ADDRESS,
      ship_address_attributes: PARIS_ADDRESS,
      ...(await termsAcceptedAt(base)),
    },
  });
  const rates = await storefront<RatesDocument>('rates', '/checkout/shipping_rates', 'GET');
  const bike = rates.included.find((rate) => rate.attributes.shipping_method_code === 'sillon-bag-delivery');
  const slot = bike?.attributes.delivery_slots.find(
    (candidate) => !candidate.is_full && !candidate.is_closed,
  );
  if (!bike || !slot) throw new Error('rates: no open bike slot');
  await storefront('delivery', '/checkout', 'PATCH', {
    order: {
      shipments_attributes: [
        { id: rates.data[0]!.id, selected_shipping_rate_id: bike.id, delivery_slot_id: slot.id },
      ],
    },
  });
  await storefront('next', '/checkout/next', 'PATCH');
  const { publishable_key } = await call<{ publishable_key: string }>(
    'config',
    '/api/payments/config',
    'GET',
  );
  const cardAnswer = await fetch(`${base}/v1/payment_methods`, {
    method: 'POST',
    // As Stripe's client libraries send it: form-encoded, with the shop's publishable key.
    headers: {
      authorization: `Bearer ${publishable_key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: formOf(cardFields('4242424242424242')),
  });
  if (!cardAnswer.ok) throw new Error(`card: ${cardAnswer.status} ${await cardAnswer.text()}`);
  const card = (await cardAnswer.json()) as { id: string };
  await storefront('payment', '/checkout/create_payment', 'POST', {
    payment_method_id: '1',
    source_attributes: { gateway_payment_profile_id: card.id, name: 'Camille Martin' },
  });
  const placed = await storefront<{ data: { id: string; attributes: { state: string } } }>(
    'complete',
    '/checkout/complete',
    'PATCH',
  );
  if (placed.data.attributes.state !== 'complete') throw new Error(`complete: ${JSON.stringify(placed)}`);
  return placed.data.id;
}
