/**
 * The built-in card processor, behaving like a real processor's test mode: it takes card data
 * (keeping only brand, last 4 and expiry), authorises with manual capture, asks for 3-D Secure on
 * its test number, captures and voids. Every state lives in its tables and moves by conditional
 * updates, so any number of server copies agree and a retried call changes nothing twice.
 */
import { randomBytes } from 'node:crypto';
import type { ChallengeOutcome, SandboxChallengeResponse, WalletKind } from '@sillon/contract';
import { cardBrand, validateCard, type ErrorCode } from '@sillon/domain';
import { AppError } from '../../../http/app-error';
import type {
  AuthorizeInput,
  IntentView,
  PaymentMethodView,
  PaymentProvider,
  RefundInput,
} from '../payment-provider';
import {
  RefundRefused,
  type IntentMove,
  type IntentRecord,
  type PaymentMethodRow,
  type SandboxRepository,
} from './sandbox.repository';
import type { ChallengeStatus } from './sandbox.tables';
import { authorisationOutcome, behaviourOf } from './test-cards';

type CardBody = { number: string; exp_month: number; exp_year: number; cvc: string; holder: string };
/** A card as typed, or a wallet's one-time token (the sandbox's simulated sheets make them). */
export type NewPaymentMethod = { type: 'card'; card: CardBody } | { type: WalletKind; wallet_token: string };

/** Ids carry 128 random bits: a challenge id is all it takes to answer for the customer. */
function newId(prefix: 'pm' | 'pi' | 'chl' | 're' | 'cus'): string {
  return `${prefix}_${randomBytes(16).toString('hex')}`;
}

const MAX_AMOUNT_CENTS = 100_000_000;

/** What each answer on the bank's page does to the intent and to the challenge. */
const CHALLENGE_ANSWERS: Record<
  ChallengeOutcome,
  { intent: Pick<IntentMove, 'to' | 'failure'>; challenge: ChallengeStatus }
> = {
  complete: { intent: { to: 'requires_capture' }, challenge: 'completed' },
  fail: { intent: { to: 'failed', failure: 'authentication_failed' }, challenge: 'failed' },
  cancel: { intent: { to: 'failed', failure: 'authentication_canceled' }, challenge: 'canceled' },
};
const MAX_KEY_LENGTH = 255;

