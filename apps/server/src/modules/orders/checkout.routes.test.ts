import type { CartDocument, ShippingRatesDocument, StaffOrder } from '@sillon/contract';
import { postPaymentMethod } from '../../testing/stripe-sandbox';
import { errorText } from '@sillon/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCardPayment,
  authOf,
  buyerWithBasket,
  buyWithBike,
  cardAtProcessor,
  chooseSlot,
  complete,
  giveAddress,
  LYON_ADDRESS,
  PARIS_ADDRESS,
  rateOf,
  shippingRates,
  TEST_CARDS,
  updateCheckout,
  type Buyer,
} from '../../testing/checkout-flow';
import { TestClock } from '../../testing/auth-test-app';
import { staffSession } from '../../testing/staff-session';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { newCustomer, openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { randomUUID } from 'node:crypto';
import { products } from '../catalog/catalog.tables';
import { carts, orderPayments } from './orders.tables';
import { vouchers } from '../promotions/promotions.tables';
import { DEFAULT_PICKUP_PROVIDER } from '../delivery';
import { deliverySlots } from '../delivery/delivery.tables';
import { sandboxChallenges, sandboxPaymentIntents } from '../payments/sandbox/sandbox.tables';

type Included = NonNullable<CartDocument['included']>[number];

describe('storefront checkout (Spree Storefront API v2)', () => {
  let shop: ShopTestApp;
  let detergent: string;
  let juice: string;
  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()) });
    const ids = await shop.productIds(['lessive-liquide-au-savon-vegetal', 'jus-de-pomme-trouble']);
    detergent = ids['lessive-liquide-au-savon-vegetal']!;
    juice = ids['jus-de-pomme-trouble']!;
  });
  afterAll(() => shop.close());

  /** Two detergents: 25,80 €, above the 15 € minimum. */
  const basket = () => buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 2 }]);
  const stockOf = (productId: string) => shop.stockOf(productId);

  describe('addresses (spec §5, §8)', () => {
    it('saves a Paris address and the email, and sets the order to its address step', async () => {
      const buyer = await basket();
      const answer = await updateCheckout(
        shop.app,
        buyer,
        {
          email: 'camille@exemple.fr',
          ship_address_attributes: PARIS_ADDRESS,
          bill_address_attributes: PARIS_ADDRESS,
        },
        'shipping_address,billing_address',
      );
      expect(answer.statusCode).toBe(200);
      const order = answer.json() as CartDocument;
      expect(order.data.attributes).toMatchObject({ state: 'address', email: 'camille@exemple.fr' });
      const address = order.included?.find(
        (item) => item.id === order.data.relationships.shipping_address.data?.id,
      );
      expect(address).toMatchObject({
        type: 'address',
        attributes: { fullname: 'Camille Martin', city: 'Paris', zipcode: '75011', country_iso: 'FR' },
      });
      const account = await shop.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(account.json()).toMatchObject({ email: 'camille@exemple.fr', minimumOrderValue: '15.00' });
    });

    it.each([
      ['Corsica', { city: 'Ajaccio', zipcode: '20000' }],
      ['Guadeloupe', { city: 'Basse-Terre', zipcode: '97100' }],
    ])('refuses %s with the served-zone message', async (_place, locality) => {
      const buyer = await basket();
      const answer = await updateCheckout(shop.app, buyer, {
        ship_address_attributes: { ...PARIS_ADDRESS, ...locality },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        code: 'address_outside_delivery_zone',
        error: expect.stringContaining('France métropolitaine'),
        errors: { 'ship_address.zipcode': ['address_outside_delivery_zone'] },
      });
    });

    it('names each missing or malformed field', async () => {
      const buyer = await basket();
      const answer = await updateCheckout(shop.app, buyer, {
        ship_address_attributes: { ...PARIS_ADDRESS, address1: '', zipcode: '7501' },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        code: 'address_invalid',
        errors: {
          'ship_address.address1': ['field_required'],
          'ship_address.zipcode': ['postal_code_invalid'],
        },
      });
    });

    it('refuses a city that is not a commune of the postal code', async () => {
      const buyer = await basket();
      const answer = await updateCheckout(shop.app, buyer, {
        ship_address_attributes: { ...PARIS_ADDRESS, city: 'Lyon' },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'address_not_found' });
    });

    it('refuses a regional product where it is not delivered, naming it (spec §8)', async () => {
      const ids = await shop.productIds(['baguette-de-tradition']);
      const baguette = ids['baguette-de-tradition']!;
      const buyer = await buyerWithBasket(shop.app, [
        { variantId: detergent, quantity: 2 },
        { variantId: baguette, quantity: 1 },
      ]);
      const lyon = await updateCheckout(shop.app, buyer, { ship_address_attributes: LYON_ADDRESS });
      expect(lyon.statusCode).toBe(422);
      expect(lyon.json()).toMatchObject({
        code: 'regional_product_unavailable',
        error: 'Ce produit régional n’est pas livré à ce code postal.',
        errors: { variant_ids: [baguette] },
      });
      // Paris is in the bakery's area.
      expect(
        (await updateCheckout(shop.app, buyer, { ship_address_attributes: PARIS_ADDRESS })).statusCode,
      ).toBe(200);
    });

    /** The account's e-mail, as its owner reads it. */
    const accountEmail = async (token: string) =>
      (await shop.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).json()
        .email as string;

    it('keeps another account’s e-mail on the order only, and lets the order go on (spec §5)', async () => {
      const buyer = await basket();
      const own = await accountEmail(buyer.token);
      const other = await newCustomer(shop.app);
      const shared = await accountEmail(other.token);
      const answer = await updateCheckout(shop.app, buyer, {
        email: shared.toUpperCase(),
        bill_address_attributes: PARIS_ADDRESS,
        ship_address_attributes: PARIS_ADDRESS,
      });
      expect(answer.statusCode).toBe(200);
      const order = answer.json() as CartDocument;
      expect(order.meta).toEqual({ email_not_saved: 'email_already_used' });
      expect(order.data.attributes.email).toBe(shared.toUpperCase());
      expect(await accountEmail(buyer.token)).toBe(own);
      expect(await accountEmail(other.token)).toBe(shared);
      const next = await storefront(shop.app, 'PATCH', '/checkout/next', authOf(buyer));
      expect(next.statusCode).toBe(200);
      expect((next.json() as CartDocument).data.attributes.state).toBe('delivery');
    });

    it('leaves an invalid e-mail out of the order and the account, the order keeping the account’s', async () => {
      const buyer = await basket();
      const own = await accountEmail(buyer.token);
      const answer = await updateCheckout(shop.app, buyer, {
        email: 'camille@',
        bill_address_attributes: PARIS_ADDRESS,
        ship_address_attributes: PARIS_ADDRESS,
      });
      expect(answer.statusCode).toBe(200);
      const order = answer.json() as CartDocument;
      expect(order.meta).toEqual({ email_not_saved: 'invalid_email' });
      expect(order.data.attributes.email).toBe(own);
      expect(await accountEmail(buyer.token)).toBe(own);
      expect((await storefront(shop.app, 'PATCH', '/checkout/next', authOf(buyer))).statusCode).toBe(200);
    });

    it('refuses an invalid e-mail when the order would be left with none (a guest’s cart)', async () => {
      const created = await storefront(shop.app, 'POST', '/cart', {});
      const guest = { token: '', orderToken: (created.json() as CartDocument).data.attributes.token };
      const invalid = await storefront(shop.app, 'PATCH', '/checkout', guest, {
        order: { email: 'camille@' },
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toMatchObject({ code: 'invalid_email', errors: { email: ['invalid_email'] } });
    });
  });

  describe('shipping methods (spec §3, §7, §9)', () => {
    it('asks for an address first', async () => {
      const buyer = await basket();
      const answer = await storefront(shop.app, 'GET', '/checkout/shipping_rates', authOf(buyer));
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'shipping_address_required', errors: {} });
    });

    it('offers the bike in Paris, sorted by price, free on the first order, with slots', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      const rates = await shippingRates(shop.app, buyer);
      expect(rates.data).toHaveLength(1);
      expect(rates.data[0]!.id).toMatch(/^H\d{11}$/);
      const codes = rates.included.map((rate) => rate.attributes.shipping_method_code);
      expect(codes.sort()).toEqual([
        'sillon-bag-delivery',
        'sillon-parcel-delivery',
        'sillon-pickup-point-delivery',
      ]);
      for (const rate of rates.included) {
        expect(rate.attributes).toMatchObject({ final_price: '0.00', free: true });
        expect(typeof rate.attributes.shipping_method_id).toBe('number');
      }
      const bike = rateOf(rates, 'sillon-bag-delivery');
      expect(bike.attributes.delivery_slots.length).toBeGreaterThan(0);
      for (const slot of bike.attributes.delivery_slots) {
        const hours = (Date.parse(slot.end) - Date.parse(slot.start)) / 3_600_000;
        expect(hours).toBeGreaterThanOrEqual(2);
        expect(hours).toBeLessThanOrEqual(4);
        expect(Date.parse(slot.bookable_until)).toBeGreaterThan(shop.clock.now().getTime());
      }
      expect(rateOf(rates, 'sillon-pickup-point-delivery').attributes.delivery_slots).toEqual([]);
    });

    it('prices a second order by the rule, cheapest first, and leaves the bike out of Lyon', async () => {
      const buyer = await basket();
      expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
      const again = await storefront(shop.app, 'POST', '/cart', { token: buyer.token });
      const second: Buyer = {
        ...buyer,
        orderToken: (again.json() as CartDocument).data.attributes.token,
        number: (again.json() as CartDocument).data.id,
      };
      const quoted = await storefront(shop.app, 'PATCH', '/cart/set_items', authOf(second), {
        line_items_attributes: [{ variant_id: detergent, quantity: 2 }],
      });
      // Issue 36: before a method is chosen, the cart says what delivery will cost (the cheapest
      // rate below), never « Livraison 0,00 € ».
      const cart = (quoted.json() as CartDocument).data.attributes;
      expect(cart.delivery_estimate).toEqual({
        price_from: '12.00',
        display_price_from: '12,00\u00a0€',
        offered: false,
        label: 'à partir de 12,00\u00a0€',
        explain: 'Livraison à moitié prix dès 50,00\u00a0€ d’achats, offerte dès 80,00\u00a0€',
      });
      expect(cart.subtotals.map((subtotal) => subtotal.code)).not.toContain('shipping');
      await giveAddress(shop.app, second);
      const paris = await shippingRates(shop.app, second);
      expect(
        paris.included.map((rate) => [rate.attributes.shipping_method_code, rate.attributes.final_price]),
      ).toEqual([
        ['sillon-pickup-point-delivery', '12.00'],
        ['sillon-bag-delivery', '15.00'],
        ['sillon-parcel-delivery', '18.00'],
      ]);
      await giveAddress(shop.app, second, LYON_ADDRESS);
      const lyon = await shippingRates(shop.app, second);
      expect(lyon.included.map((rate) => rate.attributes.shipping_method_code)).toEqual([
        'sillon-pickup-point-delivery',
        'sillon-parcel-delivery',
      ]);
    });
  });

  describe('slots and pickup points (spec §4)', () => {
    it('books a slot on the shipment, then moves to payment with the delivery in the totals', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      const next = await chooseSlot(shop.app, buyer, 'sillon-parcel-delivery');
      expect(next.statusCode).toBe(200);
      const order = next.json() as CartDocument;
      expect(order.data.attributes).toMatchObject({
        state: 'payment',
        shipping_method_code: 'sillon-parcel-delivery',
        delivery_slot: { id: expect.any(String), start: expect.any(String) },
      });
    });

    it('refuses a full slot with slot_full', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      const rates = await shippingRates(shop.app, buyer);
      const slot = rateOf(rates, 'sillon-bag-delivery').attributes.delivery_slots[0]!;
      // Full: as many places as bookings (earlier orders may hold some).
      await shop.database.db
        .update(deliverySlots)
        .set({ capacity: sql`${deliverySlots.booked}` })
        .where(eq(deliverySlots.id, slot.id));
      const answer = await chooseSlot(shop.app, buyer, 'sillon-bag-delivery', slot.id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'slot_full' });
    });

    it('chooses a pickup point, which clears the slot, and the other way round', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
      const points = await storefront(shop.app, 'GET', '/pickup_points?zipcode=75011', {});
      const point = (points.json() as { data: { attributes: Record<string, string> }[] }).data[0]!.attributes;
      const rates = await shippingRates(shop.app, buyer);
      const pickup = await updateCheckout(
        shop.app,
        buyer,
        {
          shipments_attributes: [
            {
              id: rates.data[0]!.id,
              selected_shipping_rate_id: rateOf(rates, 'sillon-pickup-point-delivery').id,
            },
          ],
          chosen_pickup_point_attributes: {
            provider_name: point['provider_name'],
            provider_point_id: point['provider_point_id'],
            address_attributes: {
              company: point['company'],
              country_id: 'FR',
              address1: point['address1'],
              zipcode: point['zipcode'],
              city: point['city'],
            },
          },
        },
        'chosen_pickup_point',
      );
      expect(pickup.statusCode).toBe(200);
      const withPoint = pickup.json() as CartDocument;
      expect(withPoint.data.attributes).toMatchObject({
        delivery_slot: null,
        shipping_method_code: 'sillon-pickup-point-delivery',
      });
      const types = (withPoint.included ?? []).map((item: Included) => item.type).sort();
      expect(types).toEqual(['address', 'pickup_point']);

      const back = await chooseSlot(shop.app, buyer);
      expect(back.statusCode).toBe(200);
      expect((back.json() as CartDocument).data.relationships.chosen_pickup_point.data).toBeNull();
    });
    it('takes a point named without its network as one of the default network (spec §9)', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      const rates = await shippingRates(shop.app, buyer);
      const points = (
        (await storefront(shop.app, 'GET', '/pickup_points?zipcode=75011&limit=50', {})).json() as {
          data: { attributes: { provider_name: string; provider_point_id: string } }[];
        }
      ).data.map((found) => found.attributes);
      const ours = points.find((found) => found.provider_name === DEFAULT_PICKUP_PROVIDER)!;
      const theirs = points.find((found) => found.provider_name !== DEFAULT_PICKUP_PROVIDER)!;
      const choose = (providerPointId: string) =>
        updateCheckout(
          shop.app,
          buyer,
          {
            shipments_attributes: [
              {
                id: rates.data[0]!.id,
                selected_shipping_rate_id: rateOf(rates, 'sillon-pickup-point-delivery').id,
              },
            ],
            chosen_pickup_point_attributes: { provider_point_id: providerPointId },
          },
          'chosen_pickup_point',
        );

      const chosen = await choose(ours.provider_point_id);
      expect(chosen.statusCode).toBe(200);
      const point = (chosen.json() as CartDocument).included?.find((item) => item.type === 'pickup_point');
      expect(point?.attributes).toMatchObject({
        provider_name: 'Relais Sillon',
        provider_point_id: ours.provider_point_id,
      });
      const other = await choose(theirs.provider_point_id);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'pickup_point_not_found' });
    });
  });

  describe('payment and completion (spec §4, §5, §8)', () => {
    it('places a paid order once: stock taken, order status and account orders show it, the cart is gone', async () => {
      const buyer = await basket();
      const before = await stockOf(detergent);
      const answer = await buyWithBike(shop.app, buyer);
      expect(answer.statusCode).toBe(200);
      const order = answer.json() as CartDocument;
      expect(order.data.attributes).toMatchObject({
        state: 'complete',
        payment_state: 'paid',
        number: buyer.number,
      });
      expect(order.data.attributes.completed_at).not.toBeNull();
      expect(await stockOf(detergent)).toBe(before - 2);

      const status = await storefront(shop.app, 'GET', `/order_status/${buyer.number}`, {
        orderToken: buyer.orderToken,
      });
      expect(status.statusCode).toBe(200);
      expect((status.json() as CartDocument).data.attributes.total).toBe(order.data.attributes.total);
      const listed = await storefront(shop.app, 'GET', '/account/orders', { token: buyer.token });
      expect((listed.json() as { data: { id: string; type: string }[] }).data).toEqual([
        expect.objectContaining({ id: buyer.number, type: 'order' }),
      ]);
      expect((await storefront(shop.app, 'GET', '/cart', authOf(buyer))).statusCode).toBe(404);
      expect((await complete(shop.app, buyer)).statusCode).toBe(404);
    });

    it("takes the payment at the price of the moment: another server copy's change is refused until the payment is made again", async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
      const first = await addCardPayment(shop.app, buyer, TEST_CARDS.success);
      const itemTotal = Number((first.json() as CartDocument).data.attributes.item_total);
      const price = (await shop.database.db.select().from(products).where(eq(products.id, detergent)))[0]!;
      // Written straight into the table, as another server copy writes it: this copy's catalogue
      // does not know it yet, the payment does.
      await shop.database.db
        .update(products)
        .set({ priceCents: price.priceCents + 100 })
        .where(eq(products.id, detergent));
      try {
        const refused = await complete(shop.app, buyer);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'payment_amount_changed' });
        const again = await addCardPayment(shop.app, buyer, TEST_CARDS.success, { include: 'payments' });
        expect(again.statusCode).toBe(201);
        const repriced = again.json() as CartDocument;
        expect(Number(repriced.data.attributes.item_total)).toBeCloseTo(itemTotal + 2, 2);
        const payments = (repriced.included ?? []).filter((item) => item.type === 'payment');
        expect(payments.map((item) => item.attributes)).toEqual([
          expect.objectContaining({ amount: repriced.data.attributes.total }),
        ]);
        const placed = await complete(shop.app, buyer);
        expect(placed.statusCode).toBe(200);
        expect((placed.json() as CartDocument).data.attributes.total).toBe(repriced.data.attributes.total);
      } finally {
        await shop.database.db
          .update(products)
          .set({ priceCents: price.priceCents })
          .where(eq(products.id, detergent));
      }
    });

    it('refuses a payment of the total the customer was shown once the staff changed a price since, and takes the new one', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      const chosen = await chooseSlot(shop.app, buyer);
      expect(chosen.statusCode).toBe(200);
      const shown = (chosen.json() as CartDocument).data.attributes.total;
      const { cookie } = await staffSession(shop, 'admin');
      const price = (await shop.database.db.select().from(products).where(eq(products.id, detergent)))[0]!;
      const setPrice = (priceCents: number) =>
        shop.app.inject({
          method: 'PATCH',
          url: `/api/staff/products/${detergent}`,
          headers: { cookie },
          payload: { priceCents },
        });
      expect((await setPrice(price.priceCents + 100)).statusCode).toBe(200);
      try {
        const refused = await addCardPayment(shop.app, buyer, TEST_CARDS.success, { amount: shown });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'payment_amount_changed' });
        expect((await complete(shop.app, buyer)).json()).toMatchObject({ code: 'payment_required' });

        const now = await storefront(shop.app, 'GET', '/cart', authOf(buyer));
        const total = (now.json() as CartDocument).data.attributes.total;
        expect(Number(total)).toBeCloseTo(Number(shown) + 2, 2);
        const again = await addCardPayment(shop.app, buyer, TEST_CARDS.success, { amount: total });
        expect(again.statusCode).toBe(201);
        const placed = await complete(shop.app, buyer);
        expect(placed.statusCode).toBe(200);
        expect((placed.json() as CartDocument).data.attributes.total).toBe(total);
      } finally {
        expect((await setPrice(price.priceCents)).statusCode).toBe(200);
      }
    });

    it('refuses an amount that is not one, before any payment is made', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
      for (const amount of ['12,50', '1e3', '-3.00', 'douze', -3]) {
        const refused = await addCardPayment(shop.app, buyer, TEST_CARDS.success, { amount });
        expect(refused.statusCode, String(amount)).toBe(400);
        expect(refused.json(), String(amount)).toMatchObject({
          code: 'validation_failed',
          errors: { amount: ['Un montant en euros, comme « 12.50 ».'] },
        });
      }
      expect((await complete(shop.app, buyer)).json()).toMatchObject({ code: 'payment_required' });
    });

    it("keeps one customer's order from another", async () => {
      const buyer = await basket();
      expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
      const stranger = await newCustomer(shop.app);
      expect(
        (await storefront(shop.app, 'GET', `/account/orders/${buyer.number}`, { token: stranger.token }))
          .statusCode,
      ).toBe(404);
      expect(
        (await storefront(shop.app, 'GET', `/order_status/${buyer.number}`, { token: stranger.token }))
          .statusCode,
      ).toBe(404);
      const theirs = await storefront(shop.app, 'GET', '/account/orders', { token: stranger.token });
      expect((theirs.json() as { data: unknown[] }).data).toEqual([]);
    });

    it('shows a declined card, then takes another card', async () => {
      const buyer = await basket();
      const declined = await buyWithBike(shop.app, buyer, TEST_CARDS.declined);
      expect(declined.statusCode).toBe(422);
      expect(declined.json()).toMatchObject({ code: 'card_declined' });
      expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
      expect((await complete(shop.app, buyer)).statusCode).toBe(200);
      // The staff read the declined attempt as refused, not as cancelled by the card that followed.
      const { cookie } = await staffSession(shop, 'support');
      const order = await shop.app.inject({
        url: `/api/staff/orders/${buyer.number}`,
        headers: { cookie },
      });
      expect((order.json() as StaffOrder).payments.map((payment) => payment.state)).toEqual([
        'failed',
        'processing',
      ]);
    });

    it('waits for a 3-D Secure challenge, completed or canceled', async () => {
      const buyer = await basket();
      const asked = await buyWithBike(shop.app, buyer, TEST_CARDS.threeDSecure);
      expect(asked.statusCode).toBe(422);
      const challenge = asked.json() as { code: string; action: { type: string; client_secret: string } };
      expect(challenge).toMatchObject({
        code: 'payment_requires_action',
        action: { type: 'three_d_secure' },
      });
      const canceled = await shop.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/challenges/${challenge.action.client_secret}`,
        payload: { outcome: 'cancel' },
      });
      expect(canceled.statusCode).toBe(200);
      const refused = await complete(shop.app, buyer);
      expect(refused.statusCode).toBe(422);
      // Stripe names a challenge left or failed alike: the bank did not authenticate the payment.
      expect(refused.json()).toMatchObject({ code: 'authentication_failed' });

      expect((await addCardPayment(shop.app, buyer, TEST_CARDS.threeDSecure)).statusCode).toBe(201);
      const again = (await complete(shop.app, buyer)).json() as { action: { client_secret: string } };
      await shop.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/challenges/${again.action.client_secret}`,
        payload: { outcome: 'complete' },
      });
      const placed = await complete(shop.app, buyer);
      expect(placed.statusCode).toBe(200);
      expect((placed.json() as CartDocument).data.attributes.state).toBe('complete');
    });

    /** The order's authorisations the processor holds (taken when the order is prepared). */
    const chargesOf = (buyer: Buyer) =>
      shop.database.db
        .select({ id: sandboxPaymentIntents.id })
        .from(sandboxPaymentIntents)
        .where(
          and(
            eq(sandboxPaymentIntents.reference, buyer.number),
            eq(sandboxPaymentIntents.status, 'requires_capture'),
          ),
        );
    /** A card asking for 3-D Secure: the challenge the completion answered. */
    const challengedPayment = async (buyer: Buyer) => {
      const asked = await buyWithBike(shop.app, buyer, TEST_CARDS.threeDSecure);
      expect(asked.json()).toMatchObject({ code: 'payment_requires_action' });
      return (asked.json() as { action: { client_secret: string } }).action.client_secret;
    };
    /** Another card, which pays: the order is taken once. */
    const paysWithAnotherCard = async (buyer: Buyer) => {
      expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
      expect((await complete(shop.app, buyer)).statusCode).toBe(200);
      expect(await chargesOf(buyer)).toHaveLength(1);
    };

    it("asks to contact the shop when the processor's fraud screening blocks the card", async () => {
      const buyer = await basket();
      const blocked = await buyWithBike(shop.app, buyer, TEST_CARDS.blocked);
      expect(blocked.statusCode).toBe(422);
      expect(blocked.json()).toMatchObject({
        code: 'card_contact_support',
        error: errorText('card_contact_support').content,
      });
      expect(await chargesOf(buyer)).toEqual([]);
      await paysWithAnotherCard(buyer);
    });

    it('refuses the payment with authentication_failed when the 3-D Secure challenge fails', async () => {
      const buyer = await basket();
      const challengeId = await challengedPayment(buyer);
      const failed = await shop.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/challenges/${challengeId}`,
        payload: { outcome: 'fail' },
      });
      expect(failed.json()).toMatchObject({ status: 'failed' });
      const refused = await complete(shop.app, buyer);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'authentication_failed' });
      expect(await chargesOf(buyer)).toEqual([]);
      await paysWithAnotherCard(buyer);
    });

    it('says the confirmation failed when the processor fails the payment without a reason of its own', async () => {
      const buyer = await basket();
      await challengedPayment(buyer);
      // The processor gives up on the payment and names no reason the shop knows.
      await shop.database.db
        .update(sandboxPaymentIntents)
        .set({ status: 'failed', failure: null })
        .where(eq(sandboxPaymentIntents.reference, buyer.number));
      const refused = await complete(shop.app, buyer);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'payment_confirmation_failed',
        error: errorText('payment_confirmation_failed').content,
      });
      expect(await chargesOf(buyer)).toEqual([]);
      await paysWithAnotherCard(buyer);
    });

    it('says the confirmation is unknown when the processor asks for an action the shop cannot take', async () => {
      const buyer = await basket();
      const challengeId = await challengedPayment(buyer);
      // Still waiting for the customer, but not with a 3-D Secure challenge the app can show.
      const intentId = challengeId.split('_secret_')[0]!;
      await shop.database.db.delete(sandboxChallenges).where(eq(sandboxChallenges.intentId, intentId));
      const refused = await complete(shop.app, buyer);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'payment_confirmation_unknown',
        error: errorText('payment_confirmation_unknown').content,
      });
      expect(await chargesOf(buyer)).toEqual([]);
      // Nothing stays held at the processor for the failed payment.
      const [left] = await shop.database.db
        .select({ status: sandboxPaymentIntents.status })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.reference, buyer.number));
      expect(left?.status).toBe('canceled');
      await paysWithAnotherCard(buyer);
    });

    it('keeps a card when asked, and pays the next order with it', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      await chooseSlot(shop.app, buyer);
      expect(
        (await addCardPayment(shop.app, buyer, TEST_CARDS.success, { save_card: true })).statusCode,
      ).toBe(201);
      expect((await complete(shop.app, buyer)).statusCode).toBe(200);
      const cards = await storefront(shop.app, 'GET', '/account/credit_cards', { token: buyer.token });
      const saved = (cards.json() as { data: { id: string; attributes: { last_digits: string } }[] }).data;
      expect(saved.map((card) => card.attributes.last_digits)).toEqual(['4242']);

      const again = (
        await storefront(shop.app, 'POST', '/cart', { token: buyer.token })
      ).json() as CartDocument;
      const second: Buyer = { ...buyer, orderToken: again.data.attributes.token, number: again.data.id };
      await storefront(shop.app, 'PATCH', '/cart/set_items', authOf(second), {
        line_items_attributes: [{ variant_id: detergent, quantity: 2 }],
      });
      await giveAddress(shop.app, second);
      await chooseSlot(shop.app, second);
      const withSaved = await storefront(shop.app, 'POST', '/checkout/create_payment', authOf(second), {
        payment_method_id: '1',
        source_id: saved[0]!.id,
      });
      expect(withSaved.statusCode).toBe(201);
      expect((await complete(shop.app, second)).statusCode).toBe(200);
      // Another customer cannot pay with this card.
      const strangerBuyer = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 2 }]);
      const theirs = await storefront(shop.app, 'POST', '/checkout/create_payment', authOf(strangerBuyer), {
        payment_method_id: '1',
        source_id: saved[0]!.id,
      });
      expect(theirs.statusCode).toBe(422);
      expect(theirs.json()).toMatchObject({ code: 'payment_source_not_found' });
    });

    it('refuses to take less than 1 € with the spec’s sentence', async () => {
      await shop.database.db.insert(vouchers).values({
        id: randomUUID(),
        code: 'TOUTOFFERT',
        name: 'Tout offert',
        description: 'Les produits offerts',
        kind: 'percentage',
        percentBp: 10_000,
      });
      const buyer = await basket();
      expect(
        (
          await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
            coupon_code: 'toutofferT',
          })
        ).statusCode,
      ).toBe(200);
      const answer = await buyWithBike(shop.app, buyer);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        code: 'minimum_payable_not_reached',
        error: 'Pour valider votre commande, vous devez avoir au moins 1 euro à payer.',
      });
    });

    it('spends a free-delivery code only on an order whose delivery it offered', async () => {
      const first = await basket();
      const apply = (buyer: Buyer) =>
        storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
          coupon_code: 'LIVRAISONOFFERTE',
        });
      expect((await apply(first)).statusCode).toBe(200);
      // A first order's delivery is offered anyway: the code gave nothing, the customer keeps it.
      const firstOrder = await buyWithBike(shop.app, first);
      expect(firstOrder.statusCode, firstOrder.body).toBe(200);
      expect((firstOrder.json() as CartDocument).data.attributes.ship_total).toBe('0.00');

      const second = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 2 }], first);
      expect((await apply(second)).statusCode).toBe(200);
      const secondOrder = await buyWithBike(shop.app, second);
      expect(secondOrder.statusCode, secondOrder.body).toBe(200);
      expect((secondOrder.json() as CartDocument).data.attributes.ship_total).toBe('0.00');
      // This time it offered the delivery: spent.
      const third = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 2 }], first);
      const spent = await apply(third);
      expect([spent.statusCode, spent.json().code]).toEqual([422, 'voucher_usage_limit_reached']);
    });

    it('refuses an order under the minimum with its message', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: juice, quantity: 1 }]);
      const answer = await buyWithBike(shop.app, buyer);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'minimum_order_not_reached' });
    });

    it('asks for a payment before completing', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      await chooseSlot(shop.app, buyer);
      const answer = await complete(shop.app, buyer);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'payment_required' });
    });

    it('refuses a wallet payment method as a card', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      const wallet = await postPaymentMethod(shop.app, {
        type: 'card',
        'card[token]': 'tok_applepay_sandbox',
      });
      const asCard = await storefront(shop.app, 'POST', '/checkout/create_payment', authOf(buyer), {
        payment_method_id: '1',
        source_attributes: { gateway_payment_profile_id: (wallet.json() as { id: string }).id },
      });
      expect(asCard.statusCode).toBe(422);
      expect(asCard.json()).toMatchObject({ code: 'invalid_payment_method' });
      const unknown = await storefront(shop.app, 'POST', '/checkout/create_payment', authOf(buyer), {
        payment_method_id: '1',
        source_attributes: { gateway_payment_profile_id: 'pm_inconnu' },
      });
      expect(unknown.json()).toMatchObject({ code: 'payment_source_not_found' });
      expect(await cardAtProcessor(shop.app, TEST_CARDS.success)).toMatch(/^pm_/);
    });

    it('keeps one payment waiting when two are asked at once, the other voided', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      await chooseSlot(shop.app, buyer);
      const answers = await Promise.all([
        addCardPayment(shop.app, buyer, TEST_CARDS.success),
        addCardPayment(shop.app, buyer, TEST_CARDS.success),
        addCardPayment(shop.app, buyer, TEST_CARDS.success),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      const stored = await shop.database.db
        .select({ state: orderPayments.state })
        .from(orderPayments)
        .innerJoin(carts, eq(carts.id, orderPayments.cartId))
        .where(eq(carts.number, buyer.number));
      expect(stored.map((row) => row.state).sort()).toEqual(['checkout', 'void', 'void']);
      expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    });

    it('lists the payment methods', async () => {
      const buyer = await basket();
      const answer = await storefront(shop.app, 'GET', '/checkout/payment_methods', authOf(buyer));
      const codes = (
        answer.json() as { data: { attributes: { public_metadata: { code: string } } }[] }
      ).data.map((method) => method.attributes.public_metadata.code);
      expect(codes).toEqual(['credit_card', 'apple_pay', 'google_pay']);
    });
  });

  describe('Spree state machine', () => {
    it('moves one step per next and refuses a step whose guard fails', async () => {
      const buyer = await basket();
      const toAddress = await storefront(shop.app, 'PATCH', '/checkout/next', authOf(buyer));
      expect((toAddress.json() as CartDocument).data.attributes.state).toBe('address');
      const noEmail = await storefront(shop.app, 'PATCH', '/checkout/next', authOf(buyer));
      expect(noEmail.statusCode).toBe(422);
      expect(noEmail.json()).toMatchObject({ code: 'email_required' });
      await giveAddress(shop.app, buyer);
      const advanced = await storefront(shop.app, 'PATCH', '/checkout/advance', authOf(buyer));
      expect(advanced.statusCode).toBe(200);
      // Pre-selected cheapest rate, but no slot or point chosen yet: advance stops at delivery.
      expect((advanced.json() as CartDocument).data.attributes.state).toBe('delivery');
    });

    it("selects a shipping method by Spree's method id, and refuses one the address does not get", async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer, LYON_ADDRESS);
      const rates = await shippingRates(shop.app, buyer);
      const parcel = rateOf(rates, 'sillon-parcel-delivery').attributes.shipping_method_id;
      const chosen = await storefront(shop.app, 'PATCH', '/checkout/select_shipping_method', authOf(buyer), {
        shipping_method_id: parcel,
        shipment_id: rates.data[0]!.id,
        include: 'shipments',
      });
      expect(chosen.statusCode).toBe(200);
      expect((chosen.json() as CartDocument).data.attributes).toMatchObject({
        state: 'delivery',
        shipping_method_code: 'sillon-parcel-delivery',
      });
      expect(rateOf(await shippingRates(shop.app, buyer), 'sillon-parcel-delivery').attributes.selected).toBe(
        true,
      );
      const refused = await storefront(shop.app, 'PATCH', '/checkout/select_shipping_method', authOf(buyer), {
        shipping_method_id: 2,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'shipping_method_not_found', errors: {} });
    });

    it('sends the order back to its address step when the basket changes', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      await chooseSlot(shop.app, buyer);
      const changed = await storefront(shop.app, 'PATCH', '/cart/set_items', authOf(buyer), {
        line_items_attributes: [{ variant_id: detergent, quantity: 3 }],
      });
      expect((changed.json() as CartDocument).data.attributes).toMatchObject({
        state: 'address',
        delivery_slot: null,
        shipping_method_code: null,
      });
      const rates: ShippingRatesDocument = await shippingRates(shop.app, buyer);
      expect(rates.data[0]!.attributes.delivery_slot_id).toBeNull();
    });

    it('refuses to pay an order whose basket changed in another tab until its delivery is chosen again', async () => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer);
      await chooseSlot(shop.app, buyer);
      expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
      await storefront(shop.app, 'PATCH', '/cart/set_items', authOf(buyer), {
        line_items_attributes: [{ variant_id: detergent, quantity: 3 }],
      });
      // Not the cheapest rate pre-selected and refused for its missing point: the delivery itself.
      const refused = await complete(shop.app, buyer);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'delivery_to_choose_again' });
      expect((await storefront(shop.app, 'GET', '/cart', authOf(buyer))).json()).toMatchObject({
        data: { attributes: { state: 'address', shipping_method_code: null } },
      });
    });
  });
});
