import type { CreditCardDocument, CreditCardListDocument, SpreeErrorResponse } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { openAuthApp, type AuthTestApp } from '../../testing/auth-test-app';
import { newAnonymous, newCustomer, storefront } from '../../testing/shop-test-app';
import { cardFields, postPaymentMethod, sandboxProvider } from '../../testing/stripe-sandbox';
import { paymentMethods, type PaymentsService } from './index';
import { createPaymentsRepository } from './payments.repository';
import { createPaymentsService } from './payments.service';

const thisYear = new Date().getFullYear();

describe('saved cards (spec §3; Spree account/credit_cards)', () => {
  let shop: AuthTestApp;
  /** The service the checkout will call; here on the app's database and clock. */
  let payments: PaymentsService;
  let camille: { userId: string; token: string };
  let louis: { userId: string; token: string };

  beforeAll(async () => {
    shop = await openAuthApp();
    payments = serviceAt(shop.clock.now);
    camille = await newCustomer(shop.app, 'Camille');
    louis = await newCustomer(shop.app, 'Louis');
  });
  afterAll(() => shop.close());

  /** The service the checkout calls, on the app's database and sandbox, at another time. */
  function serviceAt(now: () => Date): PaymentsService {
    const repository = createPaymentsRepository(shop.database.db);
    return createPaymentsService({ repository, provider: sandboxProvider(shop.app), now });
  }

  async function paymentMethodOf(number: string, expYear = thisYear + 3): Promise<string> {
    const fields = cardFields(number, { 'card[exp_month]': 11, 'card[exp_year]': expYear });
    return (await postPaymentMethod(shop.app, fields)).json<{ id: string }>().id;
  }
  const cardsOf = (token?: string) =>
    storefront(shop.app, 'GET', '/account/credit_cards', token ? { token } : {});
  const failureOf = async (run: () => Promise<unknown>) => {
    const failure = await run().catch((error: unknown) => error);
    return failure instanceof AppError ? [failure.kind, failure.code] : failure;
  };

  it("lists the customer's cards in Spree's shape, the newest as default", async () => {
    const visa = await payments.saveCard(camille.userId, await paymentMethodOf('4242424242424242'));
    shop.clock.advanceSeconds(1);
    const master = await payments.saveCard(camille.userId, await paymentMethodOf('5555555555554444'));
    const listed = await cardsOf(camille.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-type']).toContain('application/vnd.api+json');
    expect(listed.json<CreditCardListDocument>().data).toEqual([
      {
        id: master.id,
        type: 'credit_card',
        attributes: {
          cc_type: 'master',
          last_digits: '4444',
          month: 11,
          year: thisYear + 3,
          name: null,
          default: true,
          gateway_payment_profile_id: master.paymentMethodId,
        },
        relationships: { payment_method: { data: { id: '1', type: 'payment_method' } } },
      },
      expect.objectContaining({
        id: visa.id,
        attributes: expect.objectContaining({ cc_type: 'visa', last_digits: '4242', default: false }),
      }),
    ]);
    const byDefault = await storefront(shop.app, 'GET', '/account/credit_cards/default', camille);
    expect(byDefault.json<CreditCardDocument>().data.id).toBe(master.id);
    const one = await storefront(shop.app, 'GET', `/account/credit_cards/${visa.id}`, camille);
    expect(one.json<CreditCardDocument>().data.attributes.last_digits).toBe('4242');
  });

  it("never shows one customer's cards to another: 404, not 403", async () => {
    const [card] = await payments.savedCards(camille.userId);
    expect((await cardsOf(louis.token)).json()).toEqual({ data: [] });
    for (const [method, url] of [
      ['GET', `/account/credit_cards/${card!.id}`],
      ['DELETE', `/account/credit_cards/${card!.id}`],
      ['GET', '/account/credit_cards/default'],
    ] as const) {
      const refused = await storefront(shop.app, method, url, louis);
      expect(refused.statusCode).toBe(404);
      expect(refused.json<SpreeErrorResponse>()).toMatchObject({
        code: 'not_found',
        error: expect.any(String),
      });
    }
    expect((await payments.savedCards(camille.userId)).map((saved) => saved.id)).toContain(card!.id);
    expect(await payments.savedCardPaymentMethod(louis.userId, card!.id)).toBeUndefined();
    expect(await payments.savedCardPaymentMethod(camille.userId, card!.id)).toBe(card!.paymentMethodId);
  });

  it('forgets a card (204, as Spree), then no longer finds it', async () => {
    const card = await payments.saveCard(camille.userId, await paymentMethodOf('4000000000000002'));
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/v2/storefront/account/credit_cards/${card.id}`,
      headers: { authorization: `Bearer ${camille.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    const again = await storefront(shop.app, 'DELETE', `/account/credit_cards/${card.id}`, camille, {});
    expect(again.statusCode).toBe(404);
    expect(await payments.savedCard(camille.userId, card.id)).toBeUndefined();
  });

  it('answers 404 to an id that is not a card id', async () => {
    expect((await storefront(shop.app, 'GET', '/account/credit_cards/42', camille)).statusCode).toBe(404);
  });

  it('refuses visitors and anonymous users with 403, a refused bearer with 401', async () => {
    const visitor = await cardsOf();
    expect([visitor.statusCode, visitor.json().code]).toEqual([403, 'customer_required']);
    const anonymous = await newAnonymous(shop.app);
    const refused = await cardsOf(anonymous.token);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'customer_required']);
    expect((await cardsOf('not-a-token')).statusCode).toBe(401);
  });

  describe('saveCard', () => {
    it('saves a payment method once, however often it is asked', async () => {
      const paymentMethodId = await paymentMethodOf('3782 822463 10005');
      const first = await payments.saveCard(louis.userId, paymentMethodId);
      const second = await payments.saveCard(louis.userId, paymentMethodId);
      expect(second.id).toBe(first.id);
      expect(first).toMatchObject({ brand: 'amex', last4: '0005', expMonth: 11, isDefault: true });
      const listed = (await cardsOf(louis.token)).json<CreditCardListDocument>().data;
      expect(listed.map((card) => card.attributes.cc_type)).toEqual(['american_express']);
    });

    it('refuses wallets and unknown payment methods', async () => {
      const wallet = await postPaymentMethod(shop.app, { type: 'card', 'card[token]': 'tok_applepay_x1' });
      expect(
        await failureOf(() => payments.saveCard(louis.userId, wallet.json<{ id: string }>().id)),
      ).toEqual(['unprocessable', 'payment_method_invalid']);
      expect(await failureOf(() => payments.saveCard(louis.userId, 'pm_unknown'))).toEqual([
        'not_found',
        'payment_method_not_found',
      ]);
    });

    it('hides cards once expired (Spree lists valid cards only)', async () => {
      const expiring = await payments.saveCard(
        louis.userId,
        await paymentMethodOf('4242424242424242', thisYear + 1),
      );
      const later = serviceAt(() => new Date(Date.UTC(thisYear + 2, 0, 15)));
      expect((await payments.savedCards(louis.userId)).map((card) => card.id)).toContain(expiring.id);
      expect((await later.savedCards(louis.userId)).map((card) => card.id)).not.toContain(expiring.id);
      expect(await later.savedCard(louis.userId, expiring.id)).toBeUndefined();
    });
  });

  it("names the shop's payment methods for Spree's checkout/payment_methods", () => {
    expect(paymentMethods()).toEqual([
      expect.objectContaining({ id: '1', code: 'credit_card', name: 'Carte bancaire' }),
      expect.objectContaining({ id: '2', code: 'apple_pay', name: 'Apple Pay' }),
      expect.objectContaining({ id: '3', code: 'google_pay', name: 'Google Pay' }),
    ]);
    expect(payments.paymentMethods()).toEqual(paymentMethods());
  });
});