export function createSandboxProcessor(deps: {
  repository: SandboxRepository;
  now: () => Date;
  /** The shop's name, shown on the 3-D Secure page. */
  merchant: string;
}) {
  const { repository, now } = deps;

  /** The card's rules are the domain's; the number and CVC leave this function only as last 4. */
  function cardMethod(card: CardBody, at: Date): PaymentMethodRow {
    const checked = validateCard(
      {
        holder: card.holder,
        number: card.number,
        expiry: `${card.exp_month}/${card.exp_year}`,
        cryptogram: card.cvc,
      },
      at,
    );
    if (!checked.ok) throw new AppError('invalid_input', checked.code, { fields: checked.fields });
    const { number, expiryMonth, expiryYear } = checked.value;
    return {
      id: newId('pm'),
      type: 'card',
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth: expiryMonth,
      expYear: expiryYear,
      behaviour: behaviourOf(number),
      customerId: null,
      consumedAt: null,
      createdAt: at,
    };
  }

  /** A wallet's token is the device's one-time cryptogram: checked for presence, never kept. */
  function walletMethod(type: 'apple_pay' | 'google_pay', token: string, at: Date): PaymentMethodRow {
    if (token.trim() === '') {
      throw new AppError('invalid_input', 'wallet_payment_unavailable', {
        fields: { wallet_token: 'wallet_payment_unavailable' },
      });
    }
    const none = { brand: null, last4: null, expMonth: null, expYear: null };
    const unused = { customerId: null, consumedAt: null };
    return { id: newId('pm'), type, ...none, behaviour: 'succeeds', ...unused, createdAt: at };
  }

  async function createPaymentMethod(body: NewPaymentMethod): Promise<PaymentMethodRow> {
    const at = now();
    const row =
      body.type === 'card' ? cardMethod(body.card, at) : walletMethod(body.type, body.wallet_token, at);
    await repository.insertPaymentMethod(row);
    return row;
  }

  /** One key, one authorisation: a key already used answers its intent (if the same request). */
  async function authorize(input: AuthorizeInput): Promise<IntentView> {
    checkAuthorizeInput(input);
    const recorded = await recordAuthorisation(input);
    if (recorded) return intentView(recorded);
    const earlier = await repository.intentByKey(input.idempotencyKey);
    if (!earlier) throw new Error('the intent of an idempotency key vanished');
    return sameRequestOrThrow(earlier, input);
  }

  /**
   * Decides and records the outcome (intent and its challenge in one transaction); answers what
   * it recorded. A call with a key already used (a retry, or a concurrent call) inserts nothing
   * (`on conflict do nothing`) and answers nothing: the caller reads the first call's intent.
   */
  async function recordAuthorisation(input: AuthorizeInput): Promise<IntentRecord | undefined> {
    const method = (await repository.paymentMethod(input.paymentMethodId)) ?? null;
    const customerId = input.customerId ?? null;
    const outcome = authorisationOutcome(usableBehaviour(method, customerId));
    const at = now();
    const intentId = newId('pi');
    const intent = {
      id: intentId,
      idempotencyKey: input.idempotencyKey,
      paymentMethodId: input.paymentMethodId,
      amountCents: input.amountCents,
      currency: 'EUR' as const,
      reference: input.reference,
      customerId,
      clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      status: outcome.status,
      failure: outcome.status === 'failed' ? outcome.failure : null,
      createdAt: at,
      updatedAt: at,
    };
    return repository.transaction(async (tx) => {
      const inserted = await tx.insertIntent(intent);
      if (!inserted) return undefined;
      // Stripe's `setup_future_usage`: a customer's card is kept for them, anyone else's is used up.
      if (method && outcome.status !== 'failed') await tx.usePaymentMethod(method.id, customerId, at);
      if (outcome.status !== 'requires_action') return { intent: inserted, method, challenge: null };
      const challenge = await tx.insertChallenge({
        id: newId('chl'),
        intentId,
        status: 'pending',
        createdAt: at,
      });
      return { intent: inserted, method, challenge };
    });
  }

  async function retrieve(intentId: string): Promise<IntentView | undefined> {
    const record = await repository.intent(intentId);
    return record && intentView(record);
  }

  async function existingIntent(intentId: string): Promise<IntentView> {
    const view = await retrieve(intentId);
    if (!view) throw new AppError('not_found', 'payment_retrieval_unknown');
    return view;
  }

  async function capture(intentId: string, amountCents?: number): Promise<IntentView> {
    const held = await existingIntent(intentId);
    const amount = amountCents ?? held.amountCents;
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > held.amountCents) {
      throw new AppError('invalid_input', 'payment_capture_too_large', {
        fields: { amount_to_capture: 'payment_capture_too_large' },
      });
    }
    const at = now();
    const move = {
      from: ['requires_capture'] as const,
      to: 'succeeded' as const,
      at,
      capturedAt: at,
      amountReceivedCents: amount,
    };
    const captured = await repository.moveIntent(intentId, move);
    if (captured) return intentView(captured);
    const view = await existingIntent(intentId);
    if (view.status !== 'succeeded') throw new AppError('unprocessable', whyNotCapturable(view));
    return view;
  }

  async function cancel(intentId: string): Promise<IntentView> {
    const at = now();
    await repository.transaction(async (tx) => {
      const move = { from: ['requires_capture', 'requires_action'] as const, to: 'canceled' as const };
      const moved = await tx.moveIntent(intentId, { ...move, at, canceledAt: at });
      // A challenge left open would otherwise still show as pending on the bank's page.
      if (moved) await tx.answerChallenge(intentId, 'canceled', at);
    });
    const view = await existingIntent(intentId);
    if (view.status === 'succeeded') throw new AppError('conflict', 'payment_already_captured');
    return view;
  }

  /** One refund per key, within what the capture took and earlier refunds left. */
  async function refund(intentId: string, input: RefundInput): Promise<IntentView> {
    const view = await existingIntent(intentId);
    if (await repository.refundByKey(input.idempotencyKey)) return existingIntent(intentId);
    if (view.status !== 'succeeded') {
      // All of it given back already: a refund of "the rest" has nothing left to do.
      if (view.status === 'refunded' && input.amountCents === undefined) return view;
      if (view.status === 'refunded') throw new AppError('conflict', 'payment_refund_too_large');
      throw new AppError('conflict', 'payment_not_captured');
    }
    const amountCents = input.amountCents ?? view.amountReceivedCents - view.amountRefundedCents;
    if (!Number.isSafeInteger(amountCents) || amountCents < 1) {
      throw new AppError('conflict', 'payment_refund_too_large');
    }
    const row = {
      id: newId('re'),
      idempotencyKey: input.idempotencyKey,
      intentId,
      amountCents,
      createdAt: now(),
    };
    try {
      await repository.transaction((tx) => tx.refund(row));
    } catch (failure) {
      if (failure instanceof RefundRefused) throw new AppError('conflict', 'payment_refund_too_large');
      throw failure;
    }
    return existingIntent(intentId);
  }

  async function createCustomer(input: { idempotencyKey: string; reference: string }): Promise<string> {
    const id = newId('cus');
    await repository.insertCustomer({ id, reference: input.reference, createdAt: now() });
    return id;
  }

  async function deleteCustomer(customerId: string): Promise<void> {
    await repository.deleteCustomer(customerId);
  }

  async function paymentMethod(id: string): Promise<PaymentMethodView | undefined> {
    const row = await repository.paymentMethod(id);
    return row && paymentMethodView(row);
  }

  async function chargesFor(reference: string): Promise<IntentView[]> {
    return (await repository.capturedIntents(reference)).map(intentView);
  }

  async function challengeView(clientSecret: string): Promise<SandboxChallengeResponse> {
    const found = await repository.challenge(clientSecret);
    if (!found) throw new AppError('not_found', 'challenge_not_found');
    const { challenge, intent } = found;
    return {
      id: challenge.id,
      status: challenge.status,
      amount: intent.amountCents,
      currency: intent.currency,
      merchant: deps.merchant,
    };
  }

  /**
   * The customer's answer on the bank's page. The intent moves only from `requires_action`, in the
   * same transaction as the challenge, so a second answer (or a cancel that came first) keeps the
   * first outcome. A failed or canceled challenge fails the intent with its reason, as a
   * processor's does (nothing is authorised, nothing to void).
   */
  async function answerChallenge(
    clientSecret: string,
    outcome: ChallengeOutcome,
  ): Promise<SandboxChallengeResponse> {
    const { intent } = (await repository.challenge(clientSecret)) ?? {};
    if (!intent) throw new AppError('not_found', 'challenge_not_found');
    const at = now();
    const answer = CHALLENGE_ANSWERS[outcome];
    await repository.transaction(async (tx) => {
      const moved = await tx.moveIntent(intent.id, { from: ['requires_action'], ...answer.intent, at });
      if (moved) await tx.answerChallenge(intent.id, answer.challenge, at);
    });
    return challengeView(clientSecret);
  }

  const provider: PaymentProvider = {
    authorize,
    retrieve,
    capture,
    cancel,
    refund,
    paymentMethod,
    chargesFor,
    createCustomer,
    deleteCustomer,
  };
  return {
    provider,
    createPaymentMethod,
    challenge: challengeView,
    answerChallenge,
    record: (intentId: string) => repository.intent(intentId),
    intentByKey: (idempotencyKey: string) => repository.intentByKey(idempotencyKey),
    paymentMethodRow: (id: string) => repository.paymentMethod(id),
    /** Whether the customer (or none) may pay with the method: Stripe's rules of reuse. */
    isUsable: async (id: string, customerId: string | null) =>
      usableBehaviour((await repository.paymentMethod(id)) ?? null, customerId) !== undefined,
    /** Every intent of an order reference, newest first (Stripe's search). */
    recordsOf: (reference: string) => repository.intentsOf(reference),
    refundByKey: (idempotencyKey: string) => repository.refundByKey(idempotencyKey),
    deleteCustomerIfKnown: (id: string) => repository.deleteCustomer(id),
  };
}

