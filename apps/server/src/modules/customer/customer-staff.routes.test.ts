import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestClock,
  bearer,
  confirmCode,
  lastCodeSentTo,
  native,
  requestCode,
  signInByPhone,
} from '../../testing/auth-test-app';
import { buyerWithBasket, buyWithBike } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';
import { newCustomer, openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

let shop: ShopTestApp;
let support: { cookie: string };
let admin: { cookie: string };
let detergent: string;
beforeAll(async () => {
  shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()) });
  support = await staffSession(shop, 'support');
  admin = await staffSession(shop, 'admin');
  detergent = (await shop.productIds(['lessive-liquide-au-savon-vegetal']))[
    'lessive-liquide-au-savon-vegetal'
  ]!;
});
afterAll(() => shop.close());

const staff = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object, cookie = support.cookie) =>
  shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const accountOf = async (token: string) =>
  (await shop.app.inject({ url: '/api/v2/storefront/account', headers: bearer(token) })).json().data
    .attributes;

describe('staff customers', () => {
  it('finds a customer by first name, e-mail or phone, with their orders', async () => {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 3 }]);
    expect((await buyWithBike(shop.app, buyer)).statusCode).toBe(200);
    const detail = (await staff('GET', `/api/staff/customers/${buyer.userId}`)).json();
    expect(detail).toMatchObject({
      id: buyer.userId,
      active: true,
      orders: 1,
      closedAt: null,
      minimumOrderCents: null,
    });
    expect(detail.orderRows).toEqual([
      expect.objectContaining({
        number: buyer.number,
        status: 'scheduled',
        itemCount: 3,
        totalCents: expect.any(Number),
      }),
    ]);
    const phone = detail.phone as string;
    expect(phone).toMatch(/^\+33\d{9}$/);

    const idsOf = async (q: string) =>
      (
        (await staff('GET', `/api/staff/customers?q=${encodeURIComponent(q)}`)).json().items as {
          id: string;
        }[]
      ).map((item) => item.id);
    expect(await idsOf(detail.email.toUpperCase())).toEqual([buyer.userId]);
    expect(
      await idsOf(
        `0${phone.slice(3, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`,
      ),
    ).toEqual([buyer.userId]);
    expect(await idsOf(phone)).toEqual([buyer.userId]);
    expect(await idsOf('camille')).toContain(buyer.userId);
    expect(await idsOf('personne-de-ce-nom')).toEqual([]);
  });

  it("sets a customer's own minimum order, which their account shows", async () => {
    const camille = await newCustomer(shop.app);
    const changed = await staff('PATCH', `/api/staff/customers/${camille.userId}`, {
      minimumOrderCents: 2000,
    });
    expect(changed.json()).toMatchObject({ minimumOrderCents: 2000 });
    expect((await accountOf(camille.token)).minimum_order_value).toBe('20.00');
    await staff('PATCH', `/api/staff/customers/${camille.userId}`, { minimumOrderCents: null });
    expect((await accountOf(camille.token)).minimum_order_value).toBe('15.00');
    const [reset, set] = await auditEntriesOf(shop.app, admin.cookie, 'customer', camille.userId);
    expect(set).toMatchObject({ before: { minimumOrderCents: null }, after: { minimumOrderCents: 2000 } });
    // The entry names whose minimum it is (the journal's subject), unchanged.
    expect(set?.after).toMatchObject({ firstName: 'Camille', email: expect.stringContaining('@') });
    expect(reset).toMatchObject({ before: { minimumOrderCents: 2000 }, after: { minimumOrderCents: null } });
  });

  it('deactivates a customer: no sign-in, sessions ended; reactivated, they sign in again', async () => {
    const customer = await newCustomer(shop.app, 'Paul');
    const phone = (await staff('GET', `/api/staff/customers/${customer.userId}`)).json().phone as string;
    shop.clock.advanceSeconds(31);
    const session = await signInByPhone(shop.app, phone);
    const me = () =>
      shop.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${session.userToken}` },
      });
    expect((await me()).statusCode).toBe(200);
    const deactivated = await staff('PATCH', `/api/staff/customers/${customer.userId}`, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false, closedAt: null });
    // Signed out at once: the access token they hold is refused before it runs out.
    const refused = await me();
    expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'session_expired']);

    const refresh = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: native,
      payload: { refreshToken: session.refreshToken },
    });
    // Their sign-ins were ended: the refresh token is refused.
    expect([refresh.statusCode, refresh.json().error.code]).toEqual([401, 'session_expired']);
    shop.clock.advanceSeconds(31);
    const started = await requestCode(shop.app, phone);
    const signIn = await confirmCode(
      shop.app,
      { verificationId: started.json().verificationId, code: await lastCodeSentTo(shop.app, phone) },
      native,
    );
    expect([signIn.statusCode, signIn.json().error.code]).toEqual([403, 'user_disabled']);
    expect(signIn.json().error.message).toMatch(/désactivé/);

    await staff('PATCH', `/api/staff/customers/${customer.userId}`, { active: true });
    shop.clock.advanceSeconds(31);
    expect((await signInByPhone(shop.app, phone)).accountExists).toBe(true);
    const [, deactivation] = await auditEntriesOf(shop.app, admin.cookie, 'customer', customer.userId);
    expect(deactivation).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('refuses a negative minimum and an empty change in French, an unknown customer, and a preparer', async () => {
    const camille = await newCustomer(shop.app);
    const negative = await staff('PATCH', `/api/staff/customers/${camille.userId}`, {
      minimumOrderCents: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.details[0]).toEqual({
      field: 'minimumOrderCents',
      message: 'Le minimum de commande ne peut pas être négatif.',
    });
    expect(
      (await staff('PATCH', `/api/staff/customers/${camille.userId}`, {})).json().error.details[0].message,
    ).toBe('Indiquez au moins une modification.');
    expect((await staff('GET', '/api/staff/customers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const preparer = await staffSession(shop, 'preparer');
    expect((await staff('GET', '/api/staff/customers', undefined, preparer.cookie)).statusCode).toBe(403);
  });
});

describe('staff home banners', () => {
  it('reads the three audiences and writes one that customers see', async () => {
    const banners = (await staff('GET', '/api/staff/banners', undefined, admin.cookie)).json().items;
    expect(banners.map((entry: { audience: string }) => entry.audience)).toEqual([
      'lead',
      'recent',
      'returning',
    ]);
    const banner = {
      title: 'Parrainez vos voisins',
      subtitle: '10 € chacun',
      deeplink: '/my-account/referral',
    };
    const written = await staff('PUT', '/api/staff/banners/lead', banner, admin.cookie);
    expect(written.json()).toEqual({ audience: 'lead', banner });
    const lead = await newCustomer(shop.app);
    expect((await accountOf(lead.token)).banner).toEqual(banner);
    // Once the lead entered a friend's code, the referral offer is taken: no banner asks for it.
    const friend = await newCustomer(shop.app, 'Marie');
    const code = (await accountOf(friend.token)).referral.referral_code;
    const referred = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/storefront/account/set_referrer',
      headers: bearer(lead.token),
      payload: { user: { referral_code: code } },
    });
    expect(referred.statusCode, referred.body).toBe(200);
    expect((await accountOf(lead.token)).banner).toBeNull();
    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'banner', 'lead');
    expect(entry).toMatchObject({ action: 'banner.update', after: { banner } });

    for (const deeplink of [
      'javascript:alert(1)',
      '//autre-site.example/connexion',
      'https://autre.example',
    ]) {
      const badLink = await staff('PUT', '/api/staff/banners/lead', { ...banner, deeplink }, admin.cookie);
      expect(badLink.statusCode, deeplink).toBe(400);
      expect(badLink.json().error.details[0].message).toBe(
        'Le lien est un chemin de la boutique (/…), jamais un autre site.',
      );
    }
    expect((await staff('PUT', '/api/staff/banners/everyone', banner, admin.cookie)).statusCode).toBe(400);
    expect((await staff('PUT', '/api/staff/banners/lead', banner)).statusCode).toBe(403);
  });

  it('journals two saves at once one after the other: each « before » is what the other left', async () => {
    const said = (title: string) => ({ title, subtitle: 'Une semaine', deeplink: '/search' });
    const banners = (await staff('GET', '/api/staff/banners', undefined, admin.cookie)).json().items as {
      audience: string;
      banner: { title: string } | null;
    }[];
    const shown = banners.find((entry) => entry.audience === 'returning')!.banner?.title ?? null;
    const saves = await Promise.all(
      ['Fraises du Perche', 'Asperges du Blayais', 'Cerises de Céret'].map((title) =>
        staff('PUT', '/api/staff/banners/returning', said(title), admin.cookie),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200, 200]);
    const entries = (await auditEntriesOf(shop.app, admin.cookie, 'banner', 'returning')).slice(0, 3);
    const titleOf = (state: unknown) =>
      (state as { banner: { title: string } | null } | null)?.banner?.title ?? null;
    // Newest first: each entry replaced the one written just before it, the first the banner shown.
    const [third, second, first] = entries.map((entry) => ({
      before: titleOf(entry.before),
      after: titleOf(entry.after),
    }));
    expect(first!.before).toBe(shown);
    expect(second!.before).toBe(first!.after);
    expect(third!.before).toBe(second!.after);
  });
});
