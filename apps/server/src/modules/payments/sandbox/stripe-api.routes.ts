/**
 * The sandbox's Stripe API: the part of Stripe's REST API the shop uses, under `/v1/` on the
 * shop's own origin, answered as Stripe answers (form bodies with bracket notation, Bearer keys,
 * idempotency keys, Stripe's objects and errors), so the official SDK and Stripe's client
 * libraries' calls run against it unchanged. Any `sk_test_` key is accepted from the server's own
 * machine (where its SDK calls, whichever copy generated the key), never from elsewhere or through
 * a proxy: a secret key reads, takes and cancels every payment. Publishable keys (`pk_test_`) may
 * only make payment methods, from anywhere, as at Stripe; live keys are refused.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'qs';
import { z } from 'zod';
import type { ErrorCode } from '@sillon/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { isFromThisMachine } from '../../../http/this-machine-only';
import type { PaymentFailure } from '../payment-provider';
import type { SandboxEvents } from './sandbox-events';
import type { SandboxProcessor } from './sandbox-processor';
import type { IntentRecord } from './sandbox.repository';
import { sandboxRequests } from './sandbox.tables';
import {
  paymentErrorOf,
  paymentIntentObject,
  paymentMethodObject,
  refundObject,
  stripeError,
} from './stripe-objects';

type KeyKind = 'secret' | 'publishable';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The sandbox's Stripe routes: which key may call (`publishable` also takes a secret key). */
    stripeKey?: KeyKind;
  }
}

/** Stripe's `param` for each field the domain's card rules check. */
const CARD_PARAMS: Record<string, { param: string; code: string }> = {
  number: { param: 'card[number]', code: 'incorrect_number' },
  expiry: { param: 'card[exp_month]', code: 'invalid_expiry_month' },
  cryptogram: { param: 'card[cvc]', code: 'invalid_cvc' },
  holder: { param: 'billing_details[name]', code: 'parameter_missing' },
};

const expandable = z.object({ expand: z.array(z.string().max(100)).max(10).optional() });
const expandOf = (body: { expand?: string[] | undefined }) => body.expand ?? [];
/** A search's `data.latest_charge` is each result's `latest_charge`. */
const expandOfEach = (body: { expand?: string[] | undefined }) =>
  expandOf(body).map((field) => field.replace(/^data\./, ''));

const cardBody = z.object({
  type: z.literal('card'),
  card: z.union([
    z.object({ token: z.string().startsWith('tok_').max(8192) }),
    z.object({
      number: z.string().max(40),
      exp_month: z.coerce.number().int().min(0).max(99),
      exp_year: z.coerce.number().int().min(0).max(9999),
      cvc: z.string().max(8),
    }),
  ]),
  billing_details: z.object({ name: z.string().max(200).optional() }).optional(),
});

const intentBody = expandable.extend({
  amount: z.coerce.number().int().min(1).max(100_000_000),
  currency: z.literal('eur'),
  payment_method: z.string().min(1).max(255),
  automatic_payment_methods: z
    .object({ enabled: z.literal('true'), allow_redirects: z.literal('never').optional() })
    .optional(),
  customer: z.string().max(255).optional(),
  capture_method: z.literal('manual'),
  use_stripe_sdk: z.enum(['true', 'false']).optional(),
  confirm: z.literal('true'),
  return_url: z.string().max(2000).optional(),
  setup_future_usage: z.enum(['on_session', 'off_session']).optional(),
  metadata: z.object({ reference: z.string().min(1).max(255) }),
});

const captureBody = expandable.extend({
  amount_to_capture: z.coerce.number().int().min(1).optional(),
});
const refundBody = z.object({
  payment_intent: z.string().min(1).max(255),
  amount: z.coerce.number().int().min(1).optional(),
});
const customerBody = z.object({ metadata: z.object({ reference: z.string().max(255) }).optional() });
const idParams = z.object({ id: z.string().min(1).max(255) });
/** The one search the shop makes: an order's intents, `metadata['reference']:'R123'`. */
const SEARCH_BY_REFERENCE = /^metadata\['reference'\]:'([^']{1,255})'$/;