export type SandboxProcessor = ReturnType<typeof createSandboxProcessor>;

/** The checkout's mistakes, not the customer's: refused before anything is recorded. */
function checkAuthorizeInput(input: AuthorizeInput): void {
  const fields: Record<string, ErrorCode> = {};
  if (input.idempotencyKey.length === 0 || input.idempotencyKey.length > MAX_KEY_LENGTH)
    fields['idempotencyKey'] = 'validation_failed';
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < 1 ||
    input.amountCents > MAX_AMOUNT_CENTS
  )
    fields['amountCents'] = 'validation_failed';
  if (input.reference.trim() === '') fields['reference'] = 'validation_failed';
  if (Object.keys(fields).length > 0) throw new AppError('invalid_input', 'validation_failed', { fields });
}

/** Stripe's rule too: a key reused for another payment is an error, never the old answer. */
function sameRequestOrThrow(record: IntentRecord, input: AuthorizeInput): IntentView {
  const { intent } = record;
  const isSame =
    intent.amountCents === input.amountCents &&
    intent.paymentMethodId === input.paymentMethodId &&
    intent.reference === input.reference;
  if (!isSame) throw new AppError('conflict', 'payment_idempotency_key_reused');
  return intentView(record);
}

/**
 * What authorising `method` for `customerId` does: Stripe's rules on reusing a payment method (one
 * attached to a customer pays only for them; one used without a customer is used up) fail it as
 * not found, like an unknown one.
 */
