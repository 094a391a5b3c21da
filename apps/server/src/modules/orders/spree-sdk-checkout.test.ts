/**
 * The official Spree JS SDK (`@spree/storefront-api-v2-sdk` 6, axios fetcher) completes a guest
 * and a signed-in checkout against the real server on a random port, with a sandbox test card that
 * needs no 3-D Secure: our checkout answers it as Spree does (issue 8).
 */
import axiosFetcherModule from '@spree/axios-fetcher/dist/server/index';
import { cardFields, formOf, publishableKey } from '../../testing/stripe-sandbox';
import { makeClient, type CreateFetcher } from '@spree/storefront-api-v2-sdk';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARIS_ADDRESS, TEST_CARDS, termsAccepted } from '../../testing/checkout-flow';
import { TestClock } from '../../testing/auth-test-app';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { newCustomer, openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

const wrapped = axiosFetcherModule as unknown as { default?: CreateFetcher } & CreateFetcher;
const createFetcher: CreateFetcher = wrapped.default ?? wrapped;

type Rate = {
  id: string;
  attributes: { shipping_method_code: string; delivery_slots: { id: string; is_full: boolean }[] };
};

describe('the Spree Storefront SDK completes a checkout', () => {
  let shop: ShopTestApp;
  let client: ReturnType<typeof makeClient>;
  let host: string;
  let detergent: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()) });
    await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = shop.app.server.address() as AddressInfo;
    host = `http://127.0.0.1:${port}`;
    client = makeClient({ host, createFetcher });
    detergent = (await shop.productIds(['lessive-liquide-au-savon-vegetal']))[
      'lessive-liquide-au-savon-vegetal'
    ]!;
  });
  afterAll(() => shop.close());

  /** The card goes to the processor (the sandbox), never to the checkout. */
  async function cardPaymentMethod(): Promise<string> {
    const answer = await fetch(`${host}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await publishableKey(shop.app)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: formOf(cardFields(TEST_CARDS.success)),
    });
    return ((await answer.json()) as { id: string }).id;
  }

  /** Address, bike slot, card, complete: every step through the SDK's own methods. */
  async function checkout(auth: { bearer_token: string } | { order_token: string }, email: string) {
    const updated = await client.checkout.orderUpdate({
      ...auth,
      order: {
        email,
        bill_address_attributes: PARIS_ADDRESS,
        ship_address_attributes: PARIS_ADDRESS,
        ...(await termsAccepted(shop.app)),
      },
    });
    expect(updated.isSuccess()).toBe(true);
    expect(updated.success().data.attributes.state).toBe('address');

    const rates = await client.checkout.shippingRates(auth);
    expect(rates.isSuccess()).toBe(true);
    const shipment = rates.success().data[0]!;
    const bike = (rates.success().included as unknown as Rate[]).find(
      (rate) => rate.attributes.shipping_method_code === 'sillon-bag-delivery',
    )!;
    const slot = bike.attributes.delivery_slots.find((candidate) => !candidate.is_full)!;
    const delivery = await client.checkout.orderUpdate({
      ...auth,
      order: {
        shipments_attributes: [
          { id: shipment.id, selected_shipping_rate_id: bike.id, delivery_slot_id: slot.id },
        ],
      },
    });
    expect(delivery.isSuccess()).toBe(true);
    const next = await client.checkout.orderNext(auth);
    expect(next.isSuccess()).toBe(true);
    expect(next.success().data.attributes.state).toBe('payment');

    const methods = await client.checkout.paymentMethods(auth);
    const card = methods.success().data.find((method) => method.attributes.name === 'Carte bancaire')!;
    const payment = await client.checkout.addPayment({
      ...auth,
      payment_method_id: card.id,
      source_attributes: {
        gateway_payment_profile_id: await cardPaymentMethod(),
        cc_type: 'visa',
        last_digits: '4242',
        month: '12',
        year: '2035',
        name: 'Camille Martin',
      },
    });
    expect(payment.isSuccess()).toBe(true);

    const completed = await client.checkout.complete({ ...auth, include: 'payments' });
    expect(completed.isSuccess()).toBe(true);
    return completed.success();
  }

  it('completes a guest checkout and finds it with order_status', async () => {
    const created = await client.cart.create();
    const orderToken = created.success().data.attributes.token;
    expect(
      (
        await client.cart.addItem({ order_token: orderToken, variant_id: detergent, quantity: 2 })
      ).isSuccess(),
    ).toBe(true);
    const order = await checkout({ order_token: orderToken }, 'invite@exemple.fr');
    // A guest has no first order to offer delivery to: 25,80 € of products and 15 € by bike.
    expect(order.data.attributes).toMatchObject({
      state: 'complete',
      payment_state: 'paid',
      item_total: '25.80',
      ship_total: '15.00',
      total: '40.80',
    });

    const status = await client.order.status({ order_token: orderToken, order_number: order.data.id });
    expect(status.isSuccess()).toBe(true);
    expect(status.success().data.attributes.state).toBe('complete');
    expect((await client.cart.show({ order_token: orderToken })).isSuccess()).toBe(false);
  });

  it("completes a signed-in checkout and lists it in the account's orders", async () => {
    const customer = await newCustomer(shop.app);
    const auth = { bearer_token: customer.token };
    await client.cart.create(auth);
    await client.cart.addItem({ ...auth, variant_id: detergent, quantity: 2 });
    const order = await checkout(auth, 'client-sdk@exemple.fr');
    expect(order.data.attributes.state).toBe('complete');

    const orders = await client.account.completedOrdersList({ ...auth, sort: '-completed_at', per_page: 1 });
    expect(orders.isSuccess()).toBe(true);
    expect(orders.success().data.map((listed) => listed.id)).toEqual([order.data.id]);
    const shown = await client.account.completedOrder({ ...auth, order_number: order.data.id });
    expect(shown.success().data.attributes.total).toBe(order.data.attributes.total);
  });
});