/** A request refused the way Stripe refuses it: its HTTP status and Stripe's error body. */
class StripeRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ReturnType<typeof stripeError>,
  ) {
    super(body.error.message);
  }
}

function invalid(param: string, code = 'parameter_invalid', statusCode = 400): StripeRefusal {
  return new StripeRefusal(
    statusCode,
    stripeError('invalid_request_error', code, 'validation_failed', { param }),
  );
}

function parsed<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const param = issue.path.map((part, index) => (index === 0 ? String(part) : `[${String(part)}]`)).join('');
  throw invalid(param, issue.code === 'invalid_type' ? 'parameter_missing' : 'parameter_invalid');
}

/** The card's own refusal (a failed authorisation), with the intent as Stripe attaches it. */
function cardRefusal(record: IntentRecord, failure: PaymentFailure): StripeRefusal {
  const intent = paymentIntentObject(record);
  const { type, ...rest } = paymentErrorOf(failure);
  const statusCode = type === 'card_error' ? 402 : 400;
  return new StripeRefusal(statusCode, { error: { type, ...rest, payment_intent: intent } as never });
}

export function sandboxStripeApi(deps: { processor: SandboxProcessor; events: SandboxEvents; db: Database }) {
  const { processor, events } = deps;

  async function record(intentId: string): Promise<IntentRecord> {
    const found = await processor.record(intentId);
    if (!found)
      throw new StripeRefusal(
        404,
        stripeError('invalid_request_error', 'resource_missing', 'payment_retrieval_unknown', {
          param: 'intent',
        }),
      );
    return found;
  }

  const intentAnswer = async (intentId: string, body: { expand?: string[] | undefined }) =>
    paymentIntentObject(await record(intentId), expandOf(body));

  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, parse(body as string, { depth: 4, arrayLimit: 50 })),
    );
    // After the request limits (a card tester's calls count whatever key they bring).
    app.addHook('preHandler', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      checkKey(request);
      return replayIdempotent(deps.db, request, reply);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      await keepIdempotent(deps.db, request, reply.statusCode, payload);
      return payload;
    });
    app.addHook('onResponse', async (request) => releaseClaim(request));
    app.addHook('onRequestAbort', async (request) => releaseClaim(request));
    app.setErrorHandler((failure, request, reply) => {
      const refusal = asRefusal(failure);
      if (refusal.statusCode >= 500) request.log.error({ err: failure }, 'sandbox API failure');
      return reply.code(refusal.statusCode).send(refusal.body);
    });

    app.post(
      '/v1/payment_methods',
      { config: { stripeKey: 'publishable', requestLimit: 'payment_creation' } },
      async (request) => {
        const body = parsed(cardBody, request.body);
        const holder = body.billing_details?.name ?? '';
        const made =
          'token' in body.card
            ? await processor.createPaymentMethod(walletOfToken(body.card.token))
            : await processor.createPaymentMethod({
                type: 'card',
                card: { ...body.card, holder },
              });
        return paymentMethodObject(made);
      },
    );

    app.get('/v1/payment_methods/:id', async (request) => {
      const { id } = parsed(idParams, request.params);
      const row = await processor.paymentMethodRow(id);
      if (!row) throw invalid('payment_method', 'resource_missing', 404);
      return paymentMethodObject(row);
    });

    app.post('/v1/customers', async (request) => {
      const body = parsed(customerBody, request.body);
      const id = await processor.provider.createCustomer({
        idempotencyKey: idempotencyKeyOf(request) ?? '',
        reference: body.metadata?.reference ?? '',
      });
      return { id, object: 'customer', metadata: body.metadata ?? {}, livemode: false };
    });

    app.delete('/v1/customers/:id', async (request) => {
      const { id } = parsed(idParams, request.params);
      if (!(await processor.deleteCustomerIfKnown(id))) throw invalid('id', 'resource_missing', 404);
      return { id, object: 'customer', deleted: true };
    });

    app.post('/v1/payment_intents', async (request) => {
      const body = parsed(intentBody, request.body);
      const customerId = body.customer ?? null;
      const key =
        idempotencyKeyOf(request) ?? `${body.metadata.reference}:${body.amount}:${body.payment_method}`;
      // A key already used answers its intent (another copy's call); a new one needs a usable method.
      const isKnown = (await processor.intentByKey(key)) !== undefined;
      if (!isKnown && !(await processor.isUsable(body.payment_method, customerId))) {
        throw invalid('payment_method', 'resource_missing');
      }
      const intent = await processor.provider.authorize({
        idempotencyKey: key,
        amountCents: body.amount,
        paymentMethodId: body.payment_method,
        reference: body.metadata.reference,
        customerId,
      });
      const created = await record(intent.id);
      await events.intentChanged(created);
      if (intent.status === 'failed' && intent.failure) throw cardRefusal(created, intent.failure);
      return paymentIntentObject(created, expandOf(body));
    });

    app.get('/v1/payment_intents/search', async (request) => {
      const search = expandable.extend({ query: z.string().max(300), limit: z.coerce.number().optional() });
      const query = parsed(search, queryOf(request));
      const reference = SEARCH_BY_REFERENCE.exec(query.query)?.[1];
      if (!reference) throw invalid('query');
      const found = await processor.recordsOf(reference);
      return {
        object: 'search_result',
        data: found.map((one) => paymentIntentObject(one, expandOfEach(query))),
        has_more: false,
        url: '/v1/payment_intents/search',
      };
    });

    app.get('/v1/payment_intents/:id', async (request) => {
      const { id } = parsed(idParams, request.params);
      return intentAnswer(id, parsed(expandable, queryOf(request)));
    });

    app.post('/v1/payment_intents/:id/capture', async (request) => {
      const { id } = parsed(idParams, request.params);
      const body = parsed(captureBody, request.body);
      const before = await record(id);
      if (before.intent.status !== 'requires_capture') throw unexpectedState(before);
      await processor.provider.capture(id, body.amount_to_capture);
      const captured = await record(id);
      await events.intentChanged(captured, before);
      return paymentIntentObject(captured, expandOf(body));
    });

    app.post('/v1/payment_intents/:id/cancel', async (request) => {
      const { id } = parsed(idParams, request.params);
      const body = parsed(expandable, request.body);
      const before = await record(id);
      const cancellable = ['requires_capture', 'requires_action', 'failed'];
      if (!cancellable.includes(before.intent.status)) throw unexpectedState(before);
      await processor.provider.cancel(id);
      const canceled = await record(id);
      await events.intentChanged(canceled, before);
      return paymentIntentObject(canceled, expandOf(body));
    });

    app.post('/v1/refunds', async (request) => {
      const body = parsed(refundBody, request.body);
      const key = idempotencyKeyOf(request) ?? `${body.payment_intent}:${body.amount ?? 'all'}`;
      const before = await record(body.payment_intent);
      const earlier = await processor.refundByKey(key);
      if (earlier) return refundObject(earlier, body.payment_intent);
      const left = before.intent.amountReceivedCents - before.intent.amountRefundedCents;
      if (before.intent.amountReceivedCents === 0) throw unexpectedState(before, 'charge_not_captured');
      if ((body.amount ?? left) > left || left === 0) throw invalid('amount', 'amount_too_large');
      await processor.provider.refund(body.payment_intent, {
        idempotencyKey: key,
        ...(body.amount === undefined ? {} : { amountCents: body.amount }),
      });
      const refund = await processor.refundByKey(key);
      if (!refund) throw new Error('a refund vanished while being made');
      await events.refunded(await record(body.payment_intent));
      return refundObject(refund, body.payment_intent);
    });
  };

  function unexpectedState(before: IntentRecord, code = 'payment_intent_unexpected_state') {
    return new StripeRefusal(
      400,
      stripeError('invalid_request_error', code, 'payment_confirmation_failed', {
        payment_intent: paymentIntentObject(before),
      }),
    );
  }
}

