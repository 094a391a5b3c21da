/**
 * A processor payment method pays only for whoever first used it (issue 21): another customer, or
 * a guest, who learns its id (it shows in the order's payments) cannot attach it to their cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  authOf,
  buyerWithBasket,
  cardAtProcessor,
  chooseSlot,
  giveAddress,
  TEST_CARDS,
  type Buyer,
} from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';

describe('payment methods are bound to their payer', () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let bread: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    bread = (await shop.productIds(['pain-de-campagne-au-levain']))['pain-de-campagne-au-levain']!;
  });
  afterAll(() => shop.close());

  const readyToPay = async (): Promise<Buyer> => {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: bread, quantity: 2 }]);
    await giveAddress(shop.app, buyer);
    await chooseSlot(shop.app, buyer);
    return buyer;
  };
  const payWith = (buyer: Buyer, paymentMethodId: string, extra: object = {}) =>
    storefront(shop.app, 'POST', '/checkout/create_payment', authOf(buyer), {
      payment_method_id: '1',
      source_attributes: { gateway_payment_profile_id: paymentMethodId, name: 'Camille Martin' },
      ...extra,
    });

  it("refuses another customer's payment method, saved or not, and lets its owner use it again", async () => {
    const owner = await readyToPay();
    const card = await cardAtProcessor(shop.app, TEST_CARDS.success);
    expect((await payWith(owner, card, { save_card: true })).statusCode).toBe(201);

    const other = await readyToPay();
    const stolen = await payWith(other, card);
    expect(stolen.statusCode).toBe(422);

    expect((await payWith(owner, card)).statusCode).toBe(201);
  });

  it("refuses a customer's card to a guest's cart, and a guest's card to a customer", async () => {
    const customer = await readyToPay();
    const customerCard = await cardAtProcessor(shop.app, TEST_CARDS.success);
    expect((await payWith(customer, customerCard)).statusCode).toBe(201);

    const created = await storefront(shop.app, 'POST', '/cart', {});
    const guest: Buyer = {
      userId: 'guest-00',
      token: '',
      orderToken: created.json().data.attributes.token,
      number: created.json().data.id,
    };
    await storefront(shop.app, 'PATCH', '/cart/set_items', authOf(guest), {
      line_items_attributes: [{ variant_id: bread, quantity: 2 }],
    });
    await giveAddress(shop.app, guest);
    await chooseSlot(shop.app, guest);
    expect((await payWith(guest, customerCard)).statusCode).toBe(422);

    const guestCard = await cardAtProcessor(shop.app, TEST_CARDS.success);
    expect((await payWith(guest, guestCard)).statusCode).toBe(201);
    expect((await payWith(await readyToPay(), guestCard)).statusCode).toBe(422);
  });
});
