/**
 * The customer's whole account (issue 15): the storefront account document, its update, the
 * staff's banners and minimum, the data export, and the account's closing then erasure.
 */
import type { StorefrontAccountDocument } from '@sillon/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, TestClock, bearer, native, signInByPhone } from '../../testing/auth-test-app';
import { authOf, buyerWithBasket, buyWithBike } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { newCustomer, openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { customerProfiles } from '../account/account.tables';
import { users } from '../auth/auth.tables';
import { carts } from '../orders/orders.tables';
import { vouchers } from '../promotions/promotions.tables';

const ADMIN_TOKEN = 'staff-token-for-the-tests-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the customer's account", () => {
  const clock = new TestClock(aDeliveryMorning());
  let shop: ShopTestApp;
  let beef: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock, adminToken: ADMIN_TOKEN });
    beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  const accountOf = async (token: string) => {
    const answer = await storefront(shop.app, 'GET', '/account', { token });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as StorefrontAccountDocument).data.attributes;
  };
  const staff = (method: 'PUT', url: string, payload: object, token = ADMIN_TOKEN) =>
    shop.app.inject({ method, url, payload, headers: bearer(token) });

  describe('its document (spec §7)', () => {
    it('reads a lead: no order, the shop’s minimum, their own code, the referral offer', async () => {
      const camille = await newCustomer(shop.app, 'Camille');
      const account = await accountOf(camille.token);
      expect(account).toMatchObject({
        firstname: 'Camille',
        minimum_order_value: '15.00',
        newsletter: 'none',
        completed_orders: 0,
        order_information: null,
        order_products: [],
        last_order_date: null,
        referral: { referrer_discount: '10.00', referees_count: 0, rewards_count: 0 },
        banner: { deeplink: '/my-account/vouchers' },
      });
      expect(account.phone_number).toMatch(/^\+33/);
      expect(account.referral.referral_code).not.toBe('');
    });

    it('reads the latest order, its products and date; the banner follows how recently they ordered', async () => {
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
      const account = await accountOf(buyer.token);
      expect(account.order_information).toMatchObject({ number: buyer.number, status: 'scheduled' });
      expect(account.order_products).toEqual([beef]);
      expect(account.last_order_date).toBe(account.order_information!.completed_at);
      expect(account.completed_orders).toBe(1);
      expect(account.banner).toMatchObject({ deeplink: '/my-account/referral' });

      // Ordered 62 days ago: no longer "recently" (spec §6, 61 days).
      const longAgo = new Date(clock.now().getTime() - 62 * DAY_MS);
      await db().update(carts).set({ completedAt: longAgo }).where(eq(carts.number, buyer.number));
      expect((await accountOf(buyer.token)).banner).toMatchObject({ deeplink: '/my-account/orders' });
    });

    it('answers each customer their own account only, and nothing without a customer’s bearer', async () => {
      const marie = await newCustomer(shop.app, 'Marie');
      const paul = await newCustomer(shop.app, 'Paul');
      expect((await accountOf(marie.token)).firstname).toBe('Marie');
      const answer = await storefront(shop.app, 'GET', '/account', { token: paul.token });
      expect((answer.json() as StorefrontAccountDocument).data).toMatchObject({
        id: paul.userId,
        attributes: { firstname: 'Paul' },
      });
      expect((await storefront(shop.app, 'GET', '/account', {})).statusCode).toBe(401);
      expect((await shop.app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
    });
  });

  describe('its update (spec §7, §8)', () => {
    it('changes the first name and the e-mail; refuses one used by another account, or malformed', async () => {
      const camille = await newCustomer(shop.app, 'Camille');
      const other = await newCustomer(shop.app, 'Louise');
      const otherEmail = (await accountOf(other.token)).email;
      const patch = (user: object) =>
        storefront(shop.app, 'PATCH', '/account', { token: camille.token }, { user });

      const renamed = await patch({ firstname: 'Camille-Anne', email: 'camille.anne@exemple.fr' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((renamed.json() as StorefrontAccountDocument).data.attributes).toMatchObject({
        firstname: 'Camille-Anne',
        email: 'camille.anne@exemple.fr',
      });
      const taken = await patch({ email: otherEmail.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'email_already_used',
        error: expect.stringMatching(/utilisé/),
      });
      const malformed = await patch({ email: 'camille@' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'invalid_email' });
      expect((await patch({})).statusCode).toBe(400);
      expect((await accountOf(camille.token)).email).toBe('camille.anne@exemple.fr');
    });
  });

  describe('its e-mail replaced', () => {
    const mailTo = async (address: string) =>
      (
        (
          await shop.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(address)}` })
        ).json() as { messages: { subject: string; text: string }[] }
      ).messages.filter((mail) => mail.subject === 'L’adresse e-mail de votre compte Sillon a changé');

    it('tells the former address, once, with the new one masked; a case changed or a refusal tells no one', async () => {
      const camille = await newCustomer(shop.app, 'Camille');
      const other = await newCustomer(shop.app, 'Louise');
      // The case changed first: the address the change leaves is the one the account wrote last.
      const former = (await accountOf(camille.token)).email.toUpperCase();
      const patch = (email: string) =>
        storefront(shop.app, 'PATCH', '/account', { token: camille.token }, { user: { email } });

      expect((await patch(former)).statusCode).toBe(200);
      expect((await patch((await accountOf(other.token)).email)).statusCode).toBe(409);
      await shop.app.jobs.runDue();
      expect(await mailTo(former)).toEqual([]);

      expect((await patch('camille.nouvelle@exemple.fr')).statusCode).toBe(200);
      await shop.app.jobs.runDue();
      await shop.app.jobs.runDue();
      const told = await mailTo(former);
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain('c•••@exemple.fr');
      expect(told[0]!.text).not.toContain('camille.nouvelle');
      expect(await mailTo('camille.nouvelle@exemple.fr')).toEqual([]);

      // The data export lists the address the account had.
      const exported = await shop.app.inject({
        method: 'GET',
        url: '/api/users/me/export',
        headers: bearer(camille.token),
      });
      expect(exported.json().profile.former_emails).toEqual([
        { email: former, replaced_at: clock.now().toISOString() },
      ]);
    });
  });

  describe('what the staff set', () => {
    it('a customer’s own minimum order, and a banner’s text', async () => {
      const camille = await newCustomer(shop.app, 'Camille');
      const minimum = (value: string | null, token?: string) =>
        staff(
          'PUT',
          `/api/admin/customers/${camille.userId}/minimum-order`,
          { minimum_order_value: value },
          token,
        );
      expect((await minimum('20.00', 'not-the-token')).statusCode).toBe(401);
      expect((await minimum('vingt')).statusCode).toBe(400);
      expect((await minimum('20.00')).statusCode).toBe(204);
      expect((await accountOf(camille.token)).minimum_order_value).toBe('20.00');
      expect((await minimum(null)).statusCode).toBe(204);
      expect((await accountOf(camille.token)).minimum_order_value).toBe('15.00');

      const banner = {
        title: 'Nouveau ici ?',
        subtitle: 'Le parrainage vous attend.',
        deeplink: '/my-account/referral',
      };
      expect((await staff('PUT', '/api/admin/banners/lead', banner)).statusCode).toBe(204);
      expect((await accountOf(camille.token)).banner).toEqual(banner);
      expect((await staff('PUT', '/api/admin/banners/everyone', banner)).statusCode).toBe(400);
    });
  });

  describe('the data export (GDPR article 20)', () => {
    it('holds the profile, the consents with their dates, the vouchers, the referral and the orders', async () => {
      await db().insert(vouchers).values({
        id: randomUUID(),
        code: 'EXPORT5',
        name: 'Cinq euros',
        description: '5 € sur les produits',
        kind: 'fixed_amount',
        amountCents: 500,
      });
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      const coupon = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
        coupon_code: 'EXPORT5',
      });
      expect(coupon.statusCode, coupon.body).toBe(200);
      expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
      await shop.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(buyer.token),
        payload: { newsletter: 'monthly' },
      });
      const listed = await shop.app.inject({
        method: 'POST',
        url: '/api/shopping-list/changes',
        headers: bearer(buyer.token),
        payload: { changes: [{ product_id: beef, quantity: 3, changed_at: clock.now().toISOString() }] },
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const answer = await shop.app.inject({
        method: 'GET',
        url: '/api/users/me/export',
        headers: bearer(buyer.token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(
        /attachment; filename="sillon-mes-donnees-\d{4}-\d{2}-\d{2}\.json"/,
      );
      expect(answer.headers['cache-control']).toBe('no-store');
      const data = answer.json();
      expect(data.profile).toMatchObject({ id: buyer.userId, phone_number: expect.stringMatching(/^\+33/) });
      expect(data.consents.newsletter).toEqual({ value: 'monthly', changed_at: clock.now().toISOString() });
      expect(data.orders.map((order: { data: { id: string } }) => order.data.id)).toEqual([buyer.number]);
      // The code used on an order is in it, though « Mes codes » no longer shows it.
      expect(data.orders[0].included).toContainEqual(
        expect.objectContaining({
          type: 'promotion',
          attributes: expect.objectContaining({ code: 'EXPORT5' }),
        }),
      );
      // Its shopping list says which products, by name, not by an id the customer cannot read,
      // and how many of each.
      expect(data.shopping_list).toEqual([
        {
          product_id: beef,
          product_name: expect.stringMatching(/^Bœuf/),
          quantity: 3,
          added_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ]);
      expect(data.referral.own_code).not.toBe('');
      expect(data).toHaveProperty('vouchers');
      expect(data).toHaveProperty('saved_cards');
    });
  });

  describe('its deletion (spec §4, §9)', () => {
    it('closes the account at once, erases it after 30 days, once with two server copies', async () => {
      const phone = '06 71 72 73 74';
      const session = await signInByPhone(shop.app, phone);
      const signUp = await shop.app.inject({
        method: 'POST',
        url: '/api/users/sign-up',
        headers: bearer(session.userToken),
        payload: {
          firstName: 'Zoé',
          email: 'zoe.supprime@exemple.fr',
          deliveryAddress: {
            fullname: 'Zoé Durand',
            address1: '3 rue Oberkampf',
            city: 'Paris',
            zipcode: '75011',
          },
        },
      });
      expect(signUp.statusCode).toBe(201);
      const zoe = { userId: session.userId, token: session.userToken };
      const own = await buyerWithBasketFor(zoe.token);
      // Another customer's order, which her erasure must leave as it is.
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
      expect((await buyWithBike(shop.app, own)).statusCode).toBe(200);

      // Her checkout gave the account its e-mail (spec §5), and her sign-up's heard of it.
      const { email } = await accountOf(zoe.token);
      expect(email).not.toBe('zoe.supprime@exemple.fr');
      const closed = await shop.app.inject({
        method: 'POST',
        url: '/api/users/me/deletion',
        headers: bearer(zoe.token),
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const eraseAfter = new Date(closed.json().erase_after);
      expect(eraseAfter.getTime() - clock.now().getTime()).toBe(30 * DAY_MS);

      // The customer is told by e-mail (spec §4 "Account Deleted"), once.
      await shop.app.jobs.runDue();
      await shop.app.jobs.runDue();
      const mailbox = async () =>
        (
          await shop.app.inject({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(email)}` })
        ).json() as { messages: { subject: string; text: string }[] };
      const told = (await mailbox()).messages.filter(
        (mail) => mail.subject === 'Votre compte Sillon est fermé',
      );
      const formerBefore = await shop.app.inject({
        method: 'GET',
        url: '/api/dev/mail?to=zoe.supprime%40exemple.fr',
      });
      expect(formerBefore.json().messages).toHaveLength(1);
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toMatch(/effacées le \S+ \d+(er)? \S+ \d{4}/);

      // Signed out everywhere at once: the token she still holds reads and changes nothing.
      for (const asked of [
        { method: 'GET', url: '/api/users/me' },
        { method: 'GET', url: '/api/users/me/export' },
        { method: 'PATCH', url: '/api/v2/storefront/account', payload: { user: { firstname: 'Zombie' } } },
      ] as const) {
        const answer = await shop.app.inject({ ...asked, headers: bearer(zoe.token) });
        expect([answer.statusCode, answer.json().code ?? answer.json().error?.code]).toEqual([
          401,
          'session_expired',
        ]);
      }
      // Signed out everywhere, and no sign-in into it until it is erased.
      const refresh = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: native,
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      clock.advanceSeconds(120); // past the wait before a new code
      await expect(signInByPhone(shop.app, phone)).rejects.toThrow(/account_closed/);

      // A second copy of the server shares the database: the erasure runs once.
      const second = await openAuthApp({ database: shop.database, clock });
      try {
        clock.advanceSeconds(30 * 24 * 3600 + 60);
        await Promise.all([shop.app.jobs.runDue(), second.app.jobs.runDue()]);
      } finally {
        await second.close();
      }
      const [erasure] = await shop.app.jobs.list({
        kind: 'account_erasure',
        dedupeKey: `account_erasure:${zoe.userId}`,
      });
      expect(erasure).toMatchObject({ state: 'completed', attempts: 1 });

      expect(
        await db().select().from(customerProfiles).where(eq(customerProfiles.userId, zoe.userId)),
      ).toEqual([]);
      expect((await mailbox()).messages).toEqual([]);
      // So are those kept for the address she had before.
      const former = await shop.app.inject({
        method: 'GET',
        url: '/api/dev/mail?to=zoe.supprime%40exemple.fr',
      });
      expect(former.json()).toEqual({ messages: [] });
      expect((await db().select().from(users).where(eq(users.id, zoe.userId)))[0]).toMatchObject({
        phone: null,
      });
      const [order] = await db().select().from(carts).where(eq(carts.number, own.number));
      expect(order).toMatchObject({ userId: null, email: null, state: 'complete' });
      expect(order!.shipAddress).toMatchObject({
        fullname: '',
        address1: '',
        zipcode: '75011',
        city: 'Paris',
      });
      expect(order!.snapshot).not.toBeNull();
      // The other customer's order is untouched.
      const [others] = await db().select().from(carts).where(eq(carts.number, buyer.number));
      expect(others!.userId).toBe(buyer.userId);

      // The number signs up again as a new, empty account.
      const again = await signInByPhone(shop.app, phone);
      expect(again.userId).not.toBe(zoe.userId);
      expect(again.accountExists).toBe(false);
    });
  });

  /** A basket of one beef box for a signed-in customer who has no order yet. */
  async function buyerWithBasketFor(token: string) {
    const created = await storefront(shop.app, 'POST', '/cart', { token });
    const cart = created.json() as { data: { id: string; attributes: { token: string } } };
    const auth = { token, orderToken: cart.data.attributes.token };
    const set = await storefront(shop.app, 'PATCH', '/cart/set_items', auth, {
      line_items_attributes: [{ variant_id: beef, quantity: 1 }],
    });
    expect(set.statusCode).toBe(200);
    return { userId: '', token, orderToken: auth.orderToken, number: cart.data.id };
  }
});