function usableBehaviour(method: PaymentMethodRow | null, customerId: string | null) {
  if (!method) return undefined;
  if (method.customerId !== null && method.customerId !== customerId) return undefined;
  if (method.customerId === null && method.consumedAt !== null) return undefined;
  return method.behaviour;
}

function whyNotCapturable(view: IntentView): ErrorCode {
  if (view.status === 'requires_action') return 'payment_requires_action';
  if (view.status === 'canceled') return 'payment_confirmation_canceled';
  return view.failure ?? 'payment_confirmation_failed';
}

function paymentMethodView(row: PaymentMethodRow): PaymentMethodView {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    wallet: row.type === 'card' ? null : row.type,
    customerId: row.customerId,
  };
}

function intentView({ intent, method, challenge }: IntentRecord): IntentView {
  const unknownMethod = {
    id: intent.paymentMethodId,
    brand: null,
    last4: null,
    expMonth: null,
    expYear: null,
    wallet: null,
    customerId: null,
  };
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amountCents,
    currency: intent.currency,
    failure: intent.failure,
    nextAction:
      intent.status === 'requires_action' && challenge
        ? { type: 'three_d_secure', clientSecret: intent.clientSecret }
        : null,
    paymentMethod: method ? paymentMethodView(method) : unknownMethod,
    amountCapturableCents: intent.status === 'requires_capture' ? intent.amountCents : 0,
    amountReceivedCents: intent.amountReceivedCents,
    amountRefundedCents: intent.amountRefundedCents,
    createdAt: intent.createdAt,
    reference: intent.reference,
  };
}
