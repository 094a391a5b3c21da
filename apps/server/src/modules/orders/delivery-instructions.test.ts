import type { CartDocument, PickingList, StaffOrder } from '@sillon/contract';
import { errorText } from '@sillon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  buyerWithBasket,
  chooseSlot,
  complete,
  giveAddress,
  PARIS_ADDRESS,
  TEST_CARDS,
  updateCheckout,
} from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { newCustomer, openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';

const INSTRUCTIONS = 'Code 4B12\n3e étage, laisser chez le voisin';

type Included = NonNullable<CartDocument['included']>[number];

describe('delivery instructions (issue 40: kept with the address, shown to the preparer)', () => {
  let shop: ShopTestApp;
  let bread: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()) });
    bread = (await shop.productIds(['pain-de-campagne-au-levain']))['pain-de-campagne-au-levain']!;
  });
  afterAll(() => shop.close());

  const basket = () => buyerWithBasket(shop.app, [{ variantId: bread, quantity: 4 }]);

  it('keeps them on the ship address only, and the preparer reads them on the order and the picking list', async () => {
    const buyer = await basket();
    const document = await giveAddress(shop.app, buyer, {
      ...PARIS_ADDRESS,
      delivery_instructions: '  Code 4B12 \n\n3e étage, laisser chez le voisin ',
    });
    expect(document.data.attributes.state).toBe('address');
    const addresses = await updateCheckout(shop.app, buyer, {}, 'shipping_address,billing_address');
    const included = (addresses.json() as CartDocument).included as Included[];
    const attributesOf = (id: string) =>
      included.find((resource) => resource.id === id && resource.type === 'address')?.attributes as
        Record<string, unknown> | undefined;
    expect(attributesOf(`${buyer.number}-ship`)?.['delivery_instructions']).toBe(INSTRUCTIONS);
    expect(attributesOf(`${buyer.number}-bill`)?.['delivery_instructions']).toBeNull();

    expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
    expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);

    const { cookie } = await staffSession(shop, 'preparer');
    const staff = (url: string) => shop.app.inject({ method: 'GET', url, headers: { cookie } });
    const order = (await staff(`/api/staff/orders/${buyer.number}`)).json() as StaffOrder;
    expect(order.address?.['deliveryInstructions']).toBe(INSTRUCTIONS);
    const list = (
      await staff(`/api/staff/picking-list?day=${order.deliveryDay}&slotId=${order.slot!.id}`)
    ).json() as PickingList;
    expect(list.orders.find((entry) => entry.number === buyer.number)?.deliveryInstructions).toBe(
      INSTRUCTIONS,
    );
  });

  it('makes the address an order was placed with the account’s, instructions included, for the next checkout', async () => {
    const placeWith = async (address: typeof PARIS_ADDRESS & { delivery_instructions?: string }) => {
      const buyer = await basket();
      await giveAddress(shop.app, buyer, address);
      expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
      expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
      expect((await complete(shop.app, buyer)).statusCode).toBe(200);
      const account = await shop.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(account.statusCode, account.body).toBe(200);
      return account.json().deliveryAddress as Record<string, unknown>;
    };
    const withInstructions = await placeWith({
      ...PARIS_ADDRESS,
      address1: '3 rue de Charonne',
      delivery_instructions: INSTRUCTIONS,
    });
    expect(withInstructions).toMatchObject({
      fullname: 'Camille Martin',
      address1: '3 rue de Charonne',
      zipcode: '75011',
      city: 'Paris',
      deliveryInstructions: INSTRUCTIONS,
    });
    const without = await placeWith({ ...PARIS_ADDRESS, address1: '8 rue Keller' });
    expect(without).toMatchObject({ address1: '8 rue Keller' });
    expect(without).not.toHaveProperty('deliveryInstructions');
  });

  it('refuses more than 250 characters under the field, with its French message', async () => {
    const buyer = await basket();
    const answer = await updateCheckout(shop.app, buyer, {
      ship_address_attributes: { ...PARIS_ADDRESS, delivery_instructions: 'x'.repeat(251) },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'address_invalid',
      errors: { 'ship_address.delivery_instructions': ['delivery_instructions_too_long'] },
    });
    expect(errorText('delivery_instructions_too_long').content).toContain('250 caractères');
  });

  it('keeps them with the account’s delivery address', async () => {
    const customer = await newCustomer(shop.app);
    const headers = { authorization: `Bearer ${customer.token}` };
    const deliveryAddress = {
      fullname: 'Camille Martin',
      address1: '12 rue Oberkampf',
      city: 'Paris',
      zipcode: '75011',
      deliveryInstructions: INSTRUCTIONS,
    };
    const saved = await shop.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { deliveryAddress },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const account = await shop.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(account.json().deliveryAddress).toMatchObject({ deliveryInstructions: INSTRUCTIONS });
    const tooLong = await shop.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { deliveryAddress: { ...deliveryAddress, deliveryInstructions: 'x'.repeat(251) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.code).toBe('address_invalid');
  });
});
