/**
 * Issue 39: a customer's first order gets free delivery (and the referral discount, the first
 * orders' gift). Two carts of one customer completed at the same moment are both priced as the
 * first; the completion checks again under the customer's lock, and the second pays again
 * without the perk.
 */
import type { CartDocument } from '@sillon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  buyerWithBasket,
  chooseSlot,
  complete,
  giveAddress,
  TEST_CARDS,
  type Buyer,
} from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { newCustomer, openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { carts as cartsTable } from './orders.tables';

describe("a first order's perks, for one order only", () => {
  let shop: ShopTestApp;
  let beef: string;
  beforeAll(async () => {
    shop = await openShopApp({
      clock: new TestClock(aDeliveryMorning()),
      adminToken: 'admin-token-first-order',
    });
    beef = (await shop.productIds(['colis-de-boeuf-limousin']))['colis-de-boeuf-limousin']!;
    // Below the shop's free delivery: only a first order rides for free.
    await shop.changeProduct(beef, { priceCents: 3000 });
  });
  afterAll(() => shop.close());

  /** A basket of the customer's, ready to pay: their own, or one that becomes theirs (`claimed`). */
  async function readyToPay(customer: Pick<Buyer, 'userId' | 'token'>, claimed = false): Promise<Buyer> {
    let buyer = await buyerWithBasket(
      shop.app,
      [{ variantId: beef, quantity: 1 }],
      claimed ? undefined : customer,
    );
    if (claimed) {
      // As a guest's cart does when its customer signs in (the store's `claimGuestCart`).
      await shop.database.db
        .update(cartsTable)
        .set({ userId: customer.userId })
        .where(eq(cartsTable.number, buyer.number));
      buyer = { ...buyer, ...customer };
    }
    await giveAddress(shop.app, buyer);
    const next = await chooseSlot(shop.app, buyer, 'sillon-bag-delivery');
    expect(next.statusCode, next.body).toBe(200);
    const payment = await addCardPayment(shop.app, buyer, TEST_CARDS.success);
    expect(payment.statusCode, payment.body).toBe(201);
    return buyer;
  }

  it('goes to one of two carts completed at once; the other pays again with delivery', async () => {
    const customer = await newCustomer(shop.app);
    const carts = [await readyToPay(customer), await readyToPay(customer, true)];
    expect(carts[0]!.number).not.toBe(carts[1]!.number);
    const answers = await Promise.all(carts.map((cart) => complete(shop.app, cart)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const placed = answers.find((answer) => answer.statusCode === 200)!.json() as CartDocument;
    expect(Number(placed.data.attributes.ship_total)).toBe(0);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ code: 'payment_amount_changed' });

    const other = carts[answers.indexOf(refused)]!;
    expect((await addCardPayment(shop.app, other, TEST_CARDS.success)).statusCode).toBe(201);
    const second = await complete(shop.app, other);
    expect(second.statusCode, second.body).toBe(200);
    expect(Number((second.json() as CartDocument).data.attributes.ship_total)).toBeGreaterThan(0);
  });
});
