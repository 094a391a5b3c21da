/**
 * The built-in sandbox processor. It speaks Stripe's API on the shop's own origin (`/v1/…`, the
 * publishable key as Bearer, form-encoded bodies in bracket notation, as Stripe's client libraries
 * send them), so what the app sends is what it would send Stripe; its 3-D Secure "bank page" is
 * the shop's own sheet, read and answered at `/api/payments/sandbox/challenges/<client secret>`.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ChallengeOutcome } from '@sillon/contract';
import { config } from '@/config';
import type {
  ProcessorResult,
  SandboxCardProcessor,
  ThreeDSecureChallenge,
  WalletKind,
} from './card-processor';
import { paymentMethodOf, stripeRefusal, type StripeError, type StripePaymentMethod } from './stripe-errors';

type FormFields = Record<string, string | number | Record<string, string | number>>;

/** `{ card: { number: '4242' } }` → `card[number]=4242`: Stripe's bracket notation. */
export function formEncoded(fields: FormFields): string {
  const pairs = Object.entries(fields).flatMap(([name, value]) =>
    typeof value === 'object'
      ? Object.entries(value).map(([key, inner]) => [`${name}[${key}]`, inner] as const)
      : [[name, value] as const],
  );
  // Brackets stay as they are (Stripe's own libraries write them so); the rest is escaped.
  const escape = (text: string) => encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']');
  return pairs.map(([key, value]) => `${escape(key)}=${escape(String(value))}`).join('&');
}

/** A wallet's one-time token as the sandbox's simulated sheets make it (Stripe's test tokens' form). */
export function sandboxWalletToken(wallet: WalletKind, random: () => number = Math.random): string {
  const prefix = wallet === 'apple_pay' ? 'tok_applepay_' : 'tok_googlepay_';
  return `${prefix}${random().toString(36).slice(2, 14).padEnd(12, '0')}`;
}

type SandboxChallenge = { id: string; amount: number; merchant: string };
const CHALLENGES = '/api/payments/sandbox/challenges';

/** The sandbox's HTTP calls; its own API (no session of ours goes there, no cache: every call acts). */
export const sandboxProcessorApi = createApi({
  reducerPath: 'cardProcessor',
  baseQuery: fetchBaseQuery({ baseUrl: config.apiUrl }),
  endpoints: (build) => ({
    createPaymentMethod: build.mutation<StripePaymentMethod, { publishableKey: string; fields: FormFields }>({
      query: ({ publishableKey, fields }) => ({
        url: '/v1/payment_methods',
        method: 'POST',
        headers: {
          authorization: `Bearer ${publishableKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: formEncoded(fields),
      }),
    }),
    challenge: build.query<SandboxChallenge, string>({
      query: (clientSecret) => `${CHALLENGES}/${encodeURIComponent(clientSecret)}`,
      keepUnusedDataFor: 0,
    }),
    answerChallenge: build.mutation<unknown, { clientSecret: string; outcome: ChallengeOutcome }>({
      query: ({ clientSecret, outcome }) => ({
        url: `${CHALLENGES}/${encodeURIComponent(clientSecret)}`,
        method: 'POST',
        body: { outcome },
      }),
    }),
  }),
});

const NO_ANSWER = new Set<unknown>(['FETCH_ERROR', 'TIMEOUT_ERROR']);
const isNoAnswer = (error: unknown) => NO_ANSWER.has((error as { status?: unknown } | undefined)?.status);

/** Stripe's error body (`{ error: { type, code, param } }`) in the shop's code. */
function refusal(error: unknown): { ok: false; code: string } {
  if (isNoAnswer(error)) return { ok: false, code: 'network_error' };
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  const stripeError = typeof data?.error === 'object' && data.error ? (data.error as StripeError) : undefined;
  return stripeRefusal(stripeError);
}

type Dispatch = (action: unknown) => unknown;
type Answer<T> = Promise<{ data?: T; error?: unknown }>;

/** The sandbox processor, its calls made through the store (errors reported like any other). */
export function sandboxCardProcessor(dispatch: Dispatch, publishableKey: string): SandboxCardProcessor {
  const { endpoints } = sandboxProcessorApi;
  const run = <T>(action: unknown) => dispatch(action) as Answer<T>;
  const create = async (fields: FormFields) => {
    const answer = await run<StripePaymentMethod>(
      endpoints.createPaymentMethod.initiate({ publishableKey, fields }, { track: false }),
    );
    return answer.data ? { ok: true as const, value: paymentMethodOf(answer.data) } : refusal(answer.error);
  };

  const lookUp = async (clientSecret: string): Promise<ProcessorResult<ThreeDSecureChallenge>> => {
    const answer = await run<SandboxChallenge>(
      endpoints.challenge.initiate(clientSecret, { subscribe: false, forceRefetch: true }),
    );
    if (answer.data) {
      const { id, amount, merchant } = answer.data;
      return { ok: true, value: { id, amountCents: amount, merchant } };
    }
    return { ok: false, code: isNoAnswer(answer.error) ? 'network_error' : 'card_action_unknown' };
  };

  return {
    provider: 'sandbox',
    createCardPaymentMethod: (card) =>
      create({
        type: 'card',
        card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
        billing_details: { name: card.holder },
      }),
    createWalletPaymentMethod: (walletToken) => create({ type: 'card', card: { token: walletToken } }),
    /**
     * The bank's page: looked up (gone or unknown is "card action unknown"), answered by the
     * customer; an answer the sandbox refuses is "card action failed" (nothing left to answer).
     */
    async authenticate(clientSecret, ask) {
      const challenge = await lookUp(clientSecret);
      if (!challenge.ok) return challenge;
      const outcome = await ask(challenge.value);
      const answer = await run<unknown>(
        endpoints.answerChallenge.initiate({ clientSecret, outcome }, { track: false }),
      );
      if (answer.error !== undefined) {
        return { ok: false, code: isNoAnswer(answer.error) ? 'network_error' : 'card_action_failed' };
      }
      // The customer left the bank's page: Stripe fails the payment as "not authenticated", the
      // app knows it was their choice (the native SDK says so too).
      if (outcome === 'cancel') return { ok: false, code: 'authentication_canceled' };
      return { ok: true, value: undefined };
    },
  };
}
