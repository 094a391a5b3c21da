import type { ErrorResponse, SandboxPaymentMethodResponse } from '@sillon/contract';
import { errorText } from '@sillon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../../../testing/auth-test-app';
import { createPaymentsModule, type PaymentProvider } from '../index';

const BASE = '/api/payments/sandbox';
const expYear = new Date().getFullYear() + 2;
const goodCard = {
  number: '4242 4242 4242 4242',
  exp_month: 6,
  exp_year: expYear,
  cvc: '123',
  holder: 'Zoé Lévy',
};

describe('the sandbox processor API (/api/payments/sandbox)', () => {
  let shop: AuthTestApp;
  let provider: PaymentProvider;

  beforeAll(async () => {
    shop = await openAuthApp();
    provider = createPaymentsModule({ db: shop.database.db, now: () => new Date() }).provider;
  });
  afterAll(() => shop.close());

  const createMethod = (payload: object) =>
    shop.app.inject({ method: 'POST', url: `${BASE}/payment_methods`, payload });

  describe('POST payment_methods', () => {
    it('keeps a card as brand, last 4 and expiry, never caching the answer', async () => {
      const created = await createMethod({ type: 'card', card: goodCard });
      expect(created.statusCode).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      expect(created.json()).toEqual({
        id: expect.stringMatching(/^pm_[0-9a-f]{32}$/),
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 6, exp_year: expYear },
        wallet: null,
      } satisfies SandboxPaymentMethodResponse);
    });

    it('accepts a two-digit year as cards print it', async () => {
      const created = await createMethod({ type: 'card', card: { ...goodCard, exp_year: expYear % 100 } });
      expect(created.json().card).toMatchObject({ exp_year: expYear });
    });

    it("answers 400 with each field's French code", async () => {
      const refused = await createMethod({
        type: 'card',
        card: { number: '4242 4242 4242 4241', exp_month: 1, exp_year: 2020, cvc: '12', holder: 'R2D2' },
      });
      expect(refused.statusCode).toBe(400);
      const { error } = refused.json<ErrorResponse>();
      expect(error).toEqual({
        code: 'card_holder_invalid',
        message: 'Nom du titulaire invalide',
        details: {
          fields: {
            holder: 'card_holder_invalid',
            number: 'card_number_invalid',
            expiry: 'card_expiry_invalid',
            cryptogram: 'card_cryptogram_invalid',
          },
        },
      });
    });

    it.each([
      ['number', { number: '4242 4242' }, 'card_number_invalid', 'Numéro de carte invalide'],
      ['expiry', { exp_month: 13 }, 'card_expiry_invalid', "Date d'expiration invalide"],
      ['cryptogram', { cvc: '12a' }, 'card_cryptogram_invalid', 'Cryptogramme invalide'],
      ['holder', { holder: '   ' }, 'card_field_required', 'Ce champ est requis'],
    ])('refuses a wrong %s alone', async (field, change, code, message) => {
      const refused = await createMethod({ type: 'card', card: { ...goodCard, ...change } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorResponse>().error).toMatchObject({
        code,
        message,
        details: { fields: { [field]: code } },
      });
    });

    it('answers 400 validation_failed in French for a malformed body', async () => {
      const refused = await createMethod({ type: 'card', card: { number: '4242424242424242' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorResponse>().error).toMatchObject({
        code: 'validation_failed',
        message: errorText('validation_failed').content,
      });
      expect((await createMethod({ type: 'paypal' })).statusCode).toBe(400);
    });

    it('makes wallet payment methods, and refuses one without a token', async () => {
      const created = await createMethod({ type: 'google_pay', wallet_token: 'tok_google_pay' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ type: 'google_pay', card: null, wallet: 'google_pay' });
      const refused = await createMethod({ type: 'apple_pay', wallet_token: ' ' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorResponse>().error).toMatchObject({
        code: 'wallet_payment_unavailable',
        message: errorText('wallet_payment_unavailable').content,
      });
    });
  });

  it('is documented in OpenAPI, with the saved cards routes', async () => {
    const document = (await shop.app.inject({ url: '/api/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        `${BASE}/payment_methods`,
        `${BASE}/challenges/{id}`,
        '/api/v2/storefront/account/credit_cards',
        '/api/v2/storefront/account/credit_cards/default',
        '/api/v2/storefront/account/credit_cards/{id}',
      ]),
    );
  });

  describe('3-D Secure challenges', () => {
    let reference = 0;
    async function challengedIntent() {
      const method = (
        await createMethod({ type: 'card', card: { ...goodCard, number: '4000002760003184' } })
      ).json();
      reference += 1;
      const intent = await provider.authorize({
        idempotencyKey: `challenge-${reference}`,
        amountCents: 3790,
        paymentMethodId: method.id,
        reference: `R9${reference}`,
      });
      return { intent, url: `${BASE}/challenges/${intent.nextAction!.clientSecret}` };
    }

    it('shows the pending challenge with the amount and the merchant', async () => {
      const { url } = await challengedIntent();
      const shown = await shop.app.inject({ url });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({
        id: expect.stringMatching(/^chl_/),
        status: 'pending',
        amount: 3790,
        currency: 'EUR',
        merchant: 'Sillon',
      });
    });

    it('completes: the intent is authorised; a later cancel keeps the first answer', async () => {
      const { intent, url } = await challengedIntent();
      const completed = await shop.app.inject({ method: 'POST', url, payload: { outcome: 'complete' } });
      expect([completed.statusCode, completed.json().status]).toEqual([200, 'completed']);
      const again = await shop.app.inject({ method: 'POST', url, payload: { outcome: 'cancel' } });
      expect(again.json().status).toBe('completed');
      expect((await provider.retrieve(intent.id))?.status).toBe('requires_capture');
    });

    it('cancels: the intent fails with authentication_canceled', async () => {
      const { intent, url } = await challengedIntent();
      const canceled = await shop.app.inject({ method: 'POST', url, payload: { outcome: 'cancel' } });
      expect(canceled.json().status).toBe('canceled');
      expect(await provider.retrieve(intent.id)).toMatchObject({
        status: 'failed',
        failure: 'authentication_canceled',
      });
      expect(errorText('authentication_canceled').title).toBe('Authentification 3-D Secure annulée');
    });

    it('fails: the intent fails with authentication_failed', async () => {
      const { intent, url } = await challengedIntent();
      const failed = await shop.app.inject({ method: 'POST', url, payload: { outcome: 'fail' } });
      expect([failed.statusCode, failed.json().status]).toEqual([200, 'failed']);
      expect(await provider.retrieve(intent.id)).toMatchObject({
        status: 'failed',
        failure: 'authentication_failed',
      });
    });

    it('answers 404 challenge_not_found to an unknown id, 400 to an unknown outcome', async () => {
      const unknown = await shop.app.inject({ url: `${BASE}/challenges/chl_0123` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ErrorResponse>().error).toMatchObject({
        code: 'challenge_not_found',
        message: errorText('challenge_not_found').content,
      });
      const { url } = await challengedIntent();
      const refused = await shop.app.inject({ method: 'POST', url, payload: { outcome: 'maybe' } });
      expect(refused.statusCode).toBe(400);
    });
  });
});
