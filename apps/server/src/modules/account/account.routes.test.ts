import { REFRESH_COOKIE } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  native,
  openAuthApp,
  signInAnonymously,
  signInByPhone,
  type AuthTestApp,
} from '../../testing/auth-test-app';

const address = {
  fullname: 'Camille Martin',
  address1: '12 rue des Lilas',
  city: 'Lyon',
  zipcode: '69003',
};

describe('accounts, push devices, merge and customer init', () => {
  let shop: AuthTestApp;
  let phoneCounter = 10;
  const newPhone = () => `06 22 22 22 ${String(phoneCounter++).padStart(2, '0')}`;

  beforeAll(async () => {
    shop = await openAuthApp();
  });
  afterAll(() => shop.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
    shop.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const signUp = (token: string, body: object) => call('POST', '/api/users/sign-up', token, body);
  const newCustomer = async (email = `client${phoneCounter}@exemple.fr`) => {
    const session = await signInByPhone(shop.app, newPhone());
    expect(
      (await signUp(session.userToken, { firstName: 'Camille', email, deliveryAddress: address })).statusCode,
    ).toBe(201);
    return session;
  };

  describe('sign-up after the code (spec §4)', () => {
    it('finds no account for a new number, then creates it with name, email and address', async () => {
      const phone = newPhone();
      const session = await signInByPhone(shop.app, phone);
      expect(session.accountExists).toBe(false);
      const before = await call('GET', '/api/users/me', session.userToken);
      expect(before.statusCode).toBe(404);
      expect(before.json().error.code).toBe('account_not_found');

      const created = await signUp(session.userToken, {
        firstName: ' Camille ',
        email: ' camille@exemple.fr',
        deliveryAddress: address,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        id: session.userId,
        phoneNumber: '+33622222210',
        firstName: 'Camille',
        email: 'camille@exemple.fr',
        deliveryAddress: { ...address, address2: '', countryISO: 'FR', stateName: '' },
        newsletter: 'none',
        newsletterOptedIn: false,
        notificationsOptIn: false,
      });
      expect((await call('GET', '/api/users/me', session.userToken)).json()).toEqual(created.json());

      shop.clock.advanceSeconds(31);
      expect((await signInByPhone(shop.app, phone)).accountExists).toBe(true);
    });

    it('refuses a second sign-up with account_already_exists', async () => {
      const session = await newCustomer();
      const again = await signUp(session.userToken, {
        firstName: 'Autre',
        email: 'autre@exemple.fr',
        deliveryAddress: address,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('account_already_exists');
    });

    it.each([
      ['an invalid email', { email: 'camille@exemple' }, 400, 'invalid_email'],
      ['a missing first name', { firstName: '  ' }, 400, 'field_required'],
      ['a first name of emoji alone', { firstName: '😀😀' }, 400, 'first_name_invalid'],
      ['an address without a city', { deliveryAddress: { ...address, city: '' } }, 400, 'address_invalid'],
      [
        'a Corsican address',
        { deliveryAddress: { ...address, zipcode: '20000', city: 'Ajaccio' } },
        422,
        'address_outside_delivery_zone',
      ],
      [
        'a city of another postal code',
        { deliveryAddress: { ...address, zipcode: '13001', city: 'Paris' } },
        422,
        'address_not_found',
      ],
    ])('refuses %s with its code', async (_case, change, status, code) => {
      const session = await signInByPhone(shop.app, newPhone());
      const response = await signUp(session.userToken, {
        firstName: 'Camille',
        email: 'ok@exemple.fr',
        deliveryAddress: address,
        ...change,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    });

    it('names the faulty address field', async () => {
      const session = await signInByPhone(shop.app, newPhone());
      const response = await signUp(session.userToken, {
        firstName: 'Camille',
        email: 'champ@exemple.fr',
        deliveryAddress: { ...address, zipcode: '123' },
      });
      expect(response.json().error.details).toEqual({ fields: { zipcode: 'postal_code_invalid' } });
    });

    it('refuses an email another customer uses, whatever its case', async () => {
      await newCustomer('pris@exemple.fr');
      const session = await signInByPhone(shop.app, newPhone());
      const response = await signUp(session.userToken, {
        firstName: 'Léa',
        email: 'PRIS@exemple.fr',
        deliveryAddress: address,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('email_already_used');
    });

    it('keeps sign-up for phone-verified customers', async () => {
      const anonymous = await signInAnonymously(shop.app);
      const response = await signUp(anonymous.userToken, {
        firstName: 'A',
        email: 'a@exemple.fr',
        deliveryAddress: address,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('customer_required');
    });
  });

  describe('the delivery address, checked as the checkout checks it (spec §5, §8)', () => {
    it('refuses a city that is not a commune of the postal code, keeping the address it had', async () => {
      const session = await newCustomer();
      const refused = await call('PATCH', '/api/users/me', session.userToken, {
        deliveryAddress: { ...address, zipcode: '13001', city: 'Paris' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'address_not_found',
        details: { fields: { zipcode: 'address_not_found', city: 'address_not_found' } },
      });
      const kept = await call('GET', '/api/users/me', session.userToken);
      expect(kept.json().deliveryAddress).toMatchObject({ zipcode: '69003', city: 'Lyon' });
    });

    it('saves the commune under its official name', async () => {
      const session = await newCustomer();
      const saved = await call('PATCH', '/api/users/me', session.userToken, {
        deliveryAddress: { ...address, zipcode: '13001', city: 'marseille' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().deliveryAddress).toMatchObject({ zipcode: '13001', city: 'Marseille' });
    });
  });

  describe('newsletter and notifications (spec §4, §7)', () => {
    it('saves the newsletter frequency and the notifications opt-in', async () => {
      const session = await newCustomer();
      const weekly = await call('PATCH', '/api/users/me', session.userToken, {
        newsletter: 'weekly',
        notificationsOptIn: true,
      });
      expect(weekly.statusCode).toBe(200);
      expect(weekly.json()).toMatchObject({
        newsletter: 'weekly',
        newsletterOptedIn: true,
        notificationsOptIn: true,
      });
      const none = await call('PATCH', '/api/users/me', session.userToken, { newsletter: 'none' });
      expect(none.json()).toMatchObject({
        newsletter: 'none',
        newsletterOptedIn: false,
        notificationsOptIn: true,
      });
    });

    it('refuses an unknown frequency and an empty change', async () => {
      const session = await newCustomer();
      expect(
        (await call('PATCH', '/api/users/me', session.userToken, { newsletter: 'daily' })).statusCode,
      ).toBe(400);
      expect((await call('PATCH', '/api/users/me', session.userToken, {})).statusCode).toBe(400);
    });

    it('answers account_not_found when changing preferences before sign-up', async () => {
      const session = await signInByPhone(shop.app, newPhone());
      const response = await call('PATCH', '/api/users/me', session.userToken, { newsletter: 'monthly' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('account_not_found');
    });
  });

  describe("one user's token never reaches another's data", () => {
    it("reads and changes only the bearer's own account", async () => {
      const alice = await newCustomer('alice@exemple.fr');
      const bob = await newCustomer('bob@exemple.fr');
      expect((await call('GET', '/api/users/me', bob.userToken)).json().email).toBe('bob@exemple.fr');
      await call('PATCH', '/api/users/me', bob.userToken, { firstName: 'Bob', newsletter: 'monthly' });
      const aliceAccount = (await call('GET', '/api/users/me', alice.userToken)).json();
      expect(aliceAccount).toMatchObject({
        id: alice.userId,
        firstName: 'Camille',
        email: 'alice@exemple.fr',
        newsletter: 'none',
      });
    });

    it("cannot take another customer's email", async () => {
      await newCustomer('carole@exemple.fr');
      const dan = await newCustomer('dan@exemple.fr');
      const response = await call('PATCH', '/api/users/me', dan.userToken, { email: 'Carole@exemple.fr' });
      expect(response.json().error.code).toBe('email_already_used');
    });

    it("cannot merge someone else's users", async () => {
      const alice = await newCustomer();
      const bob = await newCustomer();
      const anonymous = await signInAnonymously(shop.app);
      const intoAlice = {
        anonymousUserId: anonymous.userId,
        authenticatedUserId: alice.userId,
        anonymousUserToken: anonymous.userToken,
      };
      const response = await call('POST', '/api/users/merge', bob.userToken, intoAlice);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    });
  });

  describe('push devices (PUT /api/notification)', () => {
    const register = (token: string, pushTokenID: string) =>
      call('PUT', '/api/notification', token, { pushTokenID, platform: 'android', app: 'sillon-shop' });

    it("registers a device for the bearer, once per token, moving to the device's latest user", async () => {
      const anonymous = await signInAnonymously(shop.app);
      const customer = await newCustomer();
      expect((await register(anonymous.userToken, 'token-a')).statusCode).toBe(204);
      expect((await register(anonymous.userToken, 'token-a')).statusCode).toBe(204);
      expect((await register(customer.userToken, 'token-b')).statusCode).toBe(204);
      const devices = await shop.database.db.query.pushDevices.findMany();
      expect(
        devices.filter((device) => device.userId === anonymous.userId).map((device) => device.pushTokenId),
      ).toEqual(['token-a']);
      expect((await register(customer.userToken, 'token-a')).statusCode).toBe(204);
      const after = await shop.database.db.query.pushDevices.findMany();
      expect(
        after
          .filter((device) => device.userId === customer.userId)
          .map((device) => device.pushTokenId)
          .sort(),
      ).toEqual(['token-a', 'token-b']);
    });

    it('refuses a visitor and a malformed registration', async () => {
      const visitor = await shop.app.inject({
        method: 'PUT',
        url: '/api/notification',
        payload: { pushTokenID: 'x', platform: 'ios', app: 'sillon' },
      });
      expect(visitor.statusCode).toBe(401);
      const anonymous = await signInAnonymously(shop.app);
      const malformed = await call('PUT', '/api/notification', anonymous.userToken, {
        pushTokenID: '',
        platform: 'symbian',
        app: 'x',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('validation_failed');
    });
  });

  describe('merging an anonymous user into the customer (POST /api/users/merge)', () => {
    it("moves the anonymous user's devices, disables it, and is idempotent", async () => {
      const anonymous = await signInAnonymously(shop.app);
      await call('PUT', '/api/notification', anonymous.userToken, {
        pushTokenID: 'merge-device',
        platform: 'ios',
        app: 'sillon',
      });
      const customer = await newCustomer();
      const ids = { anonymousUserId: anonymous.userId, authenticatedUserId: customer.userId };
      const body = { ...ids, anonymousUserToken: anonymous.userToken };
      const merged = await call('POST', '/api/users/merge', customer.userToken, body);
      expect(merged.statusCode).toBe(200);
      expect(merged.json()).toEqual({ ...ids, merged: true });
      const device = await shop.database.db.query.pushDevices.findFirst({
        where: (devices, { eq }) => eq(devices.pushTokenId, 'merge-device'),
      });
      expect(device?.userId).toBe(customer.userId);
      const user = await shop.database.db.query.users.findFirst({
        where: (users, { eq }) => eq(users.id, anonymous.userId),
      });
      expect(user).toMatchObject({ disabled: true, mergedInto: customer.userId });
      // The anonymous sign-in is over.
      const refresh = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: native,
        payload: { refreshToken: anonymous.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);

      expect((await call('POST', '/api/users/merge', customer.userToken, body)).statusCode).toBe(200);
    });

    it('refuses to merge into another customer a user already merged', async () => {
      const anonymous = await signInAnonymously(shop.app);
      const first = await newCustomer();
      const second = await newCustomer();
      await call('POST', '/api/users/merge', first.userToken, {
        anonymousUserId: anonymous.userId,
        authenticatedUserId: first.userId,
        anonymousUserToken: anonymous.userToken,
      });
      const response = await call('POST', '/api/users/merge', second.userToken, {
        anonymousUserId: anonymous.userId,
        authenticatedUserId: second.userId,
        anonymousUserToken: anonymous.userToken,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('merge_refused');
    });

    it('merges only anonymous users, and only for a customer', async () => {
      const alice = await newCustomer();
      const bob = await newCustomer();
      const customerIntoCustomer = await call('POST', '/api/users/merge', alice.userToken, {
        anonymousUserId: bob.userId,
        authenticatedUserId: alice.userId,
        anonymousUserToken: bob.userToken,
      });
      expect(customerIntoCustomer.json().error.code).toBe('merge_refused');
      const anonymous = await signInAnonymously(shop.app);
      const other = await signInAnonymously(shop.app);
      const byAnonymous = await call('POST', '/api/users/merge', anonymous.userToken, {
        anonymousUserId: other.userId,
        authenticatedUserId: anonymous.userId,
        anonymousUserToken: other.userToken,
      });
      expect(byAnonymous.json().error.code).toBe('customer_required');
      const unknown = await call('POST', '/api/users/merge', alice.userToken, {
        anonymousUserId: '00000000-0000-4000-8000-000000000000',
        authenticatedUserId: alice.userId,
        anonymousUserToken: anonymous.userToken,
      });
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json().error.code).toBe('merge_refused');
    });

    it("refuses to merge an anonymous user without its session's token: its cart stays its own", async () => {
      const victim = await signInAnonymously(shop.app);
      const cart = await shop.app.inject({
        method: 'POST',
        url: '/api/v2/storefront/cart',
        headers: { authorization: `Bearer ${victim.userToken}` },
      });
      const thief = await newCustomer();
      const ownAnonymous = await signInAnonymously(shop.app);
      for (const anonymousUserToken of [ownAnonymous.userToken, thief.userToken, 'not-a-token']) {
        const attempt = await call('POST', '/api/users/merge', thief.userToken, {
          anonymousUserId: victim.userId,
          authenticatedUserId: thief.userId,
          anonymousUserToken,
        });
        expect(attempt.statusCode).toBe(403);
        expect(attempt.json().error.code).toBe('merge_refused');
      }
      const stillThere = await shop.app.inject({
        url: '/api/v2/storefront/cart',
        headers: { authorization: `Bearer ${victim.userToken}` },
      });
      expect(stillThere.json().data.id).toBe(cart.json().data.id);
    });
  });

  describe('customer init tip (GET /api/bff/customer)', () => {
    const init = (headers: Record<string, string> = {}) =>
      shop.app.inject({ url: '/api/bff/customer', headers });

    it('gives visitors and anonymous users no tip', async () => {
      expect((await init()).json()).toEqual({});
      const anonymous = await signInAnonymously(shop.app);
      expect((await init(bearer(anonymous.userToken))).json()).toEqual({});
    });

    it('invites a customer without an account to finish signing up, then stops', async () => {
      const session = await signInByPhone(shop.app, newPhone());
      expect((await init(bearer(session.userToken))).json()).toEqual({
        tip: {
          title: 'Finalisez votre inscription',
          subtitle: expect.stringContaining('adresse'),
          linkTo: '/my-account/my-info',
        },
      });
      await signUp(session.userToken, {
        firstName: 'Camille',
        email: `tip${phoneCounter}@exemple.fr`,
        deliveryAddress: address,
      });
      expect((await init(bearer(session.userToken))).json()).toEqual({});
    });

    it('answers 401 to an expired token so the app refreshes it', async () => {
      const session = await signInAnonymously(shop.app);
      shop.clock.advanceSeconds(16 * 60);
      const response = await init(bearer(session.userToken));
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('session_expired');
    });
  });

  it('never sets the refresh cookie on account answers', async () => {
    const session = await newCustomer();
    const response = await call('GET', '/api/users/me', session.userToken);
    expect(response.cookies.some((cookie) => cookie.name === REFRESH_COOKIE)).toBe(false);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
