import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { openTestDatabase } from '../../../testing/test-database';
import { AppError } from '../../../http/app-error';
import type { PaymentProvider } from '../index';
import { createSandboxProcessor, type SandboxProcessor } from './sandbox-processor';
import { createSandboxRepository } from './sandbox.repository';
import { sandboxPaymentIntents } from './sandbox.tables';

const expYear = new Date().getFullYear() + 3;
const card = (number: string) => ({
  type: 'card' as const,
  card: { number, exp_month: 12, exp_year: expYear, cvc: '123', holder: 'Camille Martin' },
});

describe('the sandbox card processor (a test mode: the number decides)', () => {
  let database: DatabaseHandle;
  let processor: SandboxProcessor;
  let provider: PaymentProvider;
  let attempt = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    processor = createSandboxProcessor({
      repository: createSandboxRepository(database.db),
      now: () => new Date(),
      merchant: 'Sillon',
    });
    provider = processor.provider;
  });
  afterAll(() => database.close());

  const methodFor = async (number: string) => (await processor.createPaymentMethod(card(number))).id;
  /** A fresh attempt: its own key and order reference. */
  const authorizeWith = async (paymentMethodId: string, amountCents = 4250) => {
    attempt += 1;
    return provider.authorize({
      idempotencyKey: `attempt-${attempt}`,
      amountCents,
      paymentMethodId,
      reference: `R10000${attempt}`,
    });
  };
  const failureOf = async (run: () => Promise<unknown>) => {
    const failure = await run().catch((error: unknown) => error);
    return failure instanceof AppError ? [failure.kind, failure.code] : failure;
  };

  describe('authorisation by test number', () => {
    it.each([
      ['4242 4242 4242 4242', 'requires_capture', null],
      ['5555 5555 5555 4444', 'requires_capture', null],
      ['4000 0000 0000 0002', 'failed', 'card_declined'],
      ['4000 0000 0000 9995', 'failed', 'card_insufficient_funds'],
      ['4000 0000 0000 0119', 'failed', 'card_processing_error'],
      ['4100 0000 0000 0019', 'failed', 'card_contact_support'],
      ['4000 0027 6000 3184', 'requires_action', null],
      ['3782 822463 10005', 'requires_capture', null],
    ])('%s → %s (%s)', async (number, status, failure) => {
      const intent = await authorizeWith(await methodFor(number));
      expect(intent).toMatchObject({
        status,
        failure,
        amountCents: 4250,
        currency: 'EUR',
        amountReceivedCents: 0,
      });
      expect(intent.id).toMatch(/^pi_[0-9a-f]{32}$/);
    });

    it('answers the card as brand, last 4 and expiry', async () => {
      const intent = await authorizeWith(await methodFor('5555 5555 5555 4444'));
      expect(intent.paymentMethod).toEqual({
        id: expect.stringMatching(/^pm_[0-9a-f]{32}$/),
        brand: 'mastercard',
        last4: '4444',
        expMonth: 12,
        expYear,
        wallet: null,
        customerId: null,
      });
      expect(intent.nextAction).toBeNull();
    });

    it('authorises wallets', async () => {
      const wallet = await processor.createPaymentMethod({ type: 'apple_pay', wallet_token: 'tok_apple' });
      const intent = await authorizeWith(wallet.id);
      expect(intent.status).toBe('requires_capture');
      expect(intent.paymentMethod).toMatchObject({ wallet: 'apple_pay', brand: null, last4: null });
    });

    it('fails an intent on an unknown payment method, and keeps that answer for its key', async () => {
      const input = {
        idempotencyKey: 'unknown-pm',
        amountCents: 100,
        paymentMethodId: 'pm_nope',
        reference: 'R1',
      };
      const first = await provider.authorize(input);
      expect(first).toMatchObject({ status: 'failed', failure: 'payment_method_not_found' });
      expect(first.paymentMethod).toEqual({
        id: 'pm_nope',
        brand: null,
        last4: null,
        expMonth: null,
        expYear: null,
        wallet: null,
        customerId: null,
      });
      expect((await provider.authorize(input)).id).toBe(first.id);
    });

    it('refuses an amount that is not a positive number of cents', async () => {
      const method = await methodFor('4242424242424242');
      for (const amountCents of [0, -5, 12.5]) {
        expect(
          await failureOf(() =>
            provider.authorize({
              idempotencyKey: `bad-${amountCents}`,
              amountCents,
              paymentMethodId: method,
              reference: 'R2',
            }),
          ),
        ).toEqual(['invalid_input', 'validation_failed']);
      }
    });
  });

  describe('idempotency', () => {
    it('makes one intent and one authorisation from 5 concurrent calls with one key', async () => {
      const paymentMethodId = await methodFor('4242424242424242');
      // Two processors on one database play two server copies.
      const another = createSandboxProcessor({
        repository: createSandboxRepository(database.db),
        now: () => new Date(),
        merchant: 'Sillon',
      });
      const copies = [provider, another.provider];
      const input = { idempotencyKey: 'order-R555-1', amountCents: 3190, paymentMethodId, reference: 'R555' };
      const answers = await Promise.all([0, 1, 2, 3, 4].map((index) => copies[index % 2]!.authorize(input)));
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(answers.every((answer) => answer.status === 'requires_capture')).toBe(true);
      const [stored] = await database.db
        .select({ n: count() })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.reference, 'R555'));
      expect(stored?.n).toBe(1);
    });

    it('refuses a key reused for another amount', async () => {
      const paymentMethodId = await methodFor('4242424242424242');
      const input = { idempotencyKey: 'order-R556-1', amountCents: 1000, paymentMethodId, reference: 'R556' };
      await provider.authorize(input);
      expect(await failureOf(() => provider.authorize({ ...input, amountCents: 1200 }))).toEqual([
        'conflict',
        'payment_idempotency_key_reused',
      ]);
    });

    it('charges once when captured twice, concurrently or not', async () => {
      const intent = await provider.authorize({
        idempotencyKey: 'order-R557-1',
        amountCents: 2599,
        paymentMethodId: await methodFor('4242424242424242'),
        reference: 'R557',
      });
      const [first, second] = await Promise.all([provider.capture(intent.id), provider.capture(intent.id)]);
      const third = await provider.capture(intent.id);
      expect(first.status).toBe('succeeded');
      expect(first.amountReceivedCents).toBe(2599);
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      // The capture that moved it answers it as a read does: its card, its authorisation.
      expect([first, second]).toContainEqual(await provider.retrieve(intent.id));
      expect(first.paymentMethod).toMatchObject({
        brand: 'visa',
        last4: '4242',
        expMonth: expect.any(Number),
      });
      expect(first).toEqual({
        ...intent,
        status: 'succeeded',
        amountCapturableCents: 0,
        amountReceivedCents: 2599,
      });
      const charges = await provider.chargesFor('R557');
      expect(charges.map((charge) => [charge.id, charge.amountCents])).toEqual([[intent.id, 2599]]);
    });
  });

  describe('capture and cancel', () => {
    it('voids an authorisation, twice without harm, and will not capture it after', async () => {
      const intent = await authorizeWith(await methodFor('4242424242424242'));
      expect((await provider.cancel(intent.id)).status).toBe('canceled');
      expect((await provider.cancel(intent.id)).status).toBe('canceled');
      expect(await failureOf(() => provider.capture(intent.id))).toEqual([
        'unprocessable',
        'payment_confirmation_canceled',
      ]);
      expect(await provider.chargesFor(`R10000${attempt}`)).toEqual([]);
    });

    it('refuses to void a captured intent', async () => {
      const intent = await authorizeWith(await methodFor('4242424242424242'));
      await provider.capture(intent.id);
      expect(await failureOf(() => provider.cancel(intent.id))).toEqual([
        'conflict',
        'payment_already_captured',
      ]);
    });

    it('refunds a captured intent in full, once however often asked, and no longer counts it', async () => {
      const intent = await authorizeWith(await methodFor('4242424242424242'));
      await provider.capture(intent.id);
      const reference = `R10000${attempt}`;
      expect(await provider.chargesFor(reference)).toHaveLength(1);
      const refunds = await Promise.all(
        [1, 2, 3].map(() => provider.refund(intent.id, { idempotencyKey: 'cancel:P1' })),
      );
      expect(refunds.map((refund) => refund.status)).toEqual(['refunded', 'refunded', 'refunded']);
      expect(await provider.chargesFor(reference)).toEqual([]);
      await provider.capture(intent.id).catch(() => undefined);
      expect((await provider.retrieve(intent.id))?.status).toBe('refunded');
    });

    it('refuses to refund what was never captured: it is voided instead', async () => {
      const intent = await authorizeWith(await methodFor('4242424242424242'));
      expect(await failureOf(() => provider.refund(intent.id, { idempotencyKey: 'k' }))).toEqual([
        'conflict',
        'payment_not_captured',
      ]);
      expect((await provider.retrieve(intent.id))?.status).toBe('requires_capture');
    });

    it('answers a failed intent as is when voided, and refuses to capture it with its reason', async () => {
      const intent = await authorizeWith(await methodFor('4000000000000002'));
      expect((await provider.cancel(intent.id)).status).toBe('failed');
      expect(await failureOf(() => provider.capture(intent.id))).toEqual(['unprocessable', 'card_declined']);
    });

    it('does not know an unknown intent', async () => {
      expect(await provider.retrieve('pi_unknown')).toBeUndefined();
      expect(await failureOf(() => provider.capture('pi_unknown'))).toEqual([
        'not_found',
        'payment_retrieval_unknown',
      ]);
      expect(await failureOf(() => provider.cancel('pi_unknown'))).toEqual([
        'not_found',
        'payment_retrieval_unknown',
      ]);
    });
  });

  describe('3-D Secure', () => {
    const challenged = async () => {
      const intent = await authorizeWith(await methodFor('4000 0027 6000 3184'), 6480);
      expect(intent.nextAction?.type).toBe('three_d_secure');
      return { intent, challengeId: intent.nextAction!.clientSecret };
    };

    it('asks for a challenge with an unguessable id, and cannot be captured before it', async () => {
      const { intent, challengeId } = await challenged();
      expect(challengeId).toMatch(/^pi_[0-9a-f]{32}_secret_[0-9a-f]{24}$/);
      expect(await processor.challenge(challengeId)).toEqual({
        id: expect.stringMatching(/^chl_[0-9a-f]{32}$/),
        status: 'pending',
        amount: 6480,
        currency: 'EUR',
        merchant: 'Sillon',
      });
      expect(await failureOf(() => provider.capture(intent.id))).toEqual([
        'unprocessable',
        'payment_requires_action',
      ]);
    });

    it('authorises once the challenge is completed, then captures', async () => {
      const { intent, challengeId } = await challenged();
      expect((await processor.answerChallenge(challengeId, 'complete')).status).toBe('completed');
      expect(await provider.retrieve(intent.id)).toMatchObject({
        status: 'requires_capture',
        nextAction: null,
      });
      expect((await provider.capture(intent.id)).status).toBe('succeeded');
    });

    it('fails with authentication_canceled when the challenge is canceled', async () => {
      const { intent, challengeId } = await challenged();
      expect((await processor.answerChallenge(challengeId, 'cancel')).status).toBe('canceled');
      expect(await provider.retrieve(intent.id)).toMatchObject({
        status: 'failed',
        failure: 'authentication_canceled',
        nextAction: null,
      });
    });

    it('fails with authentication_failed when the challenge fails', async () => {
      const { intent, challengeId } = await challenged();
      expect((await processor.answerChallenge(challengeId, 'fail')).status).toBe('failed');
      expect(await provider.retrieve(intent.id)).toMatchObject({
        status: 'failed',
        failure: 'authentication_failed',
        nextAction: null,
      });
      expect(await failureOf(() => provider.capture(intent.id))).toEqual([
        'unprocessable',
        'authentication_failed',
      ]);
      expect((await processor.answerChallenge(challengeId, 'complete')).status).toBe('failed');
    });

    it('keeps the first answer of a challenge answered twice', async () => {
      const { intent, challengeId } = await challenged();
      const answers = await Promise.all([
        processor.answerChallenge(challengeId, 'complete'),
        processor.answerChallenge(challengeId, 'cancel'),
      ]);
      const final = await provider.retrieve(intent.id);
      const status = answers[0].status;
      expect(answers[1].status).toBe(status);
      expect(final?.status).toBe(status === 'completed' ? 'requires_capture' : 'failed');
      expect((await processor.answerChallenge(challengeId, 'cancel')).status).toBe(status);
    });

    it('closes the challenge when its intent is voided first', async () => {
      const { intent, challengeId } = await challenged();
      expect((await provider.cancel(intent.id)).status).toBe('canceled');
      expect((await processor.answerChallenge(challengeId, 'complete')).status).toBe('canceled');
      expect((await provider.retrieve(intent.id))?.status).toBe('canceled');
    });

    it('answers the same challenge to a retried authorisation', async () => {
      const paymentMethodId = await methodFor('4000002760003184');
      const input = { idempotencyKey: 'order-R777-1', amountCents: 1500, paymentMethodId, reference: 'R777' };
      const first = await provider.authorize(input);
      expect((await provider.authorize(input)).nextAction).toEqual(first.nextAction);
    });

    it('does not know an unknown challenge', async () => {
      expect(await failureOf(() => processor.challenge('chl_nope'))).toEqual([
        'not_found',
        'challenge_not_found',
      ]);
      expect(await failureOf(() => processor.answerChallenge('chl_nope', 'complete'))).toEqual([
        'not_found',
        'challenge_not_found',
      ]);
    });
  });
});
