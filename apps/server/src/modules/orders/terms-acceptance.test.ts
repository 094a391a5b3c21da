/**
 * Issue 38: the CGV accepted at payment. `PATCH /checkout` takes `terms_accepted` with the version
 * the app showed; `complete` refuses an order without it (or accepted under CGV since replaced);
 * the placed order keeps the version and the time.
 */
import type { CartDocument } from '@sillon/contract';
import { errorText } from '@sillon/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  addCardPayment,
  buyerWithBasket,
  chooseSlot,
  complete,
  PARIS_ADDRESS,
  TEST_CARDS,
  termsAccepted,
  updateCheckout,
  type Buyer,
} from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { staffSession } from '../../testing/staff-session';
import { carts } from './orders.tables';

let shop: ShopTestApp;
let detergent: string;
beforeAll(async () => {
  shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()) });
  detergent = (await shop.productIds(['lessive-liquide-au-savon-vegetal']))[
    'lessive-liquide-au-savon-vegetal'
  ]!;
});
afterAll(() => shop.close());

const cgvVersion = async () =>
  ((await shop.app.inject({ url: '/api/bff/page?path=/cgv' })).json() as { version: string }).version;

/** An order ready to pay: address (without the CGV), bike slot, a card. */
async function readyToPay(terms: object = {}): Promise<Buyer> {
  const buyer = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 2 }]);
  const address = await updateCheckout(shop.app, buyer, {
    email: 'camille@exemple.fr',
    bill_address_attributes: PARIS_ADDRESS,
    ship_address_attributes: PARIS_ADDRESS,
    ...terms,
  });
  expect(address.statusCode).toBe(200);
  expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
  expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
  return buyer;
}

const termsOf = async (buyer: Buyer) =>
  (
    await shop.database.db
      .select({ version: carts.termsVersion, acceptedAt: carts.termsAcceptedAt, state: carts.state })
      .from(carts)
      .where(eq(carts.number, buyer.number))
  )[0]!;

describe('the CGV accepted at payment (issue 38)', () => {
  it('refuses to complete an order whose customer did not accept the CGV, with its French text', async () => {
    const buyer = await readyToPay();
    const answer = await complete(shop.app, buyer);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'terms_not_accepted',
      error: errorText('terms_not_accepted').content,
    });
    expect((await termsOf(buyer)).state).not.toBe('complete');
  });

  it('keeps the version accepted and its time with the placed order', async () => {
    const buyer = await readyToPay();
    const accepted = await updateCheckout(shop.app, buyer, await termsAccepted(shop.app));
    expect(accepted.statusCode).toBe(200);
    // The order says which version it keeps: the payment step shows it ticked after a reload.
    expect((accepted.json() as CartDocument).data.attributes.terms_version).toBe(await cgvVersion());
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    expect(await termsOf(buyer)).toEqual({
      version: await cgvVersion(),
      acceptedAt: shop.clock.now(),
      state: 'complete',
    });
    // The staff see it on the order.
    const { cookie } = await staffSession(shop, 'preparer');
    const shown = await shop.app.inject({ url: `/api/staff/orders/${buyer.number}`, headers: { cookie } });
    expect(shown.json()).toMatchObject({
      termsAccepted: { version: await cgvVersion(), acceptedAt: shop.clock.now().toISOString() },
    });
  });

  it('takes the acceptance back when the box is unticked', async () => {
    const buyer = await readyToPay(await termsAccepted(shop.app));
    expect((await updateCheckout(shop.app, buyer, { terms_accepted: false })).statusCode).toBe(200);
    expect(await termsOf(buyer)).toMatchObject({ version: null, acceptedAt: null });
    expect((await complete(shop.app, buyer)).json()).toMatchObject({ code: 'terms_not_accepted' });
  });

  it('refuses an acceptance without its version, or of a version not in force', async () => {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 2 }]);
    const unnamed = await updateCheckout(shop.app, buyer, { terms_accepted: true });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      code: 'validation_failed',
      errors: { 'order.terms_version': ['Indiquez la version des conditions générales de vente acceptée.'] },
    });
    const stale = await updateCheckout(shop.app, buyer, {
      terms_accepted: true,
      terms_version: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({
      code: 'terms_version_outdated',
      error: errorText('terms_version_outdated').content,
      errors: { terms_version: ['terms_version_outdated'] },
    });
    expect((await termsOf(buyer)).version).toBeNull();
  });

  it('asks to accept again once the staff publish new CGV', async () => {
    const buyer = await readyToPay(await termsAccepted(shop.app));
    const admin = await staffSession(shop, 'admin');
    const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      shop.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
    const before = await cgvVersion();
    const document = (await staff('GET', '/api/staff/documents/legalPage.cgv')).json();
    await staff('PUT', '/api/staff/documents/legalPage.cgv/draft', { body: document.published });
    expect((await staff('POST', '/api/staff/documents/legalPage.cgv/publish')).statusCode).toBe(200);
    const after = await cgvVersion();
    expect(after).not.toBe(before);

    expect((await complete(shop.app, buyer)).json()).toMatchObject({ code: 'terms_version_outdated' });
    const again = await updateCheckout(shop.app, buyer, { terms_accepted: true, terms_version: after });
    expect(again.statusCode).toBe(200);
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    expect((await termsOf(buyer)).version).toBe(after);
  });
});
