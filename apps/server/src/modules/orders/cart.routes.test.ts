import type { CartDocument } from '@sillon/contract';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newAnonymous,
  newCustomer,
  openShopApp,
  storefront,
  type ShopTestApp,
} from '../../testing/shop-test-app';
import { authOf, buyerWithBasket, choosePickupPoint, giveAddress } from '../../testing/checkout-flow';
import { products } from '../catalog/catalog.tables';

type Included = NonNullable<CartDocument['included']>[number];
type LineItem = Extract<Included, { type: 'line_item' }>;

/** The included line items, with the id of their variant. */
function lineItems(cart: CartDocument) {
  return (cart.included ?? [])
    .filter((item): item is LineItem => item.type === 'line_item')
    .map((item) => ({ ...item, variant: item.relationships.variant.data?.id }));
}

describe('storefront cart (Spree Storefront API v2)', () => {
  let shop: ShopTestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    shop = await openShopApp({ adminToken: 'admin-token-for-the-cart-tests' });
    ids = await shop.productIds([
      'jus-de-pomme-trouble',
      'lessive-liquide-au-savon-vegetal',
      'lait-cru-entier',
      'galette-des-rois-frangipane',
      'colis-de-boeuf-limousin',
      'chocolat-noir-70-perou',
      'miel-de-tilleul',
      'infusion-du-soir',
    ]);
  });
  afterAll(() => shop.close());

  const juice = () => ids['jus-de-pomme-trouble']!;
  const detergent = () => ids['lessive-liquide-au-savon-vegetal']!;
  const stockOf = (productId: string) => shop.stockOf(productId);

  /** The customer signed in where `anonymous` shopped: the anonymous user is merged into theirs. */
  async function mergeInto(
    customer: { userId: string; token: string },
    anonymous: { userId: string; token: string },
  ) {
    const merged = await shop.app.inject({
      method: 'POST',
      url: '/api/users/merge',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: {
        anonymousUserId: anonymous.userId,
        authenticatedUserId: customer.userId,
        anonymousUserToken: anonymous.token,
      },
    });
    expect(merged.statusCode).toBeLessThan(300);
  }

  async function customerWithCart() {
    const customer = await newCustomer(shop.app);
    const created = await storefront(shop.app, 'POST', '/cart', { token: customer.token });
    expect(created.statusCode).toBe(201);
    const cart = created.json() as CartDocument;
    return { ...customer, orderToken: cart.data.attributes.token, number: cart.data.id };
  }

  describe('create and show', () => {
    it('creates a cart for the bearer and answers its token, then the same cart again', async () => {
      const customer = await newCustomer(shop.app);
      const first = await storefront(shop.app, 'POST', '/cart', { token: customer.token });
      expect(first.statusCode).toBe(201);
      expect(first.headers['content-type']).toContain('application/vnd.api+json');
      const cart = first.json() as CartDocument;
      expect(cart.data.type).toBe('cart');
      expect(cart.data.id).toMatch(/^R\d{9}$/);
      expect(cart.data.attributes.token).toMatch(/^[\w-]{22}$/);
      expect(cart.data.attributes).toMatchObject({
        item_total: '0.00',
        total: '0.00',
        tax_total: '0.00',
        currency: 'EUR',
      });
      expect(cart.data.relationships.line_items).toEqual({ data: [] });
      expect(cart.data.relationships.user.data).toEqual({ id: customer.userId, type: 'user' });
      expect(cart).not.toHaveProperty('included');

      const again = await storefront(shop.app, 'POST', '/cart', { token: customer.token });
      expect(again.statusCode).toBe(201);
      expect(again.json().data.id).toBe(cart.data.id);
    });

    it("answers gzip to an app that takes it (brotli is the pages'), the same document once unzipped", async () => {
      const { token, orderToken } = await customerWithCart();
      const added = await storefront(
        shop.app,
        'POST',
        '/cart/add_item',
        { token, orderToken },
        { variant_id: juice(), quantity: 2 },
      );
      expect(added.statusCode).toBe(200);
      const ask = (encodings?: string) =>
        shop.app.inject({
          method: 'GET',
          url: '/api/v2/storefront/cart?include=line_items,variants',
          headers: {
            authorization: `Bearer ${token}`,
            'x-spree-order-token': orderToken,
            ...(encodings ? { 'accept-encoding': encodings } : {}),
          },
        });
      const [plain, zipped] = [await ask(), await ask('br, gzip')];
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    });

    it('answers 404 cart_not_found when the caller has no cart', async () => {
      const customer = await newCustomer(shop.app);
      const shown = await storefront(shop.app, 'GET', '/cart', { token: customer.token });
      expect(shown.statusCode).toBe(404);
      expect(shown.json()).toEqual({ code: 'cart_not_found', error: expect.stringContaining('panier') });
    });

    it('refuses an unknown include like Spree (400)', async () => {
      const { token } = await customerWithCart();
      const shown = await storefront(shop.app, 'GET', '/cart?include=line_items,foo', { token });
      expect(shown.statusCode).toBe(400);
      expect(shown.json().code).toBe('include_not_supported');
    });
  });

  describe('set_items, totals and VAT', () => {
    it('prices the basket to the cent with VAT included (5.5 % food, 20 % other)', async () => {
      const { token, orderToken } = await customerWithCart();
      const set = await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { token, orderToken },
        {
          line_items_attributes: [
            { variant_id: juice(), quantity: 2 },
            { variant_id: detergent(), quantity: 1 },
          ],
          include: 'line_items,variants',
        },
      );
      expect(set.statusCode).toBe(200);
      const cart = set.json() as CartDocument;
      // 2 × 3.90 € juice + 12.90 € detergent = 20.70 €; VAT inside: 7.80 × 5.5/105.5 = 0.41 €
      // and 12.90 × 20/120 = 2.15 €.
      expect(cart.data.attributes).toMatchObject({
        item_count: 3,
        item_total: '20.70',
        adjustment_total: '0.00',
        promo_total: '0.00',
        tax_total: '2.56',
        included_tax_total: '2.56',
        additional_tax_total: '0.00',
        ship_total: '0.00',
        total: '20.70',
        total_applied_store_credit: '0.00',
        order_total_after_store_credit: '20.70',
        display_total: '20,70\u00a0€',
      });
      // The amounts charged only: the first orders' gift (an evening infusion, 5.90 €) is offered,
      // so its value is `offered_value`, not a subtotal; no method is chosen yet, so delivery is
      // the estimate (offered: a first order), never a « Livraison 0,00 € » line.
      expect(cart.data.attributes.subtotals).toEqual([
        { code: 'items', label: 'Sous-total', amount: '20.70', display_amount: '20,70\u00a0€' },
        { code: 'vat_550', label: 'Dont TVA 5,5 %', amount: '0.41', display_amount: '0,41\u00a0€' },
        { code: 'vat_2000', label: 'Dont TVA 20 %', amount: '2.15', display_amount: '2,15\u00a0€' },
      ]);
      expect(cart.data.attributes).toMatchObject({
        offered_value: '5.90',
        delivery_estimate: {
          price_from: '0.00',
          offered: true,
          label: 'Offerte',
          explain: 'Livraison offerte pour votre première commande',
        },
      });
      const lines = lineItems(cart);
      expect(
        lines.map((line) => [
          line.variant,
          line.attributes.quantity,
          line.attributes.total,
          line.attributes.public_metadata.gift,
        ]),
      ).toEqual([
        [juice(), 2, '7.80', false],
        [detergent(), 1, '12.90', false],
        [ids['infusion-du-soir'], 1, '0.00', true],
      ]);
      expect(lines[0]!.attributes).toMatchObject({
        price: '3.90',
        included_tax_total: '0.41',
        public_metadata: { vat_rate: '5.50' },
      });
      expect(lines[2]!.attributes.public_metadata).toMatchObject({
        offered_value: '5.90',
        promotion_id: 'cadeau-premieres-commandes',
      });
      expect(cart.included!.filter((item: Included) => item.type === 'variant')).toHaveLength(3);
    });

    it('answers 422 listing every unavailable variant, and keeps the cart as it was', async () => {
      const { token, orderToken } = await customerWithCart();
      await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { token, orderToken },
        {
          line_items_attributes: [{ variant_id: juice(), quantity: 1 }],
        },
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      const refused = await storefront(
        shop.app,
        'PATCH',
        '/cart/set_items',
        { token, orderToken },
        {
          line_items_attributes: [
            { variant_id: juice(), quantity: 3 },
            { variant_id: ids['galette-des-rois-frangipane']!, quantity: 1 },
            { variant_id: unknown, quantity: 1 },
            { variant_id: detergent(), quantity: 100_0 - 1 },
          ],
        },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        code: 'unavailable_products',
        error: expect.any(String),
        errors: {
          variant_ids: [ids['galette-des-rois-frangipane'], unknown, detergent()],
          // Still in stock, fewer than asked: how many are left (the others have none to offer).
          left: [{ variant_id: detergent(), quantity: await stockOf(detergent()) }],
        },
      });
      const shown = await storefront(shop.app, 'GET', '/cart', { token });
      expect(shown.json().data.attributes.item_total).toBe('3.90');
    });
  });

  describe('gifts of the preloaded promotion (spec §4: active from their threshold)', () => {
    const giftsOf = (cart: CartDocument) =>
      cart.data.attributes.gifts
        .filter((gift) => gift.promotion_id === 'bienvenue-cadeaux')
        .map((gift) => [gift.variant_id, gift.active, gift.missing_amount]);

    it('unlocks the chocolate at 40 € and the honey at 70 €, and locks them again below', async () => {
      const { token, orderToken } = await customerWithCart();
      const chocolate = ids['chocolat-noir-70-perou']!;
      const honey = ids['miel-de-tilleul']!;
      const basket = (detergents: number) =>
        storefront(
          shop.app,
          'PUT',
          '/cart/set_items',
          { token, orderToken },
          {
            line_items_attributes: [{ variant_id: detergent(), quantity: detergents }],
            preloaded: { 'bienvenue-cadeaux': 1 },
            include: 'line_items,promotions',
          },
        );

      let cart = (await basket(3)).json() as CartDocument; // 38.70 €
      expect(cart.data.attributes.item_total).toBe('38.70');
      expect(giftsOf(cart)).toEqual([
        [chocolate, false, '1.30'],
        [honey, false, '31.30'],
      ]);

      cart = (await basket(4)).json() as CartDocument; // 51.60 €
      expect(giftsOf(cart)).toEqual([
        [chocolate, true, '0.00'],
        [honey, false, '18.40'],
      ]);
      expect(
        lineItems(cart)
          .filter((line) => line.attributes.public_metadata.gift)
          .map((line) => line.variant),
      ).toContain(chocolate);
      expect(cart.data.attributes.total).toBe('51.60');
      const promotions = (cart.included ?? []).filter((item) => item.type === 'promotion');
      expect(promotions.map((promotion) => promotion.id)).toContain('bienvenue-cadeaux');

      cart = (await basket(6)).json() as CartDocument; // 77.40 €
      expect(giftsOf(cart)).toEqual([
        [chocolate, true, '0.00'],
        [honey, true, '0.00'],
      ]);
      // Offered: chocolate 4.50 € + honey 6.90 € + the first orders' infusion 5.90 €.
      expect(cart.data.attributes.offered_value).toBe('17.30');
      expect(cart.data.attributes.total).toBe('77.40');

      cart = (await basket(3)).json() as CartDocument;
      expect(giftsOf(cart)).toEqual([
        [chocolate, false, '1.30'],
        [honey, false, '31.30'],
      ]);
      expect(lineItems(cart).map((line) => line.variant)).not.toContain(chocolate);
    });

    it('leaves out a gift the customer dropped, and gives it again once chosen (spec §4)', async () => {
      const { token, orderToken } = await customerWithCart();
      const chocolate = ids['chocolat-noir-70-perou']!;
      const honey = ids['miel-de-tilleul']!;
      const basket = (declined?: string[]) =>
        storefront(
          shop.app,
          'PUT',
          '/cart/set_items',
          { token, orderToken },
          {
            line_items_attributes: [{ variant_id: detergent(), quantity: 6 }],
            preloaded: { 'bienvenue-cadeaux': 1 },
            ...(declined ? { declined_gifts: declined } : {}),
            include: 'line_items',
          },
        );
      let cart = (await basket([chocolate])).json() as CartDocument;
      expect(giftsOf(cart)).toEqual([
        [chocolate, false, '0.00'],
        [honey, true, '0.00'],
      ]);
      expect(lineItems(cart).map((line) => line.variant)).not.toContain(chocolate);
      // Sent without the field, the choice is kept; an empty list takes the gift again.
      cart = (await basket()).json() as CartDocument;
      expect(giftsOf(cart)[0]).toEqual([chocolate, false, '0.00']);
      cart = (await basket([])).json() as CartDocument;
      expect(giftsOf(cart)[0]).toEqual([chocolate, true, '0.00']);
    });

    it('gives no gift of a promotion whose version the app does not show', async () => {
      const { token, orderToken } = await customerWithCart();
      const set = await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { token, orderToken },
        {
          line_items_attributes: [{ variant_id: detergent(), quantity: 6 }],
          preloaded: { 'bienvenue-cadeaux': '0' },
        },
      );
      expect(set.statusCode).toBe(200);
      expect(giftsOf(set.json())).toEqual([]);
    });

    it('serves the preloaded products by promotion id, bearer optional', async () => {
      const visitor = await shop.app.inject({ url: '/api/catalog/cart/preloaded-products' });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({
        'bienvenue-cadeaux': {
          products: [
            { id: ids['chocolat-noir-70-perou'], quantity: 1, gift: true, minimum_unlockable_amount: 40 },
            { id: ids['miel-de-tilleul'], quantity: 1, gift: true, minimum_unlockable_amount: 70 },
          ],
          gifts_section_title: 'Vos cadeaux selon votre panier',
          gifts_section_subtitle: expect.stringContaining('40'),
          version: '1',
        },
      });
      const { token } = await newCustomer(shop.app);
      const customer = await shop.app.inject({
        url: '/api/catalog/cart/preloaded-products',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(customer.json()).toEqual(visitor.json());
      const wrong = await shop.app.inject({
        url: '/api/catalog/cart/preloaded-products',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(wrong.statusCode).toBe(401);
    });
  });

  describe('coupons (spec §7 apply coupon, §8 unapplicable voucher)', () => {
    async function cartWith(lines: { variant_id: string; quantity: number }[]) {
      const caller = await customerWithCart();
      const set = await storefront(shop.app, 'PUT', '/cart/set_items', caller, {
        line_items_attributes: lines,
      });
      expect(set.statusCode).toBe(200);
      return caller;
    }
    const apply = (caller: { token: string }, code: string) =>
      storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', caller, {
        coupon_code: code,
        include: 'promotions',
      });

    it('takes 10 % off and lowers the VAT of each rate by its share', async () => {
      const caller = await cartWith([
        { variant_id: juice(), quantity: 2 },
        { variant_id: detergent(), quantity: 1 },
      ]);
      const applied = await apply(caller, ' bienvenue10 ');
      expect(applied.statusCode).toBe(200);
      const cart = applied.json() as CartDocument;
      // 10 % of 20.70 € = 2.07 €, shared 0.78 € (food) and 1.29 € (detergent):
      // food 7.02 € → 0.37 € VAT, detergent 11.61 € → 1.94 € VAT.
      expect(cart.data.attributes).toMatchObject({
        item_total: '20.70',
        promo_total: '-2.07',
        adjustment_total: '-2.07',
        tax_total: '2.31',
        total: '18.63',
        order_total_after_store_credit: '18.63',
        coupon: { code: 'BIENVENUE10', applied: true, failure_code: null, failure_message: null },
      });
      // The discount's line says which promotion it is, as the summary does.
      expect(cart.data.attributes.subtotals.map((line) => [line.label, line.amount])).toEqual([
        ['Sous-total', '20.70'],
        ['10 % de bienvenue', '-2.07'],
        ['Dont TVA 5,5 %', '0.37'],
        ['Dont TVA 20 %', '1.94'],
      ]);
      expect(cart.included).toContainEqual(
        expect.objectContaining({
          type: 'promotion',
          attributes: expect.objectContaining({
            code: 'BIENVENUE10',
            amount: '-2.07',
            public_metadata: { kind: 'coupon' },
          }),
        }),
      );
    });

    it.each([
      ['NOEL2023', 'voucher_expired', 'date de validité est dépassée'],
      ['ETE2031', 'voucher_not_started', 'Réessayez à partir du 21 juin 2031.'],
      ['PRINTEMPS5', 'voucher_minimum_subtotal_not_reached', 'dès 30,00\u00a0€ de produits'],
      ['INCONNU', 'voucher_invalid', 'n’existe pas'],
      ['  ', 'voucher_code_empty', 'Saisissez un code'],
    ])('refuses %s with 422 %s and its French reason', async (code, failure, words) => {
      const caller = await cartWith([{ variant_id: juice(), quantity: 2 }]);
      const refused = await apply(caller, code);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ code: failure, error: expect.stringContaining(words) });
    });

    it('applies a fixed amount from its minimum, and reports it unapplied when the basket drops below', async () => {
      const caller = await cartWith([{ variant_id: detergent(), quantity: 3 }]);
      const applied = await apply(caller, 'PRINTEMPS5');
      expect(applied.json().data.attributes).toMatchObject({
        item_total: '38.70',
        promo_total: '-5.00',
        total: '33.70',
      });
      const lowered = await storefront(shop.app, 'PUT', '/cart/set_items', caller, {
        line_items_attributes: [{ variant_id: detergent(), quantity: 2 }],
      });
      expect(lowered.json().data.attributes).toMatchObject({
        total: '25.80',
        promo_total: '0.00',
        coupon: {
          code: 'PRINTEMPS5',
          applied: false,
          failure_code: 'voucher_minimum_subtotal_not_reached',
          failure_message: 'Ce code s’applique dès 30,00\u00a0€ de produits dans le panier.',
        },
      });
      const removed = await storefront(shop.app, 'DELETE', '/cart/remove_coupon_code/printemps5', caller, {});
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.attributes.coupon).toBeNull();
      const again = await storefront(shop.app, 'DELETE', '/cart/remove_coupon_code', caller, {});
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe('coupon_code_not_in_cart');
    });

    it('offers the delivery with a free-delivery voucher, taking nothing off the items', async () => {
      const caller = await cartWith([{ variant_id: juice(), quantity: 1 }]);
      const cart = (await apply(caller, 'LIVRAISONOFFERTE')).json() as CartDocument;
      expect(cart.data.attributes).toMatchObject({
        total: '3.90',
        free_delivery: true,
        coupon: { applied: true },
      });
      expect(cart.included).toContainEqual(
        expect.objectContaining({
          type: 'promotion',
          attributes: expect.objectContaining({
            public_metadata: { kind: 'free_delivery' },
            code: 'LIVRAISONOFFERTE',
          }),
        }),
      );
    });
  });

  describe('Spree stock cart calls', () => {
    it('adds, sets, removes and empties lines like Spree, checking stock and caps', async () => {
      const caller = await customerWithCart();
      const add = (variant: string, quantity: number) =>
        storefront(shop.app, 'POST', '/cart/add_item', caller, {
          variant_id: variant,
          quantity,
          include: 'line_items',
        });
      expect((await add(juice(), 1)).statusCode).toBe(200);
      const added = (await add(juice(), 2)).json() as CartDocument;
      const juiceLine = lineItems(added).find((line) => line.variant === juice())!;
      expect(juiceLine.attributes.quantity).toBe(3);

      const milk = ids['lait-cru-entier']!;
      const crate = await shop.retailVariantOf(milk);
      const withCrate = (await add(crate, 1)).json() as CartDocument;
      expect(lineItems(withCrate).find((line) => line.variant === crate)?.attributes.price).toBe('10.90');

      const capped = await add(ids['colis-de-boeuf-limousin']!, 2);
      expect(capped.statusCode).toBe(422);
      expect(capped.json().code).toBe('quantity_above_limit');
      const unknown = await add('17', 1);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('product_not_found');

      const set = await storefront(shop.app, 'PATCH', '/cart/set_quantity', caller, {
        line_item_id: juiceLine.id,
        quantity: 5,
      });
      expect(set.json().data.attributes.item_total).toBe('30.40');
      const zero = await storefront(shop.app, 'PATCH', '/cart/set_quantity', caller, {
        line_item_id: juiceLine.id,
        quantity: 0,
      });
      expect(zero.statusCode).toBe(422);
      expect(zero.json().code).toBe('invalid_quantity');

      const removed = await storefront(shop.app, 'DELETE', `/cart/remove_line_item/${juiceLine.id}`, caller);
      expect(removed.json().data.attributes.item_total).toBe('10.90');
      const missing = await storefront(shop.app, 'DELETE', `/cart/remove_line_item/${juiceLine.id}`, caller);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('line_item_not_found');

      const emptied = await storefront(shop.app, 'PATCH', '/cart/empty', caller);
      expect(emptied.json().data.attributes).toMatchObject({ item_count: 0, total: '0.00' });
    });
  });

  describe('prices and availability as they are now', () => {
    it('takes a product another server copy restocked a moment ago, though this copy still thinks it ran out', async () => {
      const caller = await customerWithCart();
      const milk = ids['lait-cru-entier']!;
      await shop.changeProduct(milk, { stock: 0 });
      try {
        const refused = await storefront(shop.app, 'POST', '/cart/add_item', caller, {
          variant_id: milk,
          quantity: 1,
        });
        expect(refused.statusCode).toBe(422);
        // Written straight into the table, as another copy writes it: this copy's catalogue
        // still says the milk ran out.
        await shop.database.db.update(products).set({ stock: 40 }).where(eq(products.id, milk));
        const taken = await storefront(shop.app, 'POST', '/cart/add_item', caller, {
          variant_id: milk,
          quantity: 2,
        });
        expect(taken.statusCode).toBe(200);
        expect((taken.json() as CartDocument).data.attributes.item_count).toBe(2);
      } finally {
        await shop.changeProduct(milk, { stock: 150 });
      }
    });

    it('counts a product and its retail variant against one stock, saying what is left for the second', async () => {
      const caller = await customerWithCart();
      const milk = ids['lait-cru-entier']!;
      const crate = await shop.retailVariantOf(milk);
      await shop.changeProduct(milk, { stock: 3 });
      try {
        const set = (crateQuantity: number) =>
          storefront(shop.app, 'PUT', '/cart/set_items', caller, {
            line_items_attributes: [
              { variant_id: milk, quantity: 2 },
              { variant_id: crate, quantity: crateQuantity },
            ],
          });
        expect((await set(1)).statusCode).toBe(200);
        const refused = await set(2);
        expect(refused.statusCode).toBe(422);
        // Each line alone fits in 3; together they ask 4: the crate's line may have what the milk leaves.
        expect(refused.json().errors).toEqual({
          variant_ids: [milk, crate],
          left: [
            { variant_id: milk, quantity: 1 },
            { variant_id: crate, quantity: 1 },
          ],
        });
      } finally {
        await shop.changeProduct(milk, { stock: 150 });
      }
    });

    it('shows a price the staff changed and a product that ran out, without touching the lines', async () => {
      const caller = await customerWithCart();
      const milk = ids['lait-cru-entier']!;
      await storefront(shop.app, 'PUT', '/cart/set_items', caller, {
        line_items_attributes: [
          { variant_id: milk, quantity: 2 },
          { variant_id: juice(), quantity: 1 },
        ],
      });
      await shop.changeProduct(milk, { priceCents: 210 });
      await shop.changeProduct(juice(), { stock: 0 });
      try {
        const shown = (
          await storefront(shop.app, 'GET', '/cart?include=line_items', caller)
        ).json() as CartDocument;
        expect(shown.data.attributes.item_total).toBe('8.10');
        const lines = lineItems(shown).filter((line) => !line.attributes.public_metadata.gift);
        expect(
          lines.map((line) => [
            line.variant,
            line.attributes.price,
            line.attributes.public_metadata.available,
          ]),
        ).toEqual([
          [milk, '2.10', true],
          [juice(), '3.90', false],
        ]);
        const again = await storefront(shop.app, 'PUT', '/cart/set_items', caller, {
          line_items_attributes: [
            { variant_id: milk, quantity: 2 },
            { variant_id: juice(), quantity: 1 },
          ],
        });
        expect(again.statusCode).toBe(422);
        expect(again.json().errors).toEqual({ variant_ids: [juice()] });
      } finally {
        await shop.changeProduct(milk, { priceCents: 195 });
        await shop.changeProduct(juice(), { stock: 150 });
      }
    });
  });

  describe('concurrent changes', () => {
    it('applies two baskets sent at once one after the other, never a mix of both', async () => {
      const caller = await customerWithCart();
      const basket = (quantity: number) =>
        storefront(shop.app, 'PUT', '/cart/set_items', caller, {
          line_items_attributes: [
            { variant_id: juice(), quantity },
            { variant_id: detergent(), quantity },
          ],
        });
      const answers = await Promise.all([basket(1), basket(2), basket(3)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const shown = (
        await storefront(shop.app, 'GET', '/cart?include=line_items', caller)
      ).json() as CartDocument;
      const quantities = lineItems(shown)
        .filter((line) => !line.attributes.public_metadata.gift)
        .map((line) => line.attributes.quantity);
      expect(quantities).toHaveLength(2);
      expect(quantities[0]).toBe(quantities[1]);
    });

    it('keeps every item of taps sent at once: a change that finds the cart changed is made again on it', async () => {
      const caller = await customerWithCart();
      const slugs = ['jus-de-pomme-trouble', 'lait-cru-entier', 'miel-de-tilleul', 'infusion-du-soir'];
      const add = (slug: string) =>
        storefront(shop.app, 'POST', '/cart/add_item?include=line_items', caller, {
          variant_id: ids[slug],
          quantity: 1,
        });
      const answers = await Promise.all([...slugs, ...slugs].map(add));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const shown = (
        await storefront(shop.app, 'GET', '/cart?include=line_items', caller)
      ).json() as CartDocument;
      const quantities = Object.fromEntries(
        lineItems(shown)
          .filter((line) => !line.attributes.public_metadata.gift)
          .map((line) => [line.variant, line.attributes.quantity]),
      );
      expect(quantities).toEqual(Object.fromEntries(slugs.map((slug) => [ids[slug], 2])));
    });
  });

  describe('malformed requests', () => {
    it("answers 400 in Spree's shape, naming the fields, never a 5xx", async () => {
      const caller = await customerWithCart();
      const badQuantity = await storefront(shop.app, 'PUT', '/cart/set_items', caller, {
        line_items_attributes: [{ variant_id: juice(), quantity: 1.5 }],
      });
      expect(badQuantity.statusCode).toBe(400);
      expect(badQuantity.json()).toMatchObject({ code: 'validation_failed', errors: expect.any(Object) });
      expect(Object.keys(badQuantity.json().errors).join()).toContain('quantity');
      const notJson = await shop.app.inject({
        method: 'PATCH',
        url: '/api/v2/storefront/cart/set_items',
        headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
        payload: '{"line_items_attributes": [',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().code).toBe('malformed_request');
    });
  });

  describe('ownership', () => {
    it("never shows one customer's cart to another, even with its order token", async () => {
      const alice = await customerWithCart();
      await storefront(shop.app, 'PUT', '/cart/set_items', alice, {
        line_items_attributes: [{ variant_id: juice(), quantity: 1 }],
      });
      const bob = await newCustomer(shop.app);

      const bobWithAliceToken = await storefront(shop.app, 'GET', '/cart', {
        token: bob.token,
        orderToken: alice.orderToken,
      });
      expect(bobWithAliceToken.statusCode).toBe(404);
      const tokenOnly = await storefront(shop.app, 'GET', '/cart', { orderToken: alice.orderToken });
      expect(tokenOnly.statusCode).toBe(404);
      const changed = await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { token: bob.token, orderToken: alice.orderToken },
        {
          line_items_attributes: [],
        },
      );
      expect(changed.statusCode).toBe(404);

      const bobCart = (
        await storefront(shop.app, 'POST', '/cart', { token: bob.token })
      ).json() as CartDocument;
      expect(bobCart.data.id).not.toBe(alice.number);
      const stillAlice = await storefront(shop.app, 'GET', '/cart', {
        token: alice.token,
        orderToken: alice.orderToken,
      });
      expect(stillAlice.json().data.attributes.item_total).toBe('3.90');
    });

    it('serves a guest cart by its order token only', async () => {
      const created = (await storefront(shop.app, 'POST', '/cart', {})).json() as CartDocument;
      const orderToken = created.data.attributes.token;
      expect(created.data.relationships.user.data).toBeNull();
      const set = await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { orderToken },
        { line_items_attributes: [{ variant_id: juice(), quantity: 2 }] },
      );
      expect(set.json().data.attributes.item_total).toBe('7.80');
      expect((await storefront(shop.app, 'GET', '/cart', {})).statusCode).toBe(404);
      expect((await storefront(shop.app, 'GET', '/cart', { orderToken: 'x'.repeat(22) })).statusCode).toBe(
        404,
      );
    });

    it('answers 401 to a bearer that is not a valid token', async () => {
      const refused = await storefront(shop.app, 'GET', '/cart', { token: 'not-a-token' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('session_expired');
    });

    it('keeps a checkout under way when the customer signs in on another device, which sends the same basket', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: juice(), quantity: 2 }]);
      await giveAddress(shop.app, buyer);
      expect((await choosePickupPoint(shop.app, buyer)).statusCode).toBe(200);
      // The other device, a visitor until its sign-in, opened an empty cart.
      const anonymous = await newAnonymous(shop.app);
      await storefront(shop.app, 'POST', '/cart', { token: anonymous.token });
      await mergeInto(buyer, anonymous);
      // Signed in there, the customer's cart is the one under way, not the empty one.
      const opened = await storefront(shop.app, 'POST', '/cart', { token: buyer.token });
      expect(opened.json().data.id).toBe(buyer.number);
      // That device sends the basket it took: the checkout keeps its delivery.
      const sent = await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { token: buyer.token },
        { line_items_attributes: [{ variant_id: juice(), quantity: 2 }] },
      );
      expect(sent.statusCode).toBe(200);
      const shown = (await storefront(shop.app, 'GET', '/cart', authOf(buyer))).json() as CartDocument;
      expect(shown.data.attributes).toMatchObject({
        state: 'payment',
        shipping_method_code: 'sillon-pickup-point-delivery',
      });
      // A basket that differs starts the delivery again, as before.
      await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { token: buyer.token },
        { line_items_attributes: [{ variant_id: juice(), quantity: 3 }] },
      );
      const changed = (await storefront(shop.app, 'GET', '/cart', authOf(buyer))).json() as CartDocument;
      expect(changed.data.attributes.shipping_method_code).toBeNull();
    });

    it("gives the anonymous shopper's cart to the customer on merge", async () => {
      const anonymous = await newAnonymous(shop.app);
      const created = (
        await storefront(shop.app, 'POST', '/cart', { token: anonymous.token })
      ).json() as CartDocument;
      await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { token: anonymous.token },
        {
          line_items_attributes: [{ variant_id: detergent(), quantity: 2 }],
        },
      );
      const customer = await newCustomer(shop.app);
      await mergeInto(customer, anonymous);
      const shown = await storefront(shop.app, 'GET', '/cart', { token: customer.token });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({ id: created.data.id, attributes: { item_total: '25.80' } });
      expect(shown.json().data.relationships.user.data.id).toBe(customer.userId);
    });
  });
});