/** The sandbox's simulated wallets make `tok_applepay_…` and `tok_googlepay_…`; any other is a card's. */
function walletOfToken(token: string) {
  if (token.startsWith('tok_applepay_')) return { type: 'apple_pay' as const, wallet_token: token };
  if (token.startsWith('tok_googlepay_')) return { type: 'google_pay' as const, wallet_token: token };
  throw invalid('card[token]', 'token_invalid');
}

/** GET parameters in Stripe's bracket notation (`expand[]=latest_charge`), which Fastify's parser keeps flat. */
function queryOf(request: FastifyRequest): unknown {
  const search = request.url.split('?')[1] ?? '';
  return parse(search, { depth: 4, arrayLimit: 50 });
}

function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** The keys the sandbox takes: test keys, 8 characters at least after their prefix (the server's configuration checks them). */
export const SANDBOX_KEYS = { secret: /^sk_test_\w{8,}$/, publishable: /^pk_test_\w{8,}$/ } as const;

/** Test keys only: a secret one from the server's machine, a publishable one where the route allows it. */
function checkKey(request: FastifyRequest): void {
  const key = bearerKey(request) ?? '';
  const allowed = request.routeOptions.config.stripeKey ?? 'secret';
  const isSecret = SANDBOX_KEYS.secret.test(key) && isFromThisMachine(request);
  const isPublishable = SANDBOX_KEYS.publishable.test(key);
  if (isSecret || (allowed === 'publishable' && isPublishable)) return;
  throw new StripeRefusal(
    401,
    stripeError('invalid_request_error', 'api_key_invalid', undefined, {
      message:
        'Invalid API Key provided (the sandbox takes sk_test_… keys from the shop server itself, and pk_test_… to make payment methods).',
    }),
  );
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 && key.length <= 255 ? key : undefined;
}

/**
 * The requests that claimed their key (and so keep or free it once answered), each with the timer
 * that renews its claim while it runs.
 */
const claimedKeys = new WeakMap<FastifyRequest, NodeJS.Timeout>();

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The key's row. Stripe scopes keys by account, not by API key: server copies that generated
 * keys of their own still share the sandbox's one account.
 */
function requestKeyOf(request: FastifyRequest): string | undefined {
  const key = idempotencyKeyOf(request);
  return request.method === 'POST' && key ? key : undefined;
}

/**
 * Stripe's idempotency: a POST whose key answered before answers the same again; the key used
 * for another request is a 400; the same request still running is a 409 (the SDK tries again).
 */
async function replayIdempotent(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const key = requestKeyOf(request);
  if (!key) return;
  const requestHash = hashOf(`${request.method} ${request.url} ${JSON.stringify(request.body ?? {})}`);
  const [claimed] = await db
    .insert(sandboxRequests)
    .values({ key, requestHash, createdAt: new Date() })
    .onConflictDoNothing()
    .returning({ key: sandboxRequests.key });
  if (claimed) {
    holdClaim(db, request, key);
    return;
  }
  const [earlier] = await db.select().from(sandboxRequests).where(eq(sandboxRequests.key, key));
  if (!earlier) return;
  if (earlier.requestHash !== requestHash) {
    throw new StripeRefusal(
      400,
      stripeError('idempotency_error', undefined, 'payment_idempotency_key_reused'),
    );
  }
  if (earlier.statusCode === null && (await takesOverAbandoned(db, earlier))) {
    holdClaim(db, request, key);
    return;
  }
  if (earlier.statusCode === null) {
    throw new StripeRefusal(
      409,
      stripeError('idempotency_error', 'idempotency_key_in_use', 'payment_idempotency_key_reused'),
    );
  }
  reply.header('idempotent-replayed', 'true');
  return reply.code(earlier.statusCode).send(earlier.response);
}

/**
 * A running request renews its claim (`created_at`) this often; a claim left this long unrenewed
 * died with its server (the sandbox runs in the shop's process, so a crash kills the request,
 * which Stripe's own servers would have finished): the next request with its key runs, and a
 * customer's retry after a restart does not wait. Measured in real time, not the shop's clock:
 * whether a process still runs is a matter of seconds passed, and a shifted clock
 * (SHOP_CLOCK_START) starts again at its start with each restart, which would make a dead
 * request's claim look younger than the restart, for as long as the dead process had run.
 */
const CLAIM_RENEWED_EVERY_MS = 250;
const ABANDONED_AFTER_MS = 1_500;

function holdClaim(db: Database, request: FastifyRequest, key: string): void {
  const renewal = setInterval(() => {
    db.update(sandboxRequests)
      .set({ createdAt: new Date() })
      .where(and(eq(sandboxRequests.key, key), isNull(sandboxRequests.statusCode)))
      .catch((failure: unknown) => request.log.warn({ err: failure }, 'sandbox claim not renewed'));
  }, CLAIM_RENEWED_EVERY_MS);
  renewal.unref();
  claimedKeys.set(request, renewal);
}

/** The request no longer runs: its claim is no longer renewed (answered, failed or aborted). */
function releaseClaim(request: FastifyRequest): void {
  clearInterval(claimedKeys.get(request));
}

/** Takes the key over from a request that never answered (one taker, by a conditional update). */
async function takesOverAbandoned(
  db: Database,
  earlier: typeof sandboxRequests.$inferSelect,
): Promise<boolean> {
  const at = new Date();
  if (at.getTime() - earlier.createdAt.getTime() < ABANDONED_AFTER_MS) return false;
  const taken = await db
    .update(sandboxRequests)
    .set({ createdAt: at })
    .where(
      and(
        eq(sandboxRequests.key, earlier.key),
        isNull(sandboxRequests.statusCode),
        eq(sandboxRequests.createdAt, earlier.createdAt),
      ),
    )
    .returning({ key: sandboxRequests.key });
  return taken.length > 0;
}

/**
 * Keeps the answer of a keyed POST that ran (a success, or a card's refusal); any other failure
 * frees the key, so the same request may run again.
 */
async function keepIdempotent(db: Database, request: FastifyRequest, statusCode: number, payload: unknown) {
  const key = requestKeyOf(request);
  if (!key || !claimedKeys.has(request)) return;
  releaseClaim(request);
  const isKept = (statusCode < 300 || statusCode === 402) && typeof payload === 'string';
  if (!isKept) {
    await db.delete(sandboxRequests).where(eq(sandboxRequests.key, key));
    return;
  }
  await db
    .update(sandboxRequests)
    .set({ statusCode, response: JSON.parse(payload) as unknown })
    .where(eq(sandboxRequests.key, key));
}

function asRefusal(failure: unknown): StripeRefusal {
  if (failure instanceof StripeRefusal) return failure;
  const statusCode = (failure as { statusCode?: number }).statusCode;
  const isLimited = failure instanceof AppError ? failure.kind === 'rate_limited' : statusCode === 429;
  if (isLimited) {
    return new StripeRefusal(429, stripeError('rate_limit_error', 'rate_limit', 'too_many_requests'));
  }
  if (failure instanceof AppError) return refusalOfAppError(failure);
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return invalid('body', 'parameter_invalid', statusCode);
  return new StripeRefusal(500, stripeError('api_error', undefined, undefined));
}

/** The processor's refusals: a card's fields are Stripe's card errors, the rest invalid requests. */
function refusalOfAppError(failure: AppError): StripeRefusal {
  const details = (failure.details ?? {}) as { fields?: Record<string, ErrorCode> };
  const [field, shopCode] = Object.entries(details.fields ?? {})[0] ?? [];
  const card = field ? CARD_PARAMS[field] : undefined;
  if (card && shopCode) {
    const code = shopCode === 'card_field_required' ? 'parameter_missing' : card.code;
    return new StripeRefusal(402, stripeError('card_error', code, shopCode, { param: card.param }));
  }
  if (failure.kind === 'not_found') return invalid('id', 'resource_missing', 404);
  return new StripeRefusal(400, stripeError('invalid_request_error', 'parameter_invalid', failure.code));
}
