/**
 * The card processor, behind a small interface: card data goes to the processor, which answers a
 * payment method id (`pm_…`) the checkout is given instead; 3-D Secure challenges are the
 * processor's too. The built-in sandbox (our server's `/api/payments/sandbox`, a processor's test
 * mode) implements it over HTTP; a real processor's SDK would implement the same four calls.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ChallengeOutcome } from '@sillon/contract';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { config } from '@/config';

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string; holder: string };
export type WalletKind = 'apple_pay' | 'google_pay';

export type ProcessorPaymentMethod = {
  id: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
};

export type ThreeDSecureChallenge = { id: string; amountCents: number; merchant: string };

/** A processor answer: its value, or the stable code of the refusal (`network_error` without one). */
export type ProcessorResult<T> = { ok: true; value: T } | { ok: false; code: string };

export type CardProcessor = {
  createCardPaymentMethod(card: CardDetails): Promise<ProcessorResult<ProcessorPaymentMethod>>;
  /** A wallet's token (Apple Pay, Google Pay) turned into a payment method. */
  createWalletPaymentMethod(
    wallet: WalletKind,
    walletToken: string,
  ): Promise<ProcessorResult<ProcessorPaymentMethod>>;
  challenge(challengeId: string): Promise<ProcessorResult<ThreeDSecureChallenge>>;
  /** The customer's answer on the bank's page (the sandbox's test page can also fail it). */
  answerChallenge(challengeId: string, outcome: ChallengeOutcome): Promise<ProcessorResult<void>>;
};

type SandboxPaymentMethod = {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
};
type SandboxChallenge = { id: string; amount: number; merchant: string };

/** The sandbox's HTTP calls; its own API (another base URL, no cache: every call is an action). */
export const sandboxProcessorApi = createApi({
  reducerPath: 'cardProcessor',
  // A processor's public calls: no session of ours goes there (a real one takes its publishable key).
  baseQuery: fetchBaseQuery({ baseUrl: config.cardProcessorUrl }),
  endpoints: (build) => ({
    createPaymentMethod: build.mutation<
      SandboxPaymentMethod,
      | {
          type: 'card';
          card: { number: string; exp_month: number; exp_year: number; cvc: string; holder: string };
        }
      | { type: WalletKind; wallet_token: string }
    >({
      query: (body) => ({ url: '/payment_methods', method: 'POST', body }),
    }),
    challenge: build.query<SandboxChallenge, string>({
      query: (id) => `/challenges/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
    answerChallenge: build.mutation<unknown, { id: string; outcome: ChallengeOutcome }>({
      query: ({ id, outcome }) => ({
        url: `/challenges/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { outcome },
      }),
    }),
  }),
});

function refusal(error: unknown): { ok: false; code: string } {
  const failure = error as { status?: unknown; data?: { code?: string; error?: { code?: string } | string } };
  if (failure?.status === 'FETCH_ERROR' || failure?.status === 'TIMEOUT_ERROR') {
    return { ok: false, code: 'network_error' };
  }
  const data = failure?.data;
  const nested = typeof data?.error === 'object' ? data.error.code : undefined;
  return { ok: false, code: data?.code ?? nested ?? 'card_error' };
}

const toPaymentMethod = (method: SandboxPaymentMethod): ProcessorPaymentMethod => ({
  id: method.id,
  card: method.card && {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  },
});

type Dispatch = (action: unknown) => unknown;
type Answer<T> = Promise<{ data?: T; error?: unknown }>;

/** The sandbox processor, its calls made through the store (errors reported like any other). */
export function sandboxCardProcessor(dispatch: Dispatch): CardProcessor {
  const { endpoints } = sandboxProcessorApi;
  const run = <T>(action: unknown) => dispatch(action) as Answer<T>;
  return {
    async createCardPaymentMethod(card) {
      const answer = await run<SandboxPaymentMethod>(
        endpoints.createPaymentMethod.initiate(
          {
            type: 'card',
            card: {
              number: card.number,
              exp_month: card.expMonth,
              exp_year: card.expYear,
              cvc: card.cvc,
              holder: card.holder,
            },
          },
          { track: false },
        ),
      );
      return answer.data ? { ok: true, value: toPaymentMethod(answer.data) } : refusal(answer.error);
    },
    async createWalletPaymentMethod(wallet, walletToken) {
      const answer = await run<SandboxPaymentMethod>(
        endpoints.createPaymentMethod.initiate({ type: wallet, wallet_token: walletToken }, { track: false }),
      );
      return answer.data ? { ok: true, value: toPaymentMethod(answer.data) } : refusal(answer.error);
    },
    async challenge(challengeId) {
      const answer = await run<SandboxChallenge>(
        endpoints.challenge.initiate(challengeId, { subscribe: false, forceRefetch: true }),
      );
      return answer.data
        ? {
            ok: true,
            value: { id: answer.data.id, amountCents: answer.data.amount, merchant: answer.data.merchant },
          }
        : refusal(answer.error);
    },
    async answerChallenge(challengeId, outcome) {
      const answer = await run<unknown>(
        endpoints.answerChallenge.initiate({ id: challengeId, outcome }, { track: false }),
      );
      return answer.error === undefined ? { ok: true, value: undefined } : refusal(answer.error);
    },
  };
}

/** The card processor the app pays with: the sandbox, until a real processor's SDK replaces it. */
export function useCardProcessor(): CardProcessor {
  const dispatch = useDispatch();
  return useMemo(() => sandboxCardProcessor(dispatch as Dispatch), [dispatch]);
}
