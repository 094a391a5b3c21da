import { eq } from 'drizzle-orm';
import { errorText } from '@sillon/domain';
import { sandboxRequests } from './sandbox.tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../../../testing/auth-test-app';
import {
  cardFields,
  formOf,
  postPaymentMethod,
  publishableKey,
  sandboxProvider,
} from '../../../testing/stripe-sandbox';

/** The sandbox's Stripe API as Stripe's client libraries and the app call it. */
describe('the sandbox speaks Stripe (/v1)', () => {
  let shop: AuthTestApp;
  const expYear = new Date().getFullYear() + 2;

  beforeAll(async () => {
    shop = await openAuthApp();
  });
  afterAll(() => shop.close());

  describe('POST /v1/payment_methods (publishable key)', () => {
    it('keeps a card as brand, last 4 and expiry, in Stripe’s shape, never cached', async () => {
      const made = await postPaymentMethod(
        shop.app,
        cardFields('4242 4242 4242 4242', { 'card[exp_month]': 6 }),
      );
      expect(made.statusCode).toBe(200);
      expect(made.headers['cache-control']).toBe('no-store');
      expect(made.json()).toMatchObject({
        id: expect.stringMatching(/^pm_[0-9a-f]{32}$/),
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 6, exp_year: expYear, wallet: null },
        customer: null,
      });
      expect(made.body).not.toContain('4242424242424242');
    });

    it.each([
      ['card[number]', { 'card[number]': '4242 4242 4242 4241' }, 'incorrect_number', 'card_number_invalid'],
      ['card[exp_month]', { 'card[exp_month]': 13 }, 'invalid_expiry_month', 'card_expiry_invalid'],
      ['card[cvc]', { 'card[cvc]': '12a' }, 'invalid_cvc', 'card_cryptogram_invalid'],
      ['billing_details[name]', { 'billing_details[name]': ' ' }, 'parameter_missing', 'card_field_required'],
    ])('refuses a wrong %s as a Stripe card error, in French', async (param, change, code, shopCode) => {
      const refused = await postPaymentMethod(shop.app, cardFields('4242424242424242', change));
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({
        error: { type: 'card_error', code, param, message: errorText(shopCode).content },
      });
    });

    it('makes the simulated wallets’ payment methods from their tokens, refuses other tokens', async () => {
      const apple = await postPaymentMethod(shop.app, { type: 'card', 'card[token]': 'tok_applepay_123' });
      expect(apple.json()).toMatchObject({ card: { wallet: { type: 'apple_pay' } } });
      const google = await postPaymentMethod(shop.app, { type: 'card', 'card[token]': 'tok_googlepay_123' });
      expect(google.json()).toMatchObject({ card: { wallet: { type: 'google_pay' } } });
      const other = await postPaymentMethod(shop.app, { type: 'card', 'card[token]': 'tok_visa' });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'card[token]' } });
    });

    it('takes test keys only: a secret key may do all, a publishable one only make cards', async () => {
      const form = formOf(cardFields('4242424242424242'));
      const headers = (key: string) => ({
        authorization: `Bearer ${key}`,
        'content-type': 'application/x-www-form-urlencoded',
      });
      const call = (key: string, url = '/v1/payment_methods') =>
        shop.app.inject({ method: 'POST', url, headers: headers(key), payload: form });
      expect((await call('sk_test_anything_goes')).statusCode).toBe(200);
      // A secret key answers the shop's own server only: not another machine, not through a proxy.
      const fromAfar = (extra: { remoteAddress?: string; headers?: Record<string, string> }) =>
        shop.app.inject({
          method: 'GET',
          url: '/v1/payment_intents/search?query=metadata%5B%27reference%27%5D%3A%27R1%27',
          headers: { authorization: 'Bearer sk_test_anything_goes', ...extra.headers },
          ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
        });
      expect((await fromAfar({})).statusCode).toBe(200);
      expect((await fromAfar({ remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
      expect((await fromAfar({ headers: { 'x-real-ip': '203.0.113.9' } })).statusCode).toBe(401);
      expect((await fromAfar({ headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(401);
      // A publishable key makes cards from anywhere, as the apps do.
      const card = await shop.app.inject({
        method: 'POST',
        url: '/v1/payment_methods',
        headers: headers(await publishableKey(shop.app)),
        payload: form,
        remoteAddress: '203.0.113.9',
      });
      expect(card.statusCode, card.body).toBe(200);
      expect((await call('sk_live_realmoney_key')).statusCode).toBe(401);
      expect((await call('')).statusCode).toBe(401);
      const publishable = await publishableKey(shop.app);
      expect(publishable).toMatch(/^pk_test_/);
      const asPublishable = await call(publishable, '/v1/payment_intents');
      expect(asPublishable.statusCode).toBe(401);
      expect(asPublishable.json()).toMatchObject({
        error: { type: 'invalid_request_error', code: 'api_key_invalid' },
      });
    });
  });

  describe('idempotency keys', () => {
    const post = (key: string, amount: number, paymentMethod: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/v1/payment_intents',
        headers: {
          authorization: 'Bearer sk_test_idempotency',
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
        },
        payload: formOf({
          amount,
          currency: 'eur',
          payment_method: paymentMethod,
          capture_method: 'manual',
          confirm: 'true',
          'metadata[reference]': 'RIDEM',
        }),
      });

    it('answers the first response again for the same request, and refuses the key for another', async () => {
      const method = (await postPaymentMethod(shop.app, cardFields('4242424242424242'))).json<{
        id: string;
      }>().id;
      const first = await post('same-key', 1200, method);
      const again = await post('same-key', 1200, method);
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      const other = await post('same-key', 1300, method);
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({ error: { type: 'idempotency_error' } });
    });

    it('answers 409 while the key’s request runs, and lets the key go once its claim is no longer renewed', async () => {
      const method = (await postPaymentMethod(shop.app, cardFields('4242424242424242'))).json<{
        id: string;
      }>().id;
      const first = await post('in-flight', 1200, method);
      // As if it were still running (its server died before answering).
      const running = { statusCode: null, response: null, createdAt: new Date() };
      await shop.database.db.update(sandboxRequests).set(running).where(eq(sandboxRequests.key, 'in-flight'));
      expect((await post('in-flight', 1200, method)).statusCode).toBe(409);
      // A running request renews its claim four times a second: one 1 s old may still be running.
      const claimedAgo = (ms: number) =>
        shop.database.db
          .update(sandboxRequests)
          .set({ createdAt: new Date(Date.now() - ms) })
          .where(eq(sandboxRequests.key, 'in-flight'));
      await claimedAgo(1_000);
      expect((await post('in-flight', 1200, method)).statusCode).toBe(409);
      // Unrenewed for 2 s, it died with its server (a restart takes as long): the retry runs,
      // whatever the shop's clock says (a shifted one starts again at its start on a restart).
      await claimedAgo(2_000);
      shop.clock.advanceSeconds(-3_600);
      const again = await post('in-flight', 1200, method);
      shop.clock.advanceSeconds(3_600);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ id: first.json().id, status: 'requires_capture' });
    });
  });

  describe('the bank’s 3-D Secure page', () => {
    async function challenged() {
      const provider = sandboxProvider(shop.app);
      const method = (await postPaymentMethod(shop.app, cardFields('4000002760003184'))).json<{
        id: string;
      }>().id;
      const intent = await provider.authorize({
        idempotencyKey: `challenge-${method}`,
        amountCents: 3790,
        paymentMethodId: method,
        reference: 'R9CHAL',
      });
      return { url: `/api/payments/sandbox/challenges/${intent.nextAction!.clientSecret}`, intent, provider };
    }

    it('shows the amount and the merchant to whoever holds the client secret; the first answer stays', async () => {
      const { url, intent, provider } = await challenged();
      const shown = await shop.app.inject({ url });
      expect(shown.json()).toMatchObject({
        status: 'pending',
        amount: 3790,
        currency: 'EUR',
        merchant: 'Sillon',
      });
      const completed = await shop.app.inject({ method: 'POST', url, payload: { outcome: 'complete' } });
      expect(completed.json().status).toBe('completed');
      const again = await shop.app.inject({ method: 'POST', url, payload: { outcome: 'fail' } });
      expect(again.json().status).toBe('completed');
      expect((await provider.retrieve(intent.id))?.status).toBe('requires_capture');
    });

    it('answers 404 to an unknown secret, 400 to an unknown outcome', async () => {
      const unknown = await shop.app.inject({ url: '/api/payments/sandbox/challenges/pi_x_secret_y' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: { code: 'challenge_not_found' } });
      const { url } = await challenged();
      expect((await shop.app.inject({ method: 'POST', url, payload: { outcome: 'maybe' } })).statusCode).toBe(
        400,
      );
    });
  });

  it('tells the app which processor and key to pay with', async () => {
    const answer = await shop.app.inject({ url: '/api/payments/config' });
    expect(answer.json()).toEqual({
      provider: 'sandbox',
      publishable_key: expect.stringMatching(/^pk_test_/),
      apple_pay_merchant_id: null,
      country: 'FR',
    });
  });
});
