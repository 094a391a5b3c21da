import { randomUUID } from 'node:crypto';
import type { AccountPromotionsDocument, CartDocument } from '@sillon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newAnonymous,
  newCustomer,
  openShopApp,
  storefront,
  type ShopTestApp,
} from '../../testing/shop-test-app';
import { createPromotionsModule, type CartOffers, type PromotionsService } from './index';
import { createPromotionsRepository } from './promotions.repository';
import { referralCodes, vouchers } from './promotions.tables';

/** Offers of an order priced with none of a first order's perks. */
const NO_PERKS: CartOffers = {
  gifts: [],
  coupon: null,
  referral: null,
  firstOrderFreeDelivery: false,
  completedOrdersCount: 0,
};

describe('vouchers on the account, referral and first orders (spec §5-§9)', () => {
  let shop: ShopTestApp;
  /** The promotions service, as the order module calls it; here on the same database as the app. */
  let promotions: PromotionsService;
  let detergent: string;
  let orderNumber = 0;

  beforeAll(async () => {
    shop = await openShopApp();
    promotions = createPromotionsModule({
      db: shop.database.db,
      preloadedSource: { documentsOfType: async () => [] },
      productIdsByReference: async () => new Map(),
      firstNameOf: async () => '',
      now: () => new Date(),
    }).service;
    detergent = (await shop.productIds(['lessive-liquide-au-savon-vegetal']))[
      'lessive-liquide-au-savon-vegetal'
    ]!;
  });
  afterAll(() => shop.close());

  const addCode = (token: string | undefined, code?: string) =>
    storefront(
      shop.app,
      'PATCH',
      '/account/add_promotion_code',
      { ...(token ? { token } : {}) },
      {
        user: code === undefined ? {} : { promotion_code: code },
      },
    );
  const setReferrer = (token: string | undefined, code: string) =>
    storefront(
      shop.app,
      'POST',
      '/account/set_referrer',
      { ...(token ? { token } : {}) },
      { user: { referral_code: code } },
    );
  const vouchersOf = async (token: string) =>
    (await storefront(shop.app, 'GET', '/account/vouchers', { token })).json() as AccountPromotionsDocument;
  const completeOrder = (userId: string, couponCode: string | null = null) =>
    promotions.onOrderCompleted({
      id: `R${++orderNumber}`,
      userId,
      completedAt: new Date(),
      couponCode,
      itemTotalCents: 5000,
      offers: NO_PERKS,
    });

  const deliverOrder = (userId: string) => promotions.onOrderDelivered({ userId, deliveredAt: new Date() });

  /** A cart of 3 detergents (38.70 €) for this customer. */
  async function cartOf(token: string, include = 'promotions') {
    await storefront(shop.app, 'POST', '/cart', { token });
    const set = await storefront(
      shop.app,
      'PUT',
      '/cart/set_items',
      { token },
      {
        line_items_attributes: [{ variant_id: detergent, quantity: 3 }],
        include,
      },
    );
    expect(set.statusCode).toBe(200);
    return set.json() as CartDocument;
  }

  describe('add_promotion_code (spec §7, §8 "Voucher")', () => {
    it('adds a valid voucher to the account, once, uppercased', async () => {
      const { token } = await newCustomer(shop.app);
      const added = await addCode(token, 'bienvenue10');
      expect(added.statusCode).toBe(200);
      expect(added.headers['content-type']).toContain('application/vnd.api+json');
      expect((await addCode(token, 'BIENVENUE10')).statusCode).toBe(200);
      const { promotions: held } = (await vouchersOf(token)).data.attributes;
      expect(held).toEqual([
        expect.objectContaining({
          code: 'BIENVENUE10',
          kind: 'percentage',
          percent: 10,
          amount: null,
          is_referrer: false,
          expires_at: expect.stringMatching(/^2030-12-31T/),
        }),
      ]);
    });

    it('stops listing a voucher once the customer used it as often as it may be', async () => {
      const customer = await newCustomer(shop.app);
      expect((await addCode(customer.token, 'BIENVENUE10')).statusCode).toBe(200);
      const codes = async () =>
        (await vouchersOf(customer.token)).data.attributes.promotions.map((voucher) => voucher.code);
      expect(await codes()).toEqual(['BIENVENUE10']);
      await completeOrder(customer.userId, 'BIENVENUE10');
      expect(await codes()).toEqual([]);
    });

    it('adds nothing, and fails nothing, when the voucher was deleted since it was read', async () => {
      const customer = await newCustomer(shop.app);
      const repository = createPromotionsRepository(shop.database.db);
      const [welcome] = await shop.database.db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(eq(vouchers.code, 'BIENVENUE10'));
      expect(await repository.addAccountVoucher(customer.userId, welcome!.id, new Date())).toBe(true);
      expect(await repository.addAccountVoucher(customer.userId, welcome!.id, new Date())).toBe(true);
      // A reward taken back between the code's check and the line's insert.
      expect(await repository.addAccountVoucher(customer.userId, randomUUID(), new Date())).toBe(false);
      const held = (await vouchersOf(customer.token)).data.attributes.promotions.map(
        (voucher) => voucher.code,
      );
      expect(held).toEqual(['BIENVENUE10']);
    });

    it.each([
      ['an empty code', 'customer', '  ', 400, 'voucher_code_empty', undefined],
      ['a missing code', 'customer', undefined, 400, 'voucher_code_empty', undefined],
      ['a visitor (user not found)', 'visitor', 'BIENVENUE10', 403, 'voucher_user_not_found', undefined],
      ['an anonymous user', 'anonymous', 'BIENVENUE10', 403, 'voucher_user_not_found', undefined],
      [
        'an unknown code (then the app tries set_referrer)',
        'customer',
        'PASUNCODE',
        404,
        'voucher_invalid',
        'InvalidCode',
      ],
      ['an expired voucher', 'customer', 'NOEL2023', 422, 'voucher_expired', undefined],
      ['a voucher not yet valid', 'customer', 'ETE2031', 422, 'voucher_not_started', undefined],
    ] as const)('refuses %s', async (_case, who, code, status, failure, reason) => {
      const token =
        who === 'customer'
          ? (await newCustomer(shop.app)).token
          : who === 'anonymous'
            ? (await newAnonymous(shop.app)).token
            : undefined;
      const refused = await addCode(token, code);
      expect(refused.statusCode).toBe(status);
      expect(refused.json()).toEqual({
        code: failure,
        error: expect.any(String),
        ...(reason ? { reason } : {}),
      });
    });
  });

  describe('referral (spec §5, §7 set_referrer, §9)', () => {
    it('gives every customer a stable referral code made from the first name', async () => {
      const { token } = await newCustomer(shop.app, 'Élodie');
      const first = (await vouchersOf(token)).data.attributes.referral;
      expect(first.referral_code).toMatch(/^ELODIE-[A-Z2-9]{5}$/);
      expect(first).toMatchObject({ referrer_discount: '10.00', display_referrer_discount: '10,00\u00a0€' });
      expect((await vouchersOf(token)).data.attributes.referral.referral_code).toBe(first.referral_code);
    });

    it('refuses every wrong referral code with its reason', async () => {
      const referrer = await newCustomer(shop.app, 'Marie');
      const referee = await newCustomer(shop.app, 'Paul');
      const referrerCode = (await vouchersOf(referrer.token)).data.attributes.referral.referral_code;
      const refereeCode = (await vouchersOf(referee.token)).data.attributes.referral.referral_code;

      const unknown = await setReferrer(referee.token, 'PERSONNE-AAAAA');
      expect([unknown.statusCode, unknown.json().code, unknown.json().reason]).toEqual([
        404,
        'voucher_invalid',
        'InvalidCode',
      ]);
      const own = await setReferrer(referee.token, refereeCode.toLowerCase());
      expect([own.statusCode, own.json().code, own.json().reason]).toEqual([
        400,
        'referral_code_own',
        'UsingOwnCode',
      ]);
      const visitor = await setReferrer(undefined, referrerCode);
      expect([visitor.statusCode, visitor.json().code]).toEqual([403, 'voucher_user_not_found']);
      const empty = await setReferrer(referee.token, '');
      expect([empty.statusCode, empty.json().code]).toEqual([400, 'voucher_code_empty']);

      const accepted = await setReferrer(referee.token, referrerCode);
      expect(accepted.statusCode).toBe(200);
      const account = accepted.json() as AccountPromotionsDocument;
      expect(account.data.attributes.referrer).toEqual({
        referral_code: referrerCode,
        referrer_name: 'Marie',
        description: '10,00\u00a0€ offerts sur votre première commande grâce à votre parrain',
      });
      expect(account.data.attributes.promotions).toContainEqual(
        expect.objectContaining({
          code: referrerCode,
          is_referrer: true,
          referrer_name: 'Marie',
          kind: 'referral',
          amount: '10.00',
        }),
      );

      const second = await setReferrer(referee.token, referrerCode);
      expect([second.statusCode, second.json().code, second.json().reason]).toEqual([
        409,
        'referrer_already_set',
        'UserAlreadyHasAreferrer',
      ]);
      const back = await setReferrer(referrer.token, refereeCode);
      expect([back.statusCode, back.json().code, back.json().reason]).toEqual([
        400,
        'referral_code_from_referee',
        'UsingCodeFromAreferred',
      ]);

      const customerWithOrder = await newCustomer(shop.app, 'Luc');
      await completeOrder(customerWithOrder.userId);
      const late = await setReferrer(customerWithOrder.token, referrerCode);
      expect([late.statusCode, late.json().code, late.json().reason]).toEqual([
        400,
        'referral_after_first_order',
        'UnknownReason',
      ]);
    });

    it('retires a closed account’s code: its referee no longer sees it, and it is not made again', async () => {
      const referrer = await newCustomer(shop.app, 'Inès');
      const referee = await newCustomer(shop.app, 'Hugo');
      const code = (await vouchersOf(referrer.token)).data.attributes.referral.referral_code;
      expect((await setReferrer(referee.token, code)).statusCode).toBe(200);
      const closed = await shop.app.inject({
        method: 'POST',
        url: '/api/users/me/deletion',
        headers: { authorization: `Bearer ${referrer.token}` },
      });
      expect(closed.statusCode, closed.body).toBe(200);

      const seen = (await vouchersOf(referee.token)).data.attributes;
      expect(seen.referrer).toBeNull();
      expect(seen.promotions.filter((promotion) => promotion.is_referrer)).toEqual([]);
      // Reading the referee's account made no new code for the closed account: no link leads to it.
      expect(
        await shop.database.db.select().from(referralCodes).where(eq(referralCodes.userId, referrer.userId)),
      ).toEqual([]);
      const newcomer = await newCustomer(shop.app, 'Léon');
      expect((await setReferrer(newcomer.token, code)).statusCode).toBe(404);
    });

    it('gives the referrer nothing for a referee’s order cancelled before its delivery, then rewards the next one delivered', async () => {
      const referrer = await newCustomer(shop.app, 'Marie');
      const referee = await newCustomer(shop.app, 'Paul');
      const referrerCode = (await vouchersOf(referrer.token)).data.attributes.referral.referral_code;
      expect((await setReferrer(referee.token, referrerCode)).statusCode).toBe(200);
      expect(await completeOrder(referee.userId)).toEqual({ recorded: true });
      // Placed, not delivered: nothing the referrer could spend before a cancellation.
      expect((await vouchersOf(referrer.token)).data.attributes.promotions).toEqual([]);
      const repository = createPromotionsRepository(shop.database.db);
      const cancelled = await repository.transactionHandle((tx) =>
        promotions.releaseForOrder(tx, { id: `R${orderNumber}`, userId: referee.userId }),
      );
      expect(cancelled).toEqual({ released: true, rewardRevoked: false });
      expect((await vouchersOf(referrer.token)).data.attributes.promotions).toEqual([]);
      // Their next order is their first again, and its delivery rewards the referrer.
      await completeOrder(referee.userId);
      expect(await deliverOrder(referee.userId)).toMatch(/^MERCI-[A-Z2-9]{5}$/);
      expect((await vouchersOf(referrer.token)).data.attributes.promotions).toHaveLength(1);
    });

    it('withdraws a reward not spent yet when the referee’s first order is cancelled, and its code says why', async () => {
      const referrer = await newCustomer(shop.app, 'Marie');
      const referee = await newCustomer(shop.app, 'Paul');
      const referrerCode = (await vouchersOf(referrer.token)).data.attributes.referral.referral_code;
      expect((await setReferrer(referee.token, referrerCode)).statusCode).toBe(200);
      await completeOrder(referee.userId);
      // A reward already given for the order when it is cancelled.
      const referrerReward = await deliverOrder(referee.userId);
      const repository = createPromotionsRepository(shop.database.db);
      const cancelled = await repository.transactionHandle((tx) =>
        promotions.releaseForOrder(tx, { id: `R${orderNumber}`, userId: referee.userId }),
      );
      expect(cancelled).toEqual({ released: true, rewardRevoked: true });
      // Listed no more, to the referrer or to the staff, as when it was deleted.
      expect((await vouchersOf(referrer.token)).data.attributes.promotions).toEqual([]);
      expect((await repository.staffVouchers(referrerReward!, { offset: 0, limit: 10 })).total).toBe(0);
      const [reward] = await shop.database.db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(eq(vouchers.code, referrerReward!));
      expect(await repository.voucherWithUses(reward!.id)).toBeUndefined();

      const withdrawn = {
        code: 'voucher_withdrawn',
        error: 'Ce code a été retiré, car la commande de votre filleul a été annulée.',
      };
      const added = await addCode(referrer.token, referrerReward!);
      expect([added.statusCode, added.json()]).toEqual([422, withdrawn]);
      await cartOf(referrer.token);
      const applied = await storefront(
        shop.app,
        'PATCH',
        '/cart/apply_coupon_code',
        { token: referrer.token },
        { coupon_code: referrerReward },
      );
      expect([applied.statusCode, applied.json()]).toEqual([422, withdrawn]);
      // Anyone else is told it is not theirs, not what became of their friend's order.
      const stranger = await newCustomer(shop.app);
      expect((await addCode(stranger.token, referrerReward!)).json().code).toBe('voucher_not_yours');
      // The referrer's data export still lists it (the shop keeps it), with when it was withdrawn.
      const exported = await shop.app.inject({
        method: 'GET',
        url: '/api/users/me/export',
        headers: { authorization: `Bearer ${referrer.token}` },
      });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.json().vouchers).toEqual([
        expect.objectContaining({
          code: referrerReward,
          times_used: 0,
          withdrawn_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        }),
      ]);
    });

    it('rewards the referrer once when two orders of the referee are delivered at once', async () => {
      const referrer = await newCustomer(shop.app, 'Marie');
      const referee = await newCustomer(shop.app, 'Paul');
      const referrerCode = (await vouchersOf(referrer.token)).data.attributes.referral.referral_code;
      expect((await setReferrer(referee.token, referrerCode)).statusCode).toBe(200);
      await completeOrder(referee.userId);
      await completeOrder(referee.userId);
      // On PostgreSQL the two transactions really run side by side.
      const rewards = await Promise.all([deliverOrder(referee.userId), deliverOrder(referee.userId)]);
      expect(rewards.filter((code) => code !== null)).toHaveLength(1);
      expect((await vouchersOf(referrer.token)).data.attributes.promotions).toHaveLength(1);
    });

    it("takes the referrer discount off the referee's first order, then rewards the referrer once it is delivered", async () => {
      const referrer = await newCustomer(shop.app, 'Marie');
      const referee = await newCustomer(shop.app, 'Paul');
      const referrerCode = (await vouchersOf(referrer.token)).data.attributes.referral.referral_code;
      expect((await setReferrer(referee.token, referrerCode)).statusCode).toBe(200);

      const cart = await cartOf(referee.token);
      // 38.70 € − 10 € = 28.70 €; the VAT of 28.70 € at 20 % is 4.78 €.
      expect(cart.data.attributes).toMatchObject({
        item_total: '38.70',
        promo_total: '-10.00',
        tax_total: '4.78',
        total: '28.70',
        free_delivery: true,
      });
      expect(cart.included).toContainEqual(
        expect.objectContaining({
          id: 'parrainage',
          type: 'promotion',
          attributes: expect.objectContaining({ amount: '-10.00', public_metadata: { kind: 'referral' } }),
        }),
      );

      expect(await completeOrder(referee.userId)).toEqual({ recorded: true });
      expect((await vouchersOf(referrer.token)).data.attributes.promotions).toEqual([]);
      const referrerReward = await deliverOrder(referee.userId);
      expect(referrerReward).toMatch(/^MERCI-[A-Z2-9]{5}$/);
      const rewarded = (await vouchersOf(referrer.token)).data.attributes.promotions;
      expect(rewarded).toEqual([
        expect.objectContaining({
          code: referrerReward,
          kind: 'fixed_amount',
          amount: '10.00',
          name: 'Merci pour votre parrainage',
        }),
      ]);
      // The same order again, then a second order: no second reward.
      expect(
        await promotions.onOrderCompleted({
          id: `R${orderNumber}`,
          userId: referee.userId,
          completedAt: new Date(),
          couponCode: null,
          itemTotalCents: 5000,
          offers: NO_PERKS,
        }),
      ).toEqual({ recorded: false });
      expect(await deliverOrder(referee.userId)).toBeNull();
      await completeOrder(referee.userId);
      expect(await deliverOrder(referee.userId)).toBeNull();
      expect((await vouchersOf(referrer.token)).data.attributes.promotions).toHaveLength(1);

      // After the first order: no referral discount, no free delivery, no referral voucher shown.
      const later = await cartOf(referee.token);
      expect(later.data.attributes).toMatchObject({
        promo_total: '0.00',
        total: '38.70',
        free_delivery: false,
      });
      expect(
        (await vouchersOf(referee.token)).data.attributes.promotions.some((voucher) => voucher.is_referrer),
      ).toBe(false);

      // The reward serves its owner only, and only once.
      const stranger = await newCustomer(shop.app);
      await cartOf(stranger.token);
      const refused = await storefront(
        shop.app,
        'PATCH',
        '/cart/apply_coupon_code',
        { token: stranger.token },
        { coupon_code: referrerReward },
      );
      expect([refused.statusCode, refused.json().code]).toEqual([422, 'voucher_not_yours']);
      await cartOf(referrer.token);
      const used = await storefront(
        shop.app,
        'PATCH',
        '/cart/apply_coupon_code',
        { token: referrer.token },
        { coupon_code: referrerReward },
      );
      expect(used.json().data.attributes.total).toBe('28.70');
    });
  });

  describe('first orders (spec §9) and usage limits', () => {
    it('adds the free gift to each of the first 3 orders and offers delivery on the first', async () => {
      const customer = await newCustomer(shop.app);
      const giftActive = (cart: CartDocument) =>
        cart.data.attributes.gifts.find((gift) => gift.promotion_id === 'cadeau-premieres-commandes')
          ?.active ?? false;
      const seen: [boolean, boolean][] = [];
      for (let order = 0; order < 4; order += 1) {
        const cart = await cartOf(customer.token);
        seen.push([giftActive(cart), cart.data.attributes.free_delivery]);
        await completeOrder(customer.userId);
      }
      expect(seen).toEqual([
        [true, true],
        [true, false],
        [true, false],
        [false, false],
      ]);
    });

    it('refuses a first-order voucher after an order, and a voucher used up by this customer', async () => {
      const customer = await newCustomer(shop.app);
      await storefront(shop.app, 'POST', '/cart', { token: customer.token });
      await storefront(
        shop.app,
        'PUT',
        '/cart/set_items',
        { token: customer.token },
        {
          line_items_attributes: [{ variant_id: detergent, quantity: 4 }],
        },
      );
      const apply = (code: string) =>
        storefront(
          shop.app,
          'PATCH',
          '/cart/apply_coupon_code',
          { token: customer.token },
          { coupon_code: code },
        );
      const first = await apply('PREMIERECOMMANDE');
      expect(first.json().data.attributes).toMatchObject({
        item_total: '51.60',
        promo_total: '-15.00',
        total: '36.60',
      });

      await completeOrder(customer.userId, 'BIENVENUE10');
      const notFirst = await apply('PREMIERECOMMANDE');
      expect([notFirst.statusCode, notFirst.json().code]).toEqual([422, 'voucher_first_order_only']);
      const usedUp = await apply('BIENVENUE10');
      expect([usedUp.statusCode, usedUp.json().code]).toEqual([422, 'voucher_usage_limit_reached']);
      // The coupon kept from before now shows why it gives nothing.
      const shown = (
        await storefront(shop.app, 'GET', '/cart', { token: customer.token })
      ).json() as CartDocument;
      expect(shown.data.attributes.coupon).toMatchObject({
        code: 'PREMIERECOMMANDE',
        applied: false,
        failure_code: 'voucher_first_order_only',
      });
    });
  });
});
