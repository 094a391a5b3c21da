import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { openAuthApp, type AuthTestApp } from '../../../testing/auth-test-app';
import {
  cardFields,
  postPaymentMethod,
  sandboxProvider,
  sandboxStripe,
} from '../../../testing/stripe-sandbox';
import type { PaymentProvider } from '../payment-provider';
import { processorEvents } from '../payments.tables';
import { sandboxPaymentSettings } from '../provider-from-config';
import { sandboxEvents } from '../sandbox/sandbox.tables';
import { createStripeProvider } from './stripe-provider';
import { WEBHOOK_PATH } from './stripe-webhook.routes';

/**
 * The shop's Stripe adapter through the official SDK, against the sandbox built into the app: the
 * code path production runs on Stripe.
 */
describe('the Stripe adapter on the sandbox (official SDK)', () => {
  let shop: AuthTestApp;
  let provider: PaymentProvider;
  let attempt = 0;

  const settings = sandboxPaymentSettings();

  beforeAll(async () => {
    shop = await openAuthApp({ payments: settings });
    provider = sandboxProvider(shop.app);
  });
  afterAll(() => shop.close());

  const methodFor = async (number: string) =>
    (await postPaymentMethod(shop.app, cardFields(number))).json<{ id: string }>().id;
  const authorizeWith = async (number: string, amountCents = 4250, customerId?: string) => {
    attempt += 1;
    return provider.authorize({
      idempotencyKey: `stripe-attempt-${attempt}`,
      amountCents,
      paymentMethodId: await methodFor(number),
      reference: `RS${attempt}`,
      customerId: customerId ?? null,
    });
  };
  const failureOf = async (run: () => Promise<unknown>) => {
    const failure = await run().catch((error: unknown) => error);
    return failure instanceof AppError ? [failure.kind, failure.code] : failure;
  };
  const answerChallenge = (clientSecret: string, outcome: 'complete' | 'fail') =>
    shop.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/challenges/${clientSecret}`,
      payload: { outcome },
    });

  it("answers a key the processor refuses as the shop's own failure, not the request's", async () => {
    const refused = sandboxProvider(shop.app, 'sk_test_x');
    const failure = await refused.retrieve('pi_unknown').catch((error: unknown) => error);
    // No HTTP status of Stripe's left on it: the error handler answers 500 and logs it.
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(Stripe.errors.StripeError);
    expect(failure).not.toHaveProperty('statusCode');
    expect((failure as Error).message).toMatch(/^card processor: StripeAuthenticationError/);
    expect((failure as Error).cause).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers Stripe out of reach as the payment unavailable for now, with its error under it', async () => {
    // A port nobody listens on: the SDK tries again, then gives up.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createStripeProvider({
      secretKey: 'sk_test_unreachable',
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });
    const failure = await unreachable.retrieve('pi_any').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect([(failure as AppError).kind, (failure as AppError).code]).toEqual([
      'unavailable',
      'payment_unavailable',
    ]);
    expect((failure as AppError).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  describe('authorisation', () => {
    it('holds the amount on a good card, with the card as brand and last 4', async () => {
      const intent = await authorizeWith('4242424242424242', 3190);
      expect(intent).toMatchObject({
        id: expect.stringMatching(/^pi_/),
        status: 'requires_capture',
        amountCents: 3190,
        amountCapturableCents: 3190,
        amountReceivedCents: 0,
        failure: null,
        nextAction: null,
        reference: `RS${attempt}`,
        paymentMethod: { brand: 'visa', last4: '4242', wallet: null },
      });
    });

    it.each([
      ['4000000000000002', 'card_declined'],
      ['4000000000009995', 'card_insufficient_funds'],
      ['4000000000000119', 'card_processing_error'],
      ['4100000000000019', 'card_contact_support'],
    ])(
      "maps Stripe's decline of %s to %s, a failed intent (« refusé », never « annulé »)",
      async (number, failure) => {
        const intent = await authorizeWith(number);
        expect(intent).toMatchObject({ status: 'failed', failure, amountCapturableCents: 0 });
      },
    );

    it('answers Stripe-shaped card errors to the SDK itself', async () => {
      const stripe = sandboxStripe(shop.app);
      const refused = await stripe.paymentIntents
        .create({
          amount: 1000,
          currency: 'eur',
          payment_method: await methodFor('4000000000009995'),
          capture_method: 'manual',
          confirm: true,
          metadata: { reference: 'RSDK' },
        })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(refused).toMatchObject({
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        statusCode: 402,
      });
    });

    it('asks for 3-D Secure with the client secret, then holds the amount once passed', async () => {
      const intent = await authorizeWith('4000002760003184', 6480);
      expect(intent.status).toBe('requires_action');
      const secret = intent.nextAction!.clientSecret;
      expect(secret).toMatch(new RegExp(`^${intent.id}_secret_`));
      expect(await failureOf(() => provider.capture(intent.id))).toEqual([
        'unprocessable',
        'payment_requires_action',
      ]);
      expect((await answerChallenge(secret, 'complete')).statusCode).toBe(200);
      expect(await provider.retrieve(intent.id)).toMatchObject({
        status: 'requires_capture',
        nextAction: null,
      });
    });

    it('fails the intent when the challenge fails, and answers that for its key again', async () => {
      const intent = await authorizeWith('4000002760003184');
      await answerChallenge(intent.nextAction!.clientSecret, 'fail');
      expect(await provider.retrieve(intent.id)).toMatchObject({
        status: 'failed',
        failure: 'authentication_failed',
      });
    });

    it('refuses an unknown payment method, and one kept for another customer', async () => {
      expect(
        await failureOf(() =>
          provider.authorize({
            idempotencyKey: 'unknown-pm',
            amountCents: 100,
            paymentMethodId: 'pm_x',
            reference: 'R1',
          }),
        ),
      ).toEqual(['unprocessable', 'payment_method_not_found']);
      const camille = await provider.createCustomer({ idempotencyKey: 'cus-camille', reference: 'camille' });
      const louis = await provider.createCustomer({ idempotencyKey: 'cus-louis', reference: 'louis' });
      const kept = await authorizeWith('4242424242424242', 1200, camille);
      expect(kept.paymentMethod.customerId).toBe(camille);
      const again = { amountCents: 500, paymentMethodId: kept.paymentMethod.id, reference: 'R2' };
      expect(
        (await provider.authorize({ ...again, idempotencyKey: 'camille-again', customerId: camille })).status,
      ).toBe('requires_capture');
      expect(
        await failureOf(() =>
          provider.authorize({ ...again, idempotencyKey: 'louis-steals', customerId: louis }),
        ),
      ).toEqual(['unprocessable', 'payment_method_not_found']);
    });
  });

  describe('idempotency', () => {
    it('makes one intent from one key asked by two server copies at once', async () => {
      // Another copy with a key of its own (generated): one account, one intent per key.
      const other = sandboxProvider(shop.app, 'sk_test_another_copy');
      const input = {
        idempotencyKey: 'two-copies',
        amountCents: 2599,
        paymentMethodId: await methodFor('4242424242424242'),
        reference: 'RTWO',
      };
      const answers = await Promise.all(
        [0, 1, 2, 3].map((index) => [provider, other][index % 2]!.authorize(input)),
      );
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(await failureOf(() => provider.authorize({ ...input, amountCents: 9999 }))).toEqual([
        'conflict',
        'payment_idempotency_key_reused',
      ]);
    });
  });

  describe('capture, cancel and refunds', () => {
    it('captures part of the hold (an order prepared short) and releases the rest', async () => {
      const intent = await authorizeWith('4242424242424242', 5000);
      const captured = await provider.capture(intent.id, 4210);
      expect(captured).toMatchObject({
        status: 'succeeded',
        amountReceivedCents: 4210,
        amountCapturableCents: 0,
      });
      // Captured already: answered as it is, whatever is asked again.
      expect(await provider.capture(intent.id, 4210)).toMatchObject({ amountReceivedCents: 4210 });
      expect(await provider.capture(intent.id)).toMatchObject({ amountReceivedCents: 4210 });
      expect((await provider.chargesFor(`RS${attempt}`)).map((charge) => charge.id)).toEqual([intent.id]);
    });

    it('captures in full, refuses more than the hold', async () => {
      const intent = await authorizeWith('4242424242424242', 2000);
      expect(await failureOf(() => provider.capture(intent.id, 2001))).toEqual([
        'invalid_input',
        'payment_capture_too_large',
      ]);
      expect(await provider.capture(intent.id)).toMatchObject({
        status: 'succeeded',
        amountReceivedCents: 2000,
      });
    });

    it('voids a hold, refuses to void a capture', async () => {
      const held = await authorizeWith('4242424242424242');
      expect((await provider.cancel(held.id)).status).toBe('canceled');
      expect((await provider.cancel(held.id)).status).toBe('canceled');
      expect(await failureOf(() => provider.capture(held.id))).toEqual([
        'unprocessable',
        'payment_confirmation_canceled',
      ]);
      const taken = await authorizeWith('4242424242424242');
      await provider.capture(taken.id);
      expect(await failureOf(() => provider.cancel(taken.id))).toEqual([
        'conflict',
        'payment_already_captured',
      ]);
    });

    it('refunds in part then in full, once per key, never more than was taken', async () => {
      const intent = await authorizeWith('4242424242424242', 3000);
      expect(await failureOf(() => provider.refund(intent.id, { idempotencyKey: 'early' }))).toEqual([
        'conflict',
        'payment_not_captured',
      ]);
      await provider.capture(intent.id);
      const part = { idempotencyKey: `part-${intent.id}`, amountCents: 800 };
      const answers = await Promise.all([1, 2, 3].map(() => provider.refund(intent.id, part)));
      expect(answers.map((answer) => answer.amountRefundedCents)).toEqual([800, 800, 800]);
      expect(
        await failureOf(() => provider.refund(intent.id, { idempotencyKey: 'too-much', amountCents: 2201 })),
      ).toEqual(['conflict', 'payment_refund_too_large']);
      const rest = await provider.refund(intent.id, { idempotencyKey: `rest-${intent.id}` });
      expect(rest).toMatchObject({ status: 'refunded', amountRefundedCents: 3000 });
      expect(await provider.refund(intent.id, { idempotencyKey: `cancel-${intent.id}` })).toMatchObject({
        status: 'refunded',
      });
    });
  });

  describe('webhook', () => {
    const firstSentEvent = async () => {
      const [sent] = await shop.database.db.select().from(sandboxEvents).limit(1);
      return sent;
    };
    const post = (payload: string, signature: string) =>
      shop.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });

    it('receives the sandbox’s signed events once each, through the job queue', async () => {
      const intent = await authorizeWith('4242424242424242', 1500);
      await provider.capture(intent.id);
      await shop.app.jobs.runDue();
      await shop.app.jobs.runDue();
      const received = await shop.database.db.select().from(processorEvents);
      const types = received.filter((event) => event.appliedAt !== null).map((event) => event.type);
      expect(types).toEqual(
        expect.arrayContaining(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']),
      );
      // The sandbox kept what it sent (signed from its jobs).
      expect(await firstSentEvent()).toMatchObject({ id: expect.stringMatching(/^evt_/) });
    });

    it('refuses a bad signature with 400, and a stale one', async () => {
      const payload = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: {} },
      });
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_shops' });
      const refused = await post(payload, forged);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'webhook_signature_invalid' } });
      expect((await post(payload, '')).statusCode).toBe(400);
      const rows = await shop.database.db
        .select()
        .from(processorEvents)
        .where(eq(processorEvents.id, 'evt_forged'));
      expect(rows).toEqual([]);
    });

    it('applies a resent event once, and accepts and ignores unknown types', async () => {
      const [event] = await shop.database.db.select().from(sandboxEvents).limit(1);
      const payload = JSON.stringify(event!.payload);
      // The shop's own secret, as the sandbox signs: resending the same event changes nothing.
      const secret = settings.webhookSecret;
      const sign = (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      expect((await post(payload, sign(payload))).statusCode).toBe(200);
      expect((await post(payload, sign(payload))).statusCode).toBe(200);
      const rows = await shop.database.db
        .select()
        .from(processorEvents)
        .where(eq(processorEvents.id, event!.id));
      expect(rows).toHaveLength(1);

      const unknown = JSON.stringify({
        id: 'evt_unknown_type',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_x' } },
      });
      expect((await post(unknown, sign(unknown))).statusCode).toBe(200);
      const before = await shop.app.jobs.runDue();
      expect(before.dead).toBe(0);
    });
  });
});
