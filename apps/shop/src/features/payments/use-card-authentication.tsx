/**
 * 3-D Secure, wherever a payment asks for it (the checkout's completion, an addition to a placed
 * order): the processor authenticates the intent of the server's client secret; the sandbox's
 * bank page is this hook's sheet, which waits for the customer's answer. Without a processor at
 * hand (a placed order's screen), the server's payment config names it when a challenge comes.
 */
import type { ChallengeOutcome } from '@sillon/contract';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { NETWORK_ERROR, readFailure } from '@/lib/api';
import type { CardProcessor, ProcessorResult, ThreeDSecureChallenge } from './api/card-processor';
import { paymentConfigApi, type PaymentConfig } from './api/payment-config-api';
import { cardProcessorFor } from './api/processor-choice';
import { ThreeDSecureSheet } from './components/three-d-secure-sheet';

type Pending = { challenge: ThreeDSecureChallenge; answer(outcome: ChallengeOutcome): void };
type Dispatch = (action: unknown) => unknown;
type ConfigAnswer = Promise<{ data?: PaymentConfig; error?: unknown }>;

export function useCardAuthentication(processor?: CardProcessor) {
  const dispatch = useDispatch() as Dispatch;
  const [pending, setPending] = useState<Pending | null>(null);

  const processorNow = useCallback(async (): Promise<ProcessorResult<CardProcessor>> => {
    if (processor) return { ok: true, value: processor };
    const config = await (dispatch(
      paymentConfigApi.endpoints.paymentConfig.initiate(undefined, { subscribe: false }),
    ) as ConfigAnswer);
    if (config.data) return { ok: true, value: cardProcessorFor(config.data, dispatch) };
    const isOffline = readFailure(config.error).code === NETWORK_ERROR;
    return { ok: false, code: isOffline ? NETWORK_ERROR : 'card_action_unknown' };
  }, [dispatch, processor]);

  /** `ok` once the customer answered: the caller then asks the server again. */
  const authenticate = useCallback(
    async (clientSecret: string): Promise<ProcessorResult<void>> => {
      const chosen = await processorNow();
      if (!chosen.ok) return chosen;
      const ask = (challenge: ThreeDSecureChallenge) =>
        new Promise<ChallengeOutcome>((resolve) => {
          const answer = (outcome: ChallengeOutcome) => {
            setPending(null);
            resolve(outcome);
          };
          setPending({ challenge, answer });
        });
      return chosen.value.authenticate(clientSecret, ask);
    },
    [processorNow],
  );

  const sheet = (
    <ThreeDSecureSheet
      challenge={pending?.challenge ?? null}
      onAnswer={(outcome) => pending?.answer(outcome)}
    />
  );
  return { authenticate, sheet };
}
