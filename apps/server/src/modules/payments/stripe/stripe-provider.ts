/**
 * The shop's card processor on Stripe, through the official SDK: PaymentIntents with manual
 * capture (authorised at checkout, captured when the order is prepared), 3-D Secure through
 * `next_action` (the app passes it with the intent's client secret), refunds, customers keeping
 * their cards. The same code runs against Stripe and against the built-in sandbox, which answers
 * Stripe's API on the shop's own origin: only the connection differs (`StripeConnection`).
 */
import Stripe from 'stripe';
import type { ErrorCode } from '@sillon/domain';
import { AppError } from '../../../http/app-error';
import type {
  AuthorizeInput,
  IntentStatus,
  IntentView,
  PaymentFailure,
  PaymentMethodView,
  PaymentProvider,
  RefundInput,
} from '../payment-provider';

export type StripeConnection = {
  secretKey: string;
  /** Stripe's API by default; the sandbox gives its own origin, or a client reaching it in-process. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  httpClient?: Stripe.HttpClient;
};

/** Every read asks for the charge (what was taken and given back) and the card. */
const EXPAND = ['latest_charge', 'payment_method'];

/** Stripe's decline codes the shop tells apart; any other decline is « refusé ». */
const DECLINES: Record<string, PaymentFailure> = {
  insufficient_funds: 'card_insufficient_funds',
  fraudulent: 'card_contact_support',
  stolen_card: 'card_contact_support',
  lost_card: 'card_contact_support',
  pickup_card: 'card_contact_support',
  merchant_blacklist: 'card_contact_support',
  do_not_honor: 'card_declined',
  generic_decline: 'card_declined',
};

/** A Stripe refusal (`last_payment_error`, or a card error's fields) as the shop's reason. */
export function failureOfStripe(error: {
  code?: string | null;
  decline_code?: string | null;
}): PaymentFailure {
  if (error.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (error.code === 'processing_error') return 'card_processing_error';
  if (error.code === 'resource_missing') return 'payment_method_not_found';
  return DECLINES[error.decline_code ?? ''] ?? 'card_declined';
}

export function createStripeProvider(connection: StripeConnection): PaymentProvider {
  const stripe = new Stripe(connection.secretKey, {
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port ? { port: connection.port } : {}),
    ...(connection.protocol ? { protocol: connection.protocol } : {}),
    ...(connection.httpClient ? { httpClient: connection.httpClient } : {}),
    // Conflicts (the same key still running elsewhere) and lost answers are tried again.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Sillon' },
  });

  async function retrieve(intentId: string): Promise<IntentView | undefined> {
    try {
      return intentView(await stripe.paymentIntents.retrieve(intentId, { expand: EXPAND }));
    } catch (failure) {
      if (isMissing(failure)) return undefined;
      throw failure;
    }
  }

  async function current(intentId: string): Promise<IntentView> {
    const view = await retrieve(intentId);
    if (!view) throw new AppError('not_found', 'payment_retrieval_unknown');
    return view;
  }

  async function authorize(input: AuthorizeInput): Promise<IntentView> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          payment_method: input.paymentMethodId,
          // Cards and wallets only: nothing that sends the customer to another site.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          capture_method: 'manual',
          confirm: true,
          // The app passes 3-D Secure with Stripe's library: no page to come back to.
          use_stripe_sdk: true,
          metadata: { reference: input.reference },
          expand: EXPAND,
          ...(input.customerId ? { customer: input.customerId, setup_future_usage: 'on_session' } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      // Stripe answers a key used before with its first answer: the intent may have moved since
      // (a 3-D Secure challenge passed or failed), so it is read as it is now.
      const isReplay = headerOf(intent.lastResponse, 'idempotent-replayed') === 'true';
      return isReplay ? current(intent.id) : intentView(intent);
    } catch (failure) {
      if (failure instanceof Stripe.errors.StripeError) {
        // A declined card: Stripe made the intent and says why it failed.
        const refused = failure.payment_intent as Stripe.PaymentIntent | undefined;
        if (refused)
          return refused.status === 'requires_payment_method' ? intentView(refused) : current(refused.id);
        if (failure.type === 'StripeIdempotencyError') {
          throw new AppError('conflict', 'payment_idempotency_key_reused');
        }
        if (failure.code === 'resource_missing') {
          throw new AppError('unprocessable', 'payment_method_not_found', { errors: {} });
        }
      }
      throw failure;
    }
  }

  /** Stripe refuses a move from the wrong state; the intent as it is says what it means. */
  async function afterRefusal(intentId: string, failure: unknown): Promise<IntentView> {
    if (!(failure instanceof Stripe.errors.StripeInvalidRequestError)) throw failure;
    return current(intentId);
  }

  async function capture(intentId: string, amountCents?: number): Promise<IntentView> {
    try {
      const captured = await stripe.paymentIntents.capture(
        intentId,
        { expand: EXPAND, ...(amountCents === undefined ? {} : { amount_to_capture: amountCents }) },
        { idempotencyKey: `capture:${intentId}:${amountCents ?? 'all'}` },
      );
      return intentView(captured);
    } catch (failure) {
      if (isMissing(failure)) throw new AppError('not_found', 'payment_retrieval_unknown');
      const view = await afterRefusal(intentId, failure);
      if (view.status === 'succeeded' || view.status === 'refunded') return view;
      if (view.status === 'requires_capture') {
        throw new AppError('invalid_input', 'payment_capture_too_large', {
          fields: { amount_to_capture: 'payment_capture_too_large' },
        });
      }
      throw new AppError('unprocessable', whyNotCapturable(view));
    }
  }

  async function cancel(intentId: string): Promise<IntentView> {
    try {
      const canceled = await stripe.paymentIntents.cancel(intentId, { expand: EXPAND });
      return intentView(canceled);
    } catch (failure) {
      if (isMissing(failure)) throw new AppError('not_found', 'payment_retrieval_unknown');
      const view = await afterRefusal(intentId, failure);
      if (view.status === 'succeeded' || view.status === 'refunded') {
        throw new AppError('conflict', 'payment_already_captured');
      }
      return view;
    }
  }

  async function refund(intentId: string, input: RefundInput): Promise<IntentView> {
    try {
      await stripe.refunds.create(
        {
          payment_intent: intentId,
          ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return await current(intentId);
    } catch (failure) {
      if (isMissing(failure)) throw new AppError('not_found', 'payment_retrieval_unknown');
      const view = await afterRefusal(intentId, failure);
      if (view.amountReceivedCents === 0) throw new AppError('conflict', 'payment_not_captured');
      // All of it given back already: a refund of "the rest" has nothing left to do.
      if (view.status === 'refunded' && input.amountCents === undefined) return view;
      throw new AppError('conflict', 'payment_refund_too_large');
    }
  }

  async function paymentMethod(id: string): Promise<PaymentMethodView | undefined> {
    try {
      return paymentMethodView(await stripe.paymentMethods.retrieve(id));
    } catch (failure) {
      if (isMissing(failure)) return undefined;
      throw failure;
    }
  }

  async function chargesFor(reference: string): Promise<IntentView[]> {
    const found = await stripe.paymentIntents.search({
      query: `metadata['reference']:'${reference.replace(/'/g, "\\'")}'`,
      expand: ['data.latest_charge', 'data.payment_method'],
      limit: 100,
    });
    return found.data
      .map(intentView)
      .filter((view) => view.status === 'succeeded')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function createCustomer(input: { idempotencyKey: string; reference: string }): Promise<string> {
    const customer = await stripe.customers.create(
      { metadata: { reference: input.reference } },
      { idempotencyKey: input.idempotencyKey },
    );
    return customer.id;
  }

  async function deleteCustomer(customerId: string): Promise<void> {
    try {
      await stripe.customers.del(customerId);
    } catch (failure) {
      if (!isMissing(failure)) throw failure;
    }
  }

  return {
    authorize: theShops(authorize),
    retrieve: theShops(retrieve),
    capture: theShops(capture),
    cancel: theShops(cancel),
    refund: theShops(refund),
    paymentMethod: theShops(paymentMethod),
    chargesFor: theShops(chargesFor),
    createCustomer: theShops(createCustomer),
    deleteCustomer: theShops(deleteCustomer),
  };
}

/**
 * Stripe out of reach, failing on its side, or slowing the shop down, once the SDK's own retries
 * are spent: the customer is told to try again and their order is kept (503 `payment_unavailable`),
 * while the error handler logs Stripe's error and the report carries it. A timeout may hide a call
 * Stripe carried out (a card authorised, an amount captured or refunded); trying again is safe all
 * the same: those calls carry idempotency keys, so Stripe answers the call it already made rather
 * than making it twice (and a cancel of a cancelled intent changes nothing).
 */
const OUTAGES = [
  Stripe.errors.StripeConnectionError,
  Stripe.errors.StripeAPIError,
  Stripe.errors.StripeRateLimitError,
];

/**
 * A Stripe failure the calls above did not make an answer of is the shop's: an outage (503, above),
 * or a fault of the shop's own (its key refused, a request Stripe cannot read), logged and answered
 * 500. Neither keeps Stripe's HTTP status (401 for a wrong key), which the error handler would take
 * for the customer's request's fault (« Demande illisible »).
 */
function theShops<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (failure) {
      if (!(failure instanceof Stripe.errors.StripeError)) throw failure;
      if (OUTAGES.some((outage) => failure instanceof outage))
        throw new AppError('unavailable', 'payment_unavailable', undefined, undefined, { cause: failure });
      throw new Error(`card processor: ${failure.type}: ${failure.message}`, { cause: failure });
    }
  };
}

/** A response header, whichever HTTP client the SDK used (a fetch `Headers`, or Node's object). */
function headerOf(response: { headers: unknown }, name: string): string | null {
  const headers = response.headers as Headers | Record<string, string | undefined>;
  if (headers instanceof Headers) return headers.get(name);
  return headers[name] ?? null;
}

function isMissing(failure: unknown): boolean {
  return failure instanceof Stripe.errors.StripeInvalidRequestError && failure.code === 'resource_missing';
}

function whyNotCapturable(view: IntentView): ErrorCode {
  if (view.status === 'requires_action') return 'payment_requires_action';
  if (view.status === 'canceled') return 'payment_confirmation_canceled';
  return view.failure ?? 'payment_confirmation_failed';
}

/** Stripe's statuses as the shop's; an intent waiting for what the shop cannot do is "action". */
function statusOf(intent: Stripe.PaymentIntent, charge: Stripe.Charge | null): IntentStatus {
  switch (intent.status) {
    case 'requires_capture':
      return 'requires_capture';
    case 'canceled':
      return 'canceled';
    case 'succeeded':
      return charge && charge.amount_refunded > 0 && charge.amount_refunded >= intent.amount_received
        ? 'refunded'
        : 'succeeded';
    case 'requires_payment_method':
      return 'failed';
    default:
      return 'requires_action';
  }
}

function intentView(intent: Stripe.PaymentIntent): IntentView {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const status = statusOf(intent, charge);
  const error = intent.last_payment_error;
  const isChallenge =
    intent.status === 'requires_action' &&
    (intent.next_action?.type === 'use_stripe_sdk' || intent.next_action?.type === 'redirect_to_url');
  return {
    id: intent.id,
    status,
    amountCents: intent.amount,
    currency: 'EUR',
    failure: status === 'failed' && error ? failureOfStripe(error) : null,
    nextAction:
      isChallenge && intent.client_secret
        ? { type: 'three_d_secure', clientSecret: intent.client_secret }
        : null,
    paymentMethod: methodOfIntent(intent),
    amountCapturableCents: intent.amount_capturable,
    amountReceivedCents: intent.amount_received,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    createdAt: new Date(intent.created * 1000),
    reference: intent.metadata?.['reference'] ?? null,
  };
}

function methodOfIntent(intent: Stripe.PaymentIntent): PaymentMethodView {
  const method = intent.payment_method;
  if (method && typeof method === 'object') return paymentMethodView(method);
  const id = typeof method === 'string' ? method : '';
  return { id, brand: null, last4: null, expMonth: null, expYear: null, wallet: null, customerId: null };
}

/** A wallet's device card is not shown as a card (it cannot be saved as one). */
function paymentMethodView(method: Stripe.PaymentMethod): PaymentMethodView {
  const card = method.card;
  const wallet = card?.wallet?.type as string | undefined;
  const customerId = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
  if (wallet === 'apple_pay' || wallet === 'google_pay') {
    return { id: method.id, brand: null, last4: null, expMonth: null, expYear: null, wallet, customerId };
  }
  return {
    id: method.id,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    expMonth: card?.exp_month ?? null,
    expYear: card?.exp_year ?? null,
    wallet: null,
    customerId,
  };
}
